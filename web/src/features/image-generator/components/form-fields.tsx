import { useId } from 'react';
import { useImageT } from '../i18n/register.js';
import { type Mood, moods, type Resolution, resolutions, type Style, styles as styleValues } from '../lib/options.js';
import styles from './image-generator.module.css';

export function ResolutionPicker(props: { readonly value: Resolution; readonly onChange: (r: Resolution) => void }) {
  const t = useImageT();
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>{t('form.resolution')}</legend>
      <div className={styles.segmented}>
        {resolutions.map((r) => (
          <button
            key={r.value}
            type="button"
            aria-pressed={props.value.value === r.value}
            className={styles.segment}
            onClick={() => props.onChange(r)}
          >
            <strong>{r.ratio}</strong>
            <span>{r.value}</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export function StyleSelect(props: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (s: Style) => void;
}) {
  const t = useImageT();
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {props.label}
      </label>
      <select
        id={id}
        className={styles.input}
        value={props.value}
        onChange={(e) => props.onChange(styleValues.find((s) => s === e.target.value) ?? 'none')}
      >
        {styleValues.map((s) => (
          <option key={s} value={s}>
            {t(`styles.${s}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function MoodSelect(props: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (m: Mood) => void;
}) {
  const t = useImageT();
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {props.label}
      </label>
      <select
        id={id}
        className={styles.input}
        value={props.value}
        onChange={(e) => props.onChange(moods.find((m) => m === e.target.value) ?? 'neutral')}
      >
        {moods.map((m) => (
          <option key={m} value={m}>
            {t(`moods.${m}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
