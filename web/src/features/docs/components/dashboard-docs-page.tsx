import { DocsPage } from './docs-page.js';

/** Where the dashboard's API key lives (the dashboard's `api-keys` segment; a unit test keeps them equal). */
export const dashboardKeysHref = '/dashboard/api-keys';

/** /dashboard/documentacao, inside the dashboard shell. */
export default function DashboardDocsPage() {
  return <DocsPage keysHref={dashboardKeysHref} />;
}
