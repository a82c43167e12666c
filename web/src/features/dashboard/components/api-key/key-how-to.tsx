import { Card } from '../../../../components/card.js';
import { CodeTabs } from '../../../../components/code-tabs.js';
import { useDashboardT } from '../../i18n/use-dashboard-t.js';
import { keyExamples } from '../../lib/key-examples.js';
import styles from './api-key-page.module.css';

/** How to send the key: the api-token header, then one cheap request that works anywhere, in five languages. */
export function KeyHowTo() {
  const t = useDashboardT();
  const placeholder = t('apiKey.keyPlaceholder');
  // Site and API share an origin (CloudFront routes /api/*; locally the platform serves both).
  const samples = keyExamples(window.location.origin, placeholder);
  return (
    <Card className={styles.howTo}>
      <h2 className={styles.sectionTitle}>{t('apiKey.howToTitle')}</h2>
      <p className={styles.muted}>{t('apiKey.howToHeader')}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling code block must be reachable by keyboard (WCAG 2.1.1) */}
      <pre className={styles.header} tabIndex={0}>
        <code>{`api-token: ${placeholder}`}</code>
      </pre>
      <h3 className={styles.subTitle}>{t('apiKey.howToRequest')}</h3>
      <CodeTabs
        samples={samples}
        label={t('apiKey.howToRequest')}
        copyLabel={t('common.copy')}
        copiedLabel={t('common.copied')}
      />
    </Card>
  );
}
