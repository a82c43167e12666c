import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SiteFooter } from '../../../components/layout/site-footer.js';
import { SiteHeader } from '../../../components/layout/site-header.js';
import { scrollToSection } from '../../../components/layout/use-section-link.js';
import { SupportButton } from '../../../components/support/support-button.js';
import { isSectionId } from '../../../config/paths.js';
import { useDocumentTitle } from '../../../i18n/use-document-title.js';
import { useLanguage, useT } from '../../../i18n/use-t.js';
import { useSession } from '../../../lib/auth.js';
import { Island, useLandingIslands } from '../../../prerender/islands.js';
import { AccountDeletedNotice } from './account-deleted-notice.js';
import { FeatureCatalogue } from './feature-catalogue.js';
import { Hero } from './hero.js';
import { Highlights } from './highlights.js';
import { IntegrationsStrip } from './integrations-strip.js';
import { NewsletterLink } from './newsletter-link.js';
import { NewsletterSection } from './newsletter-section.js';
import { PlansSection } from './plans-section.js';

const scrollTarget = (state: unknown): unknown =>
  typeof state === 'object' && state !== null && 'scrollTo' in state ? state.scrollTo : undefined;

/**
 * The public home page. Arriving with `state.scrollTo` (from an anchor link on another page) scrolls there. When it
 * hydrates the build's prerendered markup, each part hydrates on its own (see prerender/islands.tsx).
 */
export function LandingPage() {
  const t = useT();
  const session = useSession();
  const signedIn = Boolean(session.data);
  const islands = useLandingIslands(useLanguage(), signedIn)?.gates;
  const location = useLocation();
  const navigate = useNavigate();
  useDocumentTitle(t('hero.tagline'));

  useEffect(() => {
    const section = scrollTarget(location.state);
    if (!isSectionId(section)) return;
    // Wait a frame so the sections have laid out, then drop the state so a reload does not scroll again.
    const frame = requestAnimationFrame(() => {
      scrollToSection(section);
      navigate(location.pathname, { replace: true, state: null });
    });
    return () => cancelAnimationFrame(frame);
  }, [location.state, location.pathname, navigate]);

  return (
    <>
      <a className="skip-link" href="#conteudo">
        {t('common.skipToContent')}
      </a>
      <Island gate={islands?.header}>
        <SiteHeader />
      </Island>
      <main id="conteudo">
        <AccountDeletedNotice />
        <NewsletterLink />
        <Island gate={islands?.hero}>
          <Hero signedIn={signedIn} />
        </Island>
        <Island gate={islands?.integrations}>
          <IntegrationsStrip />
        </Island>
        <Island gate={islands?.catalogue}>
          <FeatureCatalogue />
        </Island>
        <Island gate={islands?.highlights}>
          <Highlights />
        </Island>
        <Island gate={islands?.plans}>
          <PlansSection signedIn={signedIn} />
          <NewsletterSection />
        </Island>
      </main>
      <Island gate={islands?.footer}>
        <SiteFooter />
        <SupportButton />
      </Island>
    </>
  );
}
