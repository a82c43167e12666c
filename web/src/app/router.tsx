import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { newsletterPagePath } from '../../../shared/newsletter-paths.js';
import { billingPages } from '../../../shared/plans.js';
import { paths } from '../config/paths.js';
import { verifyEmailPath } from '../features/auth/lib/verify-link.js';
import { DocsRoute, PublicDocsRoute, publicDocsPath } from '../features/docs/route.js';
import { ImageGeneratorRoute } from '../features/image-generator/route.js';
import { LandingPage } from '../features/landing/components/landing-page.js';
import { PlaygroundRoute } from '../features/playground/route.js';
import { RequestLogRoute } from '../features/request-log/route.js';
import { ScriptGeneratorRoute } from '../features/script-generator/route.js';
import { TextToSpeechRoute } from '../features/text-to-speech/route.js';
import { UsageRoute } from '../features/usage/route.js';
import { ProtectedRoute } from './protected-route.js';

// The landing page is in the entry chunk; every other screen loads on demand.
const LoginPage = lazy(() => import('../features/auth/components/login-page.js'));
const RegisterPage = lazy(() => import('../features/auth/components/register-page.js'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password-page.js'));
const VerifyEmailPage = lazy(() => import('../features/auth/components/verify-email-page.js'));
const TermsPage = lazy(() => import('../features/legal/components/terms-page.js'));
const PrivacyPage = lazy(() => import('../features/legal/components/privacy-page.js'));
// Owned by the dashboard feature: its default export defines the nested routes under /dashboard.
const DashboardRoutes = lazy(() => import('../features/dashboard/routes.js'));
const PaymentSuccessPage = lazy(() => import('../features/payment/components/payment-success-page.js'));
const PaymentCancelledPage = lazy(() => import('../features/payment/components/payment-cancelled-page.js'));

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<LandingPage />} />
      <Route path={newsletterPagePath} element={<LandingPage />} />
      <Route path={paths.login} element={<LoginPage />} />
      <Route path={paths.register} element={<RegisterPage />} />
      <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
      <Route path={verifyEmailPath} element={<VerifyEmailPage />} />
      <Route path={paths.terms} element={<TermsPage />} />
      <Route path={paths.privacy} element={<PrivacyPage />} />
      <Route path={publicDocsPath} element={<PublicDocsRoute />} />
      <Route
        path={`${paths.dashboard}/*`}
        element={
          <ProtectedRoute>
            <DashboardRoutes
              tools={{
                imageGenerator: <ImageGeneratorRoute />,
                textToSpeech: <TextToSpeechRoute />,
                playground: <PlaygroundRoute />,
                documentation: <DocsRoute />,
                scriptGenerator: <ScriptGeneratorRoute />,
                requestLog: <RequestLogRoute />,
                usage: <UsageRoute />,
              }}
            />
          </ProtectedRoute>
        }
      />
      <Route
        path={billingPages.success}
        element={
          <ProtectedRoute>
            <PaymentSuccessPage />
          </ProtectedRoute>
        }
      />
      <Route
        path={billingPages.cancelled}
        element={
          <ProtectedRoute>
            <PaymentCancelledPage />
          </ProtectedRoute>
        }
      />
      <Route path="*" element={<Navigate to={paths.home} replace />} />
    </Routes>
  );
}
