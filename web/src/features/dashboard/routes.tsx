import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../../app/paths.js';
import { ApiKeyPage } from './components/api-key/api-key-page.js';
import { ToolUnavailable } from './components/common/tool-unavailable.js';
import { CreditsPage } from './components/credits/credits-page.js';
import { HomePage } from './components/home/home-page.js';
import { DashboardLayout } from './components/layout/dashboard-layout.js';
import { ProfilePage } from './components/profile/profile-page.js';
import { ServicesPage } from './components/services/services-page.js';
import { registerDashboardI18n } from './i18n/register.js';
import { segments } from './paths.js';

// The dashboard's catalogs travel with this lazily loaded module, so the landing bundle stays small.
registerDashboardI18n();

/** Everything under /dashboard (rendered by the app router inside its ProtectedRoute). */
export default function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<HomePage />} />
        <Route path={segments.services} element={<ServicesPage />} />
        <Route path={segments.apiKeys} element={<ApiKeyPage />} />
        <Route path={segments.credits} element={<CreditsPage />} />
        <Route path={segments.profile} element={<ProfilePage />} />
        <Route path={segments.imageGenerator} element={<ToolUnavailable title="sidebar.imageGenerator" />} />
        <Route path={segments.textToSpeech} element={<ToolUnavailable title="sidebar.textToSpeech" />} />
        <Route path={segments.scriptGenerator} element={<ToolUnavailable title="tools.scriptGenerator" />} />
        <Route path={segments.documentation} element={<ToolUnavailable title="tools.documentation" />} />
        <Route path={segments.playground} element={<ToolUnavailable title="tools.playground" />} />
        {/* Spec §2: any unknown path goes to /. */}
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Route>
    </Routes>
  );
}
