import { Card } from '../../../../components/card.js';
import { type DashboardKey, useDashboardT } from '../../i18n/use-dashboard-t.js';
import styles from './home-page.module.css';

const steps: readonly (readonly [DashboardKey, DashboardKey])[] = [
  ['home.step1Title', 'home.step1Text'],
  ['home.step2Title', 'home.step2Text'],
  ['home.step3Title', 'home.step3Text'],
];

/** Three numbered steps from key to first request. */
export function QuickStart() {
  const t = useDashboardT();
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionHeading}>{t('home.quickStartTitle')}</h2>
      <ol className={styles.steps}>
        {steps.map(([title, body], index) => (
          <li key={title}>
            <Card className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3>{t(title)}</h3>
                <p className={styles.muted}>{t(body)}</p>
              </div>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
