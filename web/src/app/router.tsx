import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LandingPage } from '../features/landing/components/landing-page.js';
import { paths } from './paths.js';
import { ProtectedRoute } from './protected-route.js';

// The landing page is in the entry chunk; every other screen loads on demand.
const LoginPage = lazy(() => import('../features/auth/components/login-page.js'));
const RegisterPage = lazy(() => import('../features/auth/components/register-page.js'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password-page.js'));
const TermsPage = lazy(() => import('../features/legal/components/terms-page.js'));
const PrivacyPage = lazy(() => import('../features/legal/components/privacy-page.js'));
// Owned by the dashboard feature: its default export defines the nested routes under /dashboard.
const DashboardRoutes = lazy(() => import('../features/dashboard/routes.js'));

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<LandingPage />} />
      <Route path={paths.login} element={<LoginPage />} />
      <Route path={paths.register} element={<RegisterPage />} />
      <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
      <Route path={paths.terms} element={<TermsPage />} />
      <Route path={paths.privacy} element={<PrivacyPage />} />
      <Route
        path={`${paths.dashboard}/*`}
        element={
          <ProtectedRoute>
            <DashboardRoutes />
          </ProtectedRoute>
        }
      />
      <Route path="*" element={<Navigate to={paths.home} replace />} />
    </Routes>
  );
}
