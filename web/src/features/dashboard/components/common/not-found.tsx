import { SearchX } from 'lucide-react';
import { ButtonLink } from '../../../../components/button.js';
import { Card } from '../../../../components/card.js';
import { useDashboardT } from '../../i18n/use-dashboard-t.js';
import { dashboardPath } from '../../paths.js';
import { PageHeader } from './page-header.js';
import styles from './tool-unavailable.module.css';

/** An unknown /dashboard/… address: said inside the shell (sidebar and all), with the way back home. */
export function DashboardNotFound() {
  const t = useDashboardT();
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <Card className={styles.card} data-testid="dashboard-not-found">
        <SearchX size={40} aria-hidden="true" className={styles.icon} />
        <p>{t('notFound.text')}</p>
        <ButtonLink to={dashboardPath()} variant="secondary">
          {t('tools.backHome')}
        </ButtonLink>
      </Card>
    </>
  );
}
