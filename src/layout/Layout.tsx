import type { ReactNode } from 'react';
import { FloatingButtons } from './FloatingButtons.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { useEntranceAnimations } from '../ui/motion.tsx';
import { useShell } from '../ui/ShellContext.tsx';
import { useVisitorDates } from '../ui/visitorDates.ts';
import { SkipLink } from './SkipLink.tsx';
import { LAYOUT_IDS } from '../../schema/anchors.ts';

/** The frame of every page: skip link, header, the page itself, floating buttons, footer. */
export function Layout({ children }: { children: ReactNode }) {
  useEntranceAnimations();
  useVisitorDates(useShell().lang);
  return (
    <>
      <SkipLink />
      <Header />
      <main id={LAYOUT_IDS.main} tabIndex={-1}>
        {children}
      </main>
      <FloatingButtons />
      <Footer />
    </>
  );
}
