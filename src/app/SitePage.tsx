import { Layout } from '../layout/Layout.tsx';
import { ConfigPage } from './pages/ConfigPage.tsx';
import { ErrorScreen } from './pages/ErrorScreen.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import type { PageView } from '../sections/pageView.ts';
import { PagePath } from '../ui/PagePath.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/**
 * One page of the site, rendered alike by the server and by the browser hydrating it: a page
 * of the config (`path` and its `view`), or the not-found page (`path` null). Every page is
 * prerendered and links to the others with plain links, so there is no router in the browser:
 * a move to another page is a page load. The error screen replaces a page whose rendering
 * fails, inside the layout (header and footer stay, so the visitor can go on); when the layout
 * itself fails, it is the whole page.
 */
export function SitePage({ path, view }: { path: string | null; view?: PageView }) {
  return (
    <PagePath value={path}>
      <ErrorBoundary fallback={(error) => <ErrorScreen error={error} standalone />}>
        <Layout>
          <ErrorBoundary fallback={(error) => <ErrorScreen error={error} />}>
            {view ? <ConfigPage view={view} /> : <NotFoundPage />}
          </ErrorBoundary>
        </Layout>
      </ErrorBoundary>
    </PagePath>
  );
}
