import { CacheProvider, ThemeProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { GlobalStyles } from '../theme/GlobalStyles.tsx';
import { useHydratedMarker } from '../ui/islands/hydrated.ts';
import { ShellProvider } from '../ui/ShellContext.tsx';
import type { Shell } from '../site-data/siteData.ts';
import { ToastProvider } from '../ui/toast/ToastProvider.tsx';
import { TooltipProvider } from '../ui/tooltip/TooltipProvider.tsx';

/**
 * Everything the app sits in, shared by the server render and the browser: styles and theme,
 * the config, the notification (toast) and tooltip providers.
 * There are no network calls, so no data-fetching client.
 */
export function Providers({ shell, cache, children }: { shell: Shell; cache: EmotionCache; children: ReactNode }) {
  useHydratedMarker();
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={shell.theme}>
        <ShellProvider value={shell}>
          {/* Rendered into every page's <style> by the prerender; in the browser, where the page
              keeps that tag, a second copy would only restyle the page (and cost bytes). */}
          {import.meta.env.SSR ? <GlobalStyles /> : null}
          <ToastProvider label={shell.ui.notificationsLabel} dismissLabel={shell.ui.dismiss}>
            <TooltipProvider>{children}</TooltipProvider>
          </ToastProvider>
        </ShellProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
