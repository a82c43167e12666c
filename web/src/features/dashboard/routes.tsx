import { lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { DashboardNotFound } from './components/common/not-found.js';
import { ToolUnavailable } from './components/common/tool-unavailable.js';
import { HomePage } from './components/home/home-page.js';
import { DashboardLayout } from './components/layout/dashboard-layout.js';
import { dashboardCatalogue } from './i18n/register.js';
import { segments } from './paths.js';

// The first screen (home) is in this module; the others load when first opened, so that what they alone need
// (their API schemas, the key examples, the plans) is not downloaded before.
const ServicesPage = lazy(() =>
  import('./components/services/services-page.js').then((m) => ({ default: m.ServicesPage })),
);
const ApiKeyPage = lazy(() => import('./components/api-key/api-key-page.js').then((m) => ({ default: m.ApiKeyPage })));
const CreditsPage = lazy(() =>
  import('./components/credits/credits-page.js').then((m) => ({ default: m.CreditsPage })),
);
const ProfilePage = lazy(() =>
  import('./components/profile/profile-page.js').then((m) => ({ default: m.ProfilePage })),
);

// The dashboard's catalogs travel with this lazily loaded module, so the landing bundle stays small.
dashboardCatalogue.register();

/** Tool pages that live in features of their own; the app composes them in (features never import each other). */
export interface DashboardTools {
  readonly imageGenerator?: ReactNode;
  readonly textToSpeech?: ReactNode;
  readonly playground?: ReactNode;
  readonly documentation?: ReactNode;
  readonly scriptGenerator?: ReactNode;
  readonly requestLog?: ReactNode;
  readonly usage?: ReactNode;
}

/** Everything under /dashboard (rendered by the app router inside its ProtectedRoute). */
export default function DashboardRoutes({ tools = {} }: { readonly tools?: DashboardTools }) {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<HomePage />} />
        <Route path={segments.services} element={<ServicesPage />} />
        <Route path={segments.apiKeys} element={<ApiKeyPage />} />
        <Route path={segments.credits} element={<CreditsPage />} />
        <Route path={segments.profile} element={<ProfilePage />} />
        <Route
          path={segments.imageGenerator}
          element={tools.imageGenerator ?? <ToolUnavailable title="sidebar.imageGenerator" />}
        />
        <Route
          path={segments.textToSpeech}
          element={tools.textToSpeech ?? <ToolUnavailable title="sidebar.textToSpeech" />}
        />
        <Route
          path={segments.scriptGenerator}
          element={tools.scriptGenerator ?? <ToolUnavailable title="tools.scriptGenerator" />}
        />
        <Route
          path={segments.documentation}
          element={tools.documentation ?? <ToolUnavailable title="tools.documentation" />}
        />
        <Route path={segments.playground} element={tools.playground ?? <ToolUnavailable title="tools.playground" />} />
        <Route
          path={segments.requestLog}
          element={tools.requestLog ?? <ToolUnavailable title="sidebar.requestLog" />}
        />
        <Route path={segments.usage} element={tools.usage ?? <ToolUnavailable title="sidebar.usage" />} />
        {/* An unknown dashboard address says so inside the dashboard (the app's own unknown paths still go to /). */}
        <Route path="*" element={<DashboardNotFound />} />
      </Route>
    </Routes>
  );
}
