import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { newsletterLinkPath } from '../../../../../shared/email-links.js';

const NewsletterLinkNotice = lazy(() =>
  import('./newsletter-link-notice.js').then((module) => ({ default: module.NewsletterLinkNotice })),
);

/**
 * On the path the newsletter mail links to (shared/email-links.ts), the notice that makes the link's call; its code
 * loads only there, so the landing everyone else opens does not carry it.
 */
export function NewsletterLink() {
  const { pathname } = useLocation();
  if (pathname !== newsletterLinkPath) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterLinkNotice />
    </Suspense>
  );
}
