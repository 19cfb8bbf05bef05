import type { ReactNode } from 'react';
import { FloatingButtons } from './FloatingButtons.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { SkipLink } from './SkipLink.tsx';
import { KeptElement } from '../ui/islands/KeptElement.tsx';
import { Island } from '../ui/islands/Island.tsx';
import { LAYOUT_IDS } from '../../schema/anchors.ts';

/**
 * The frame of every page: skip link, header, the page itself, floating buttons, footer. The skip
 * link and the floating buttons are plain links: the browser keeps them as prerendered. The
 * header and the footer are islands, hydrated each when needed (src/ui/islands/islands.ts).
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      {__KEEP_PRERENDERED__ ? <KeptElement tag="a" /> : <SkipLink />}
      <Island at={`#${LAYOUT_IDS.root} > header`}>
        <Header />
      </Island>
      <main id={LAYOUT_IDS.main} tabIndex={-1}>
        {children}
      </main>
      {__KEEP_PRERENDERED__ ? <KeptElement tag="div" /> : <FloatingButtons />}
      <Island at={`#${LAYOUT_IDS.root} > footer`}>
        <Footer />
      </Island>
    </>
  );
}
