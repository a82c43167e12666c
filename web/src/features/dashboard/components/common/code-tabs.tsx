import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { cx } from '../../../../components/cx.js';
import { useDashboardT } from '../../i18n/use-dashboard-t.js';
import styles from './code-tabs.module.css';

export interface CodeSample {
  /** Tab label, also the sample's id (cURL, HTTP, Python...). */
  readonly label: string;
  readonly code: string;
}

/** Code samples in tabs (the first selected), each with a copy button. */
export function CodeTabs({ samples, label }: { readonly samples: readonly CodeSample[]; readonly label: string }) {
  const t = useDashboardT();
  const id = useId();
  const [selected, setSelected] = useState(0);
  const [copied, setCopied] = useState(false);
  const current = samples[selected] ?? samples[0];
  if (!current) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(current.code);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className={styles.tabs}>
      <div className={styles.bar}>
        <div role="tablist" aria-label={label} className={styles.list}>
          {samples.map((sample, index) => (
            <button
              key={sample.label}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={index === selected}
              aria-controls={`${id}-panel`}
              tabIndex={index === selected ? 0 : -1}
              className={cx(styles.tab, index === selected && styles.selected)}
              onClick={() => setSelected(index)}
            >
              {sample.label}
            </button>
          ))}
        </div>
        <button type="button" className={styles.copy} onClick={() => void copy()} aria-label={t('common.copy')}>
          {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
        </button>
      </div>
      <pre
        className={styles.code}
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${selected}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable code panel must be reachable by keyboard.
        tabIndex={0}
      >
        <code>{current.code}</code>
      </pre>
    </div>
  );
}
