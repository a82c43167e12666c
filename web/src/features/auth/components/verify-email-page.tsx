import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { PlanId } from '../../../../../shared/plans.js';
import { Alert } from '../../../components/alert.js';
import { Button, ButtonLink } from '../../../components/button.js';
import { Spinner } from '../../../components/spinner.js';
import { paths } from '../../../config/paths.js';
import { type MessageKey, useT } from '../../../i18n/use-t.js';
import { ApiError } from '../../../lib/api-client.js';
import { AuthError, useSession } from '../../../lib/auth.js';
import { confirmEmail } from '../../../lib/email-verification.js';
import { forgetRememberedPlan, planCheckoutUrl, planInQuery, rememberedPlan } from '../../../lib/plan-checkout.js';
import { claimWelcomeCredits, type WelcomeGrant } from '../api/welcome-credits.js';
import { parseVerifyLink } from '../lib/verify-link.js';
import { AuthLayout, authStyles as styles } from './auth-layout.js';

type Outcome =
  | { readonly state: 'working' }
  | { readonly state: 'done'; readonly grant: WelcomeGrant; readonly checkout?: 'opening' | 'failed' }
  | { readonly state: 'failed'; readonly message: MessageKey; readonly retry: boolean };

/**
 * Why verifying failed. A used or stale code is not the end: when the address is verified already (the link opened
 * twice, or the grant call failed after Cognito accepted the code), the grant call succeeds and the page says so.
 */
function failureOf(codeError: unknown, grantError: unknown): Outcome {
  if (codeError instanceof AuthError && codeError.failure === 'too_many_attempts') {
    return { state: 'failed', message: 'errors.tooManyAttempts', retry: false };
  }
  const rejected =
    (codeError instanceof AuthError && codeError.failure === 'code_invalid') ||
    (grantError instanceof ApiError && grantError.code === 'forbidden');
  return rejected
    ? { state: 'failed', message: 'auth.verifyEmail.invalidLink', retry: false }
    : { state: 'failed', message: 'auth.verifyEmail.failed', retry: true };
}

/**
 * With a plan chosen before sign-up (in the link, or remembered in this browser), a verified address goes on to that
 * plan's checkout in this tab.
 */
function Verification({ code, plan }: { readonly code: string; readonly plan: PlanId | undefined }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  const started = useRef(false);

  const verify = async () => {
    setOutcome({ state: 'working' });
    let codeError: unknown;
    try {
      await confirmEmail(code);
    } catch (error) {
      codeError = error;
    }
    try {
      const grant = await claimWelcomeCredits();
      // The profile (its pending grant: the dashboard's banner) and every balance changed.
      await queryClient.invalidateQueries();
      if (plan === undefined) return setOutcome({ state: 'done', grant });
      setOutcome({ state: 'done', grant, checkout: 'opening' });
      forgetRememberedPlan();
      try {
        window.location.assign(await planCheckoutUrl(plan));
      } catch {
        setOutcome({ state: 'done', grant, checkout: 'failed' });
      }
    } catch (grantError) {
      setOutcome(failureOf(codeError, grantError));
    }
  };

  useEffect(() => {
    // Once per visit: a code is single-use, and React may run effects twice in development.
    if (started.current) return;
    started.current = true;
    void verify();
  });

  if (outcome.state === 'working') return <Spinner centered size="lg" label={t('auth.verifyEmail.working')} />;
  return (
    <div className={styles.form}>
      {outcome.state === 'done' ? (
        <Alert tone="success">
          {outcome.grant.granted > 0
            ? t('auth.verifyEmail.granted', { count: outcome.grant.granted })
            : t('auth.verifyEmail.alreadyVerified')}
        </Alert>
      ) : (
        <Alert tone="error">{t(outcome.message)}</Alert>
      )}
      {outcome.state === 'done' && outcome.checkout === 'opening' ? (
        <Alert tone="info">{t('auth.verifyEmail.toCheckout')}</Alert>
      ) : null}
      {outcome.state === 'done' && outcome.checkout === 'failed' ? (
        <Alert tone="error">{t('auth.verifyEmail.checkoutFailed')}</Alert>
      ) : null}
      {outcome.state === 'failed' && outcome.retry ? (
        <Button size="lg" block variant="secondary" onClick={() => void verify()}>
          {t('common.retry')}
        </Button>
      ) : null}
      <ButtonLink to={paths.dashboard} size="lg" block data-testid="verify-email-continue">
        {t('auth.verifyEmail.toDashboard')}
      </ButtonLink>
    </div>
  );
}

/**
 * /verify-email?code=…: the link of the verification e-mail. Verifies the address with the signed-in session (a
 * visitor without one signs in first and comes back here), then claims the welcome credits.
 */
export default function VerifyEmailPage() {
  const t = useT();
  const location = useLocation();
  const session = useSession();
  const code = useMemo(() => parseVerifyLink(location.search), [location.search]);
  const plan = useMemo(() => planInQuery(location.search) ?? rememberedPlan(), [location.search]);

  if (code === undefined) {
    return (
      <AuthLayout title={t('auth.verifyEmail.invalidTitle')}>
        <div className={styles.form}>
          <Alert tone="error">{t('auth.verifyEmail.invalidLink')}</Alert>
          <ButtonLink to={paths.dashboard} size="lg" block>
            {t('auth.verifyEmail.toDashboard')}
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }
  if (session.isPending) return <Spinner centered size="lg" label={t('auth.checking')} />;
  if (!session.data) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={paths.login} replace state={{ from: back, verifyEmail: true }} />;
  }
  return (
    <AuthLayout title={t('auth.verifyEmail.title')}>
      <Verification code={code} plan={plan} />
    </AuthLayout>
  );
}
