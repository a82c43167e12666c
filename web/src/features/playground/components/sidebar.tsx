import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { isCategory } from '../../../../../shared/catalogue/categories.js';
import { pricedByLength } from '../../../../../shared/operations/pricing.js';
import type { Operation } from '../../../../../shared/operations/types.js';
import { cx } from '../../../components/cx.js';
import { useCatalogText } from '../../../i18n/catalog-text.js';
import { usePlaygroundT } from '../i18n/register.js';
import {
  type Availability,
  availabilityOf,
  basePriceOf,
  categoryComingSoon,
  groupedOperations,
  type ServiceInfo,
} from '../lib/catalog.js';
import { useOperationText } from '../lib/names.js';
import styles from './playground.module.css';

export interface SidebarProps {
  readonly apiKey: string;
  readonly onKeyChange: (key: string) => void;
  readonly keyMissing: boolean;
  readonly balance: number | undefined;
  readonly services: readonly ServiceInfo[] | undefined;
  readonly selected: Operation;
  readonly onSelect: (op: Operation) => void;
}

const badgeKey = { coming_soon: 'sidebar.comingSoon', needs_configuration: 'sidebar.needsConfiguration' } as const;

/** The customer's key and credits, then every operation of the table by category, with its price. */
export function Sidebar({ apiKey, onKeyChange, keyMissing, balance, services, selected, onSelect }: SidebarProps) {
  const t = usePlaygroundT();
  const catalog = useCatalogText();
  const text = useOperationText();
  const keyId = useId();
  const hintId = useId();
  const [visible, setVisible] = useState(false);
  const price = (op: Operation) => {
    const credits = basePriceOf(op, services);
    if (credits === 0) return t('sidebar.free');
    // A price that grows with the media's length: the shortest call's, "from N credits".
    return t(pricedByLength(op.credits) ? 'sidebar.creditsFrom' : 'sidebar.creditsCost', { count: credits });
  };
  const badge = (availability: Availability) =>
    availability === 'available' ? null : <span className={styles.soon}>{t(badgeKey[availability])}</span>;

  return (
    <aside className={styles.sidebar}>
      <div className={styles.keyBox}>
        <label htmlFor={keyId} className={styles.label}>
          {t('sidebar.key')}
        </label>
        <div className={styles.keyRow}>
          <input
            id={keyId}
            className={styles.input}
            type={visible ? 'text' : 'password'}
            value={apiKey}
            onChange={(event) => onKeyChange(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={hintId}
          />
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t('sidebar.hideKey') : t('sidebar.showKey')}
            aria-pressed={visible}
          >
            {visible ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
          </button>
        </div>
        <p id={hintId} className={styles.hint}>
          {keyMissing ? t('sidebar.noKey') : t('sidebar.keyHint')}
        </p>
        <p className={styles.credits}>
          <span>{t('sidebar.credits')}</span>
          <strong data-testid="playground-credits">{balance ?? '—'}</strong>
        </p>
      </div>

      <nav aria-label={t('sidebar.label')} className={styles.nav}>
        {groupedOperations().map((group) => {
          const soon = categoryComingSoon(group, services);
          return (
            <section key={group.category} className={styles.group} data-category={group.category}>
              <h2 className={styles.groupTitle}>
                {isCategory(group.category) ? catalog.category(group.category) : t(`categories.${group.category}`)}
                {soon ? <span className={styles.soon}>{t('sidebar.comingSoon')}</span> : null}
              </h2>
              <ul className={styles.endpoints}>
                {group.operations.map((op) => (
                  <li key={op.id}>
                    <button
                      type="button"
                      className={cx(styles.endpoint, op === selected && styles.endpointSelected)}
                      aria-current={op === selected ? 'true' : undefined}
                      data-operation={op.id}
                      onClick={() => onSelect(op)}
                    >
                      <span className={styles.endpointName}>{text.name(op)}</span>
                      <span className={styles.endpointMeta}>
                        <span className={styles.methodSmall}>{op.method}</span>
                        <span>{price(op)}</span>
                        {soon ? null : badge(availabilityOf(op, services))}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </nav>
    </aside>
  );
}
