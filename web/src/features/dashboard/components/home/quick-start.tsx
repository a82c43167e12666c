import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../../components/card.js';
import { type DashboardKey, useDashboardT } from '../../i18n/use-dashboard-t.js';
import { dashboardPath } from '../../paths.js';
import styles from './home-page.module.css';

/** Each step links to where it is done: the key, the catalogue, the playground. */
const steps: readonly (readonly [DashboardKey, DashboardKey, string])[] = [
  ['home.step1Title', 'home.step1Text', dashboardPath('apiKeys')],
  ['home.step2Title', 'home.step2Text', dashboardPath('services')],
  ['home.step3Title', 'home.step3Text', dashboardPath('playground')],
];

/** Three numbered steps from key to first request. */
export function QuickStart() {
  const t = useDashboardT();
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionHeading}>{t('home.quickStartTitle')}</h2>
      <ol className={styles.steps}>
        {steps.map(([title, body, to], index) => (
          <li key={title}>
            <Card className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3>
                  <Link to={to} className={styles.stepLink} data-testid="quick-start-link">
                    {t(title)}
                    <ArrowRight size={16} aria-hidden="true" />
                  </Link>
                </h3>
                <p className={styles.muted}>{t(body)}</p>
              </div>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
