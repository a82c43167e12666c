import { emptyFilter, type LogFilter } from '../api/requests.js';
import { useRequestLogT } from '../i18n/register.js';
import styles from './request-log.module.css';

const statuses = ['2xx', '4xx', '5xx'] as const;

/** Status class, operation, key and date range; each change reloads the log from its newest row. */
export function Filters({ value, onChange }: { readonly value: LogFilter; readonly onChange: (f: LogFilter) => void }) {
  const t = useRequestLogT();
  const set = (patch: Partial<LogFilter>) => onChange({ ...value, ...patch });
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.srOnly}>{t('filters.legend')}</legend>
      <label className={styles.field}>
        <span>{t('filters.status')}</span>
        <select
          value={value.status}
          onChange={(e) => set({ status: statuses.find((s) => s === e.target.value) ?? '' })}
        >
          <option value="">{t('filters.all')}</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('filters.operation')}</span>
        <input
          value={value.operation}
          placeholder={t('filters.operationPlaceholder')}
          onChange={(e) => set({ operation: e.target.value })}
        />
      </label>
      <label className={styles.field}>
        <span>{t('filters.key')}</span>
        <input
          value={value.key}
          placeholder={t('filters.keyPlaceholder')}
          onChange={(e) => set({ key: e.target.value })}
        />
      </label>
      <label className={styles.field}>
        <span>{t('filters.from')}</span>
        <input type="date" value={value.from} onChange={(e) => set({ from: e.target.value })} />
      </label>
      <label className={styles.field}>
        <span>{t('filters.to')}</span>
        <input type="date" value={value.to} onChange={(e) => set({ to: e.target.value })} />
      </label>
      <button type="button" className={styles.linkButton} onClick={() => onChange(emptyFilter)}>
        {t('filters.clear')}
      </button>
    </fieldset>
  );
}
