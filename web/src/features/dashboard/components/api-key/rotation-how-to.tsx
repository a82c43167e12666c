import { Card } from '../../../../components/card.js';
import { cx } from '../../../../components/cx.js';
import styles from './keys.module.css';
import { useKeysT } from './keys-catalogue.js';

/** Replacing a key without an outage (docs/keys.md): both keys work until the old one is revoked. */
export function RotationHowTo() {
  const t = useKeysT();
  return (
    <Card className={cx(styles.section, styles.rotation)}>
      <h2 className={styles.title}>{t('keys.rotation.title')}</h2>
      <ol className={styles.steps}>
        <li>{t('keys.rotation.step1')}</li>
        <li>{t('keys.rotation.step2')}</li>
        <li>{t('keys.rotation.step3')}</li>
      </ol>
      <p className={styles.note}>{t('keys.rotation.note')}</p>
    </Card>
  );
}
