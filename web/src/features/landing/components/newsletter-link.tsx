import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { newsletterPagePath } from '../../../../../shared/newsletter-paths.js';

const NewsletterLinkNotice = lazy(() =>
  import('./newsletter-link-notice.js').then((module) => ({ default: module.NewsletterLinkNotice })),
);

/**
 * On the path the newsletter mail links to (shared/newsletter-paths.ts), the notice that makes the link's call; its
 * code loads only there, so the landing everyone else opens does not carry it.
 */
export function NewsletterLink() {
  const { pathname } = useLocation();
  if (pathname !== newsletterPagePath) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterLinkNotice />
    </Suspense>
  );
}
