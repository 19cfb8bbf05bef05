import styled from '@emotion/styled';
import { Icon, useIconsLater } from '../theme/Icon.tsx';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { ActionLink } from '../ui/ActionLink.tsx';
import { usePagePath } from '../ui/PagePath.tsx';
import { useShell } from '../ui/ShellContext.tsx';
import { iconButton } from '../theme/iconButton.ts';
import { BrandMark, logosOf } from './BrandMark.tsx';
import { BrandLogo } from './BrandLogo.tsx';
import { LanguageLinks } from './LanguageLinks.tsx';
import { LIGHT_TOP } from './lightTop.ts';

/**
 * Fixed header. Transparent at the top of the page, translucent and blurred once scrolled past
 * the configured threshold; only colours change, never its size, so nothing shifts.
 * Text is light by default (the home page opens on a dark hero, marked `data-dark-top`) and
 * dark over a page whose first element is light.
 */
const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: 30;
  color: ${(p) => p.theme.colors.onDark};
  --focus-ring: ${(p) => p.theme.colors.linkOnDark};
  background-color: transparent;
  transition:
    background-color 0.25s ease,
    box-shadow 0.25s ease,
    -webkit-backdrop-filter 0.25s ease,
    backdrop-filter 0.25s ease,
    color 0.25s ease;
  &[data-scrolled] {
    background-color: ${(p) => p.theme.colors.headerScrim};
    /* Safari before 18 knows only the prefixed name (src/app/emotionCache.ts writes no prefixes). */
    -webkit-backdrop-filter: blur(12px) saturate(1.5);
    backdrop-filter: blur(12px) saturate(1.5);
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.16);
  }
  /* The menu opens at once: no fading through unreadable in-between colours. */
  &[data-open] {
    background-color: ${(p) => p.theme.colors.dark};
    transition: none;
  }
  ${LIGHT_TOP} &:not([data-scrolled], [data-open]) {
    color: ${(p) => p.theme.colors.text};
    --focus-ring: ${(p) => p.theme.colors.link};
  }
  @supports not selector(:has(*)) {
    background-color: ${(p) => p.theme.colors.headerScrim};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Row = styled.div`
  max-width: ${(p) => p.theme.maxWidth};
  height: ${(p) => p.theme.headerHeight};
  margin: 0 auto;
  padding: 0 1rem;
  display: flex;
  align-items: center;
  gap: 1.5rem;
  ${(p) => p.theme.mq.md} {
    padding: 0 1.5rem;
  }
`;

const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 44px;
  margin-right: auto;
  font-size: 1.125rem;
  font-weight: 800;
  letter-spacing: -0.01em;
  line-height: 1.15;
  text-decoration: none;
`;

/** The header's logo, 40 px high; without one, the mark beside the written name. */
function HeaderBrand() {
  const { company } = useShell();
  const logos = logosOf(company);
  if (!__SITE_HAS_LOGO__ || !logos)
    return (
      <>
        <BrandMark />
        {company.name}
      </>
    );
  if (logos.light === logos.dark) return <BrandLogo src={logos.dark} height={40} />;
  return (
    <>
      <BrandLogo src={logos.dark} height={40} variant="dark" />
      <BrandLogo src={logos.light} height={40} variant="light" />
    </>
  );
}

const MenuButton = styled.button`
  ${(p) => iconButton(p.theme)}
  margin-right: -0.25rem;
  ${(p) => p.theme.mq.md} {
    display: none;
  }
`;

/**
 * The links and the quote button. Below md it is the toggle menu's panel, a native popover
 * (hidden until opened; the browser's own style of a popover undone); from md up the same
 * element sits in the bar, so there is one navigation landmark.
 */
const Panel = styled.div`
  position: fixed;
  inset: ${(p) => p.theme.headerHeight} 0 auto;
  width: auto;
  height: auto;
  margin: 0;
  border: 0;
  padding: 0.5rem 1rem 1.25rem;
  background: ${(p) => p.theme.colors.dark};
  color: ${(p) => p.theme.colors.onDark};
  --focus-ring: ${(p) => p.theme.colors.linkOnDark};
  box-shadow: 0 16px 32px rgb(0 0 0 / 0.25);
  max-height: calc(100vh - ${(p) => p.theme.headerHeight});
  overflow-y: auto;
  ul {
    list-style: none;
    margin: 0 0 1rem;
    padding: 0;
  }
  li + li {
    border-top: 1px solid ${(p) => p.theme.colors.lineOnDark};
  }
  ul a {
    text-decoration: none;
    display: flex;
    align-items: center;
    min-height: 48px;
    padding: 0.25rem 0.5rem;
    font-weight: 600;
  }
  ul a[aria-current='page'] {
    box-shadow: inset 4px 0 0 currentColor;
    padding-left: 1rem;
  }
  > a {
    width: 100%;
  }
  ${(p) => p.theme.below.md} {
    &:not([data-open]) {
      display: none;
    }
    /* Opened by the browser before the client entry marks it (or with scripts off). A browser
       without popovers drops this rule and opens it by React's data-open. */
    &:popover-open {
      display: block;
    }
  }
  ${(p) => p.theme.mq.md} {
    position: static;
    display: flex;
    align-items: center;
    gap: 1.5rem;
    padding: 0;
    background: none;
    color: inherit;
    --focus-ring: inherit;
    box-shadow: none;
    max-height: none;
    overflow: visible;
    ul {
      display: flex;
      gap: 0.25rem;
      margin: 0;
    }
    li + li {
      border: 0;
    }
    ul a {
      position: relative;
      min-height: 44px;
      padding: 0 0.65rem;
      font-weight: 550;
      &::after {
        content: '';
        position: absolute;
        left: 0.65rem;
        right: 0.65rem;
        bottom: 6px;
        height: 2px;
        border-radius: 2px;
        background: currentColor;
        transform: scaleX(0);
        transition: transform 0.2s ease;
      }
      &:hover::after {
        transform: scaleX(0.5);
      }
    }
    /* Long labels (another language's) wrap in balanced, tight lines that stay inside the bar. */
    ul a {
      text-wrap: balance;
      line-height: 1.2;
    }
    [data-languages] [data-long] {
      display: none;
    }
    [data-languages] [data-short] {
      display: inline;
    }
    ul a[aria-current='page'] {
      box-shadow: none;
      padding-left: 0.65rem;
      font-weight: 750;
      &::after {
        transform: none;
      }
    }
    > a {
      display: none;
      width: auto;
    }
  }
  ${(p) => p.theme.mq.lg} {
    > a {
      display: inline-flex;
    }
  }
`;

/** Whether the browser has native popovers (Chromium 114, Safari 17, Firefox 125); asked in the browser only. */
const nativePopovers = () => 'popover' in HTMLElement.prototype;

/**
 * The header. Its menu is a native popover, which the browser opens and closes on a tap of its
 * button, Escape or a press outside, with or without JavaScript, and whose button the browser
 * tells assistive technology is expanded or not (so it carries no aria-expanded, which the HTML
 * standard forbids beside popovertarget); the client entry keeps the button's icon and the
 * header's look in step until React comes (src/browser/entry-client.tsx), then React does
 * (beforetoggle). A browser without popovers gets the same from the client entry until React
 * comes, then from React, aria-expanded included.
 */
export function Header() {
  const { navigation, header } = useShell();
  const [open, setOpen] = useState(false);
  const barRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Known once hydrated: the server renders for a browser with popovers.
  const [withoutPopovers, setWithoutPopovers] = useState(false);
  const panelId = useId();
  const pagePath = usePagePath();
  // What the menu shows only once opened.
  useIconsLater('X');

  // Opened before React came (by the browser, or without popovers by the client entry, which
  // marks it data-open): it stays open, and says so. Read as React commits the header, before
  // the next tap: read later, a tap closing the menu in between was a change from closed to
  // closed for React, and the client entry's data-open stayed, the panel drawn open.
  useLayoutEffect(() => {
    if (!nativePopovers()) setWithoutPopovers(true);
    if (panelRef.current?.matches(nativePopovers() ? ':popover-open' : '[data-open]')) setOpen(true);
  }, []);

  // Without native popovers, while open: Escape closes and gives focus back to the button; a
  // press outside closes.
  useEffect(() => {
    if (!open || nativePopovers()) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!barRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => {
    if (!nativePopovers()) setOpen(false);
    else if (panelRef.current?.matches(':popover-open')) panelRef.current.hidePopover();
  };
  return (
    // The page's script marks it scrolled (src/browser/scrolledHeader.ts, the one home of that
    // look, with or without React), and open before React comes (src/browser/entry-client.tsx):
    // React hydrates it as it finds it, and its own open state follows.
    <Bar ref={barRef} data-scroll-past={header.scrollThreshold} data-open={open ? '' : undefined} suppressHydrationWarning>
      <Row>
        <Brand href="/" onClick={close}>
          <HeaderBrand />
        </Brand>
        <MenuButton
          ref={buttonRef}
          type="button"
          aria-label={header.menuLabel}
          aria-expanded={withoutPopovers ? open : undefined}
          aria-controls={panelId}
          popoverTarget={panelId}
          onClick={() => {
            if (!nativePopovers()) setOpen((o) => !o);
          }}
        >
          {open ? <Icon name="X" aria-hidden="true" size={24} /> : <Icon name="Menu" aria-hidden="true" size={24} />}
        </MenuButton>
        <Panel
          ref={panelRef}
          id={panelId}
          popover=""
          data-open={open ? '' : undefined}
          onBeforeToggle={(event) => setOpen(event.newState === 'open')}
        >
          <nav aria-label={header.navLabel}>
            <ul>
              {navigation.map((link) => (
                <li key={link.path}>
                  <a href={link.path} aria-current={link.path === pagePath ? 'page' : undefined} onClick={close}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageLinks />
          <ActionLink action={header.quoteAction} onClick={close} />
        </Panel>
      </Row>
    </Bar>
  );
}
