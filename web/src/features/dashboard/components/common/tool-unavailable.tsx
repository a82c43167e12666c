import { Construction } from 'lucide-react';
import { ButtonLink } from '../../../../components/button.js';
import { Card } from '../../../../components/card.js';
import { type DashboardKey, useDashboardT } from '../../i18n/use-dashboard-t.js';
import { dashboardPath } from '../../paths.js';
import { PageHeader } from './page-header.js';
import styles from './tool-unavailable.module.css';

/** A dashboard tool that is not built yet: shown inside the shell, never as a blank page. */
export function ToolUnavailable({ title }: { readonly title: DashboardKey }) {
  const t = useDashboardT();
  return (
    <>
      <PageHeader title={t(title)} />
      <Card className={styles.card}>
        <Construction size={40} aria-hidden="true" className={styles.icon} />
        <p>{t('tools.notAvailable')}</p>
        <ButtonLink to={dashboardPath()} variant="secondary">
          {t('tools.backHome')}
        </ButtonLink>
      </Card>
    </>
  );
}
