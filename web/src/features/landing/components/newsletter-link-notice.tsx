import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { newsletterLinkOf } from '../../../../../shared/newsletter-paths.js';
import { Alert } from '../../../components/alert.js';
import { useT } from '../../../i18n/use-t.js';
import { ApiError } from '../../../lib/api-client.js';
import { confirmNewsletter, unsubscribeNewsletter } from '../api/newsletter.js';
import { newsletterLinkCatalogue, useNewsletterLinkT } from '../i18n/register.js';

newsletterLinkCatalogue.register();

type Outcome = 'confirmed' | 'unsubscribed' | 'linkInvalid' | 'failed';

/**
 * The confirmation mail's links open the landing page on its own path, asking it to confirm or unsubscribe
 * (shared/newsletter-paths.ts): this makes the call and says how it went. Nothing in the first render.
 */
export function NewsletterLinkNotice() {
  const t = useT();
  const linkT = useNewsletterLinkT();
  const { search } = useLocation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    const link = newsletterLinkOf(search);
    if (link === undefined) return;
    let live = true;
    const confirming = link.action === 'confirm';
    (confirming ? confirmNewsletter(link.token) : unsubscribeNewsletter(link.token))
      .then(() => {
        if (live) setOutcome(confirming ? 'confirmed' : 'unsubscribed');
      })
      .catch((error: unknown) => {
        const stale = error instanceof ApiError && (error.status === 404 || error.status === 400);
        if (live) setOutcome(stale ? 'linkInvalid' : 'failed');
      });
    return () => {
      live = false;
    };
  }, [search]);

  if (outcome === null) return null;
  return (
    <div className="container" data-testid="newsletter-notice">
      <Alert tone={outcome === 'confirmed' || outcome === 'unsubscribed' ? 'success' : 'error'}>
        {outcome === 'failed' ? t('newsletter.failed') : linkT(outcome)}
      </Alert>
    </div>
  );
}
