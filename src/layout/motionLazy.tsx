/**
 * The animated form of a Reveal, in a chunk loaded after first paint (see motion.tsx).
 * LazyMotion in strict mode only lets `m.*` components in, with the DOM animation features
 * (which include whileInView); MotionConfig honours the visitor's reduced-motion setting.
 */
import { domAnimation, LazyMotion, m, MotionConfig, type Variants } from 'framer-motion';
import type { RevealProps } from './motion.tsx';

const variants: Variants = {
  hidden: { opacity: 0, y: 32 },
  shown: (delay: number = 0) => ({
    opacity: 1,
    y: 0,
    transition: { duration: 0.6, delay, ease: [0.22, 1, 0.36, 1] },
  }),
};

const tags = { div: m.div, li: m.li };

export function Animated({ as = 'div', delay = 0, className, children, ...data }: RevealProps) {
  const Tag = tags[as];
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={domAnimation} strict>
        <Tag
          className={className}
          {...data}
          data-reveal="animated"
          initial="hidden"
          whileInView="shown"
          viewport={{ once: true, margin: '0px 0px -8% 0px' }}
          variants={variants}
          custom={delay}
        >
          {children}
        </Tag>
      </LazyMotion>
    </MotionConfig>
  );
}
