import { CacheProvider, ThemeProvider, type EmotionCache } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import { createTheme } from '../theme/theme.ts';
import { GlobalStyles } from '../theme/GlobalStyles.tsx';
import { ShellProvider } from './ShellContext.tsx';
import type { Shell } from './siteData.ts';

/** Everything the app sits in, shared by the server render and the browser. */
export function Providers({ shell, cache, children }: { shell: Shell; cache: EmotionCache; children: ReactNode }) {
  const theme = useMemo(() => createTheme(shell.theme), [shell.theme]);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <ShellProvider value={shell}>
          <GlobalStyles />
          {children}
        </ShellProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
