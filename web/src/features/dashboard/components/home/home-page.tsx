import { ArrowRight, Coins, KeyRound, LayoutGrid } from 'lucide-react';
import { Alert } from '../../../../components/alert.js';
import { ButtonLink } from '../../../../components/button.js';
import { Card } from '../../../../components/card.js';
import { Spinner } from '../../../../components/spinner.js';
import { useCatalogText } from '../../../../i18n/catalog-text.js';
import { useLanguage } from '../../../../i18n/use-t.js';
import { useServices } from '../../../../lib/catalogue.js';
import { formatNumber } from '../../../../lib/format.js';
import { useBalance } from '../../api/balance.js';
import { creditsPerUseText, useDashboardT } from '../../i18n/use-dashboard-t.js';
import { dashboardPath, playgroundServicePath } from '../../paths.js';
import { useDashboardProfile } from '../layout/profile-context.js';
import { CategoryIcon } from '../services/category-icon.js';
import styles from './home-page.module.css';
import { QuickStart } from './quick-start.js';

/** The home dashboard shows at most this many popular services (docs/product.md#dashboard). */
export const popularLimit = 3;

/** /dashboard: greeting, three stat cards, popular services with a try button, and the quick start. */
export function HomePage() {
  const t = useDashboardT();
  const language = useLanguage();
  const catalog = useCatalogText();
  const profile = useDashboardProfile();
  const balance = useBalance();
  const services = useServices();

  const name = profile?.name.trim() || t('home.fallbackName');
  const credits = balance.data?.balance ?? profile?.credits;
  const available = services.data?.filter((s) => !s.coming_soon) ?? [];
  const popular = (services.data ?? []).filter((s) => s.popular && !s.coming_soon).slice(0, popularLimit);

  return (
    <>
      <header className={styles.greeting}>
        <h1>{t('home.greeting', { name })}</h1>
        <p>{t('home.subtitle')}</p>
      </header>

      <div className={styles.stats}>
        <Card className={styles.stat}>
          <span className={styles.statIcon}>
            <Coins size={22} aria-hidden="true" />
          </span>
          <div>
            <p className={styles.statLabel}>{t('home.statCredits')}</p>
            <p className={styles.statValue} data-testid="home-credits">
              {credits === undefined ? '—' : formatNumber(credits, language)}
            </p>
          </div>
        </Card>
        <Card className={styles.stat}>
          <span className={styles.statIcon}>
            <KeyRound size={22} aria-hidden="true" />
          </span>
          <div>
            <p className={styles.statLabel}>{t('home.statKeyStatus')}</p>
            {/* Fixed to Active on this screen, as the product's home shows it. */}
            <p className={styles.statValue}>
              <span className={styles.active}>{t('home.statusActive')}</span>
            </p>
          </div>
        </Card>
        <Card className={styles.stat}>
          <span className={styles.statIcon}>
            <LayoutGrid size={22} aria-hidden="true" />
          </span>
          <div>
            <p className={styles.statLabel}>{t('home.statServices')}</p>
            <p className={styles.statValue} data-testid="home-services">
              {services.data ? formatNumber(available.length, language) : '—'}
            </p>
          </div>
        </Card>
      </div>

      <section className={styles.section}>
        <div className={styles.sectionHead}>
          <h2>{t('home.popularTitle')}</h2>
          <ButtonLink
            to={dashboardPath('services')}
            variant="ghost"
            size="sm"
            icon={<ArrowRight size={16} aria-hidden="true" />}
          >
            {t('home.viewAll')}
          </ButtonLink>
        </div>
        {services.isPending ? (
          <Spinner centered label={t('services.loading')} />
        ) : services.isError ? (
          <Alert tone="error">{t('home.servicesError')}</Alert>
        ) : popular.length === 0 ? (
          <p className={styles.muted}>{t('home.noPopular')}</p>
        ) : (
          <div className={styles.popular}>
            {popular.map((service) => (
              <Card key={service.id} className={styles.service}>
                <span className={styles.serviceIcon}>
                  <CategoryIcon category={service.category} />
                </span>
                <h3>{catalog.service(service).name}</h3>
                <p className={styles.muted}>{catalog.service(service).description}</p>
                <div className={styles.serviceFoot}>
                  <span className={styles.credits}>{creditsPerUseText(t, service)}</span>
                  {/* "Try it" runs it: the playground on this operation, with the customer's key. */}
                  <ButtonLink size="sm" to={playgroundServicePath(service.id)} data-testid="try-service">
                    {t('home.tryIt')}
                  </ButtonLink>
                </div>
              </Card>
            ))}
          </div>
        )}
      </section>

      <QuickStart />
    </>
  );
}
