import type { CSSProperties } from 'react';
import { pictures } from 'virtual:site/pictures';
import { expandPicture } from '../site-data/media.ts';

export interface PictureProps {
  /** The image's path as the config names it ("./photos/fleet.jpg"). */
  src: string;
  /** The text alternative; "" for a decorative image. */
  alt: string;
  /** How wide the layout draws it (the `sizes` of IMAGE_LAYOUTS in src/site-data/media.ts). */
  sizes: string;
  /**
   * The page's largest paint: fetched first and at once (`fetchpriority="high"`, never lazy).
   * Any other image loads when it nears the view and decodes off the main thread.
   */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * An image of the config as the build wrote it (src/media/): AVIF or WebP where the browser
 * shows them, the fallback elsewhere, at the width the layout needs, in a box of its own
 * aspect ratio (no shift when it arrives), its dominant colour in place until then.
 */
export function Picture({ src, alt, sizes, priority = false, className, style }: PictureProps) {
  const data = pictures[src];
  if (!data) throw new Error(`No image was built for ${src}`);
  const picture = expandPicture(data);
  const img = (
    <img
      className={className}
      src={picture.src}
      srcSet={picture.srcset}
      sizes={picture.srcset ? sizes : undefined}
      width={picture.width}
      height={picture.height}
      alt={alt}
      loading={priority ? undefined : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      style={picture.color ? { backgroundColor: picture.color, ...style } : style}
    />
  );
  if (picture.sources.length === 0) return img;
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
