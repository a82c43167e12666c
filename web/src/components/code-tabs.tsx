import { Check, Copy } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import styles from './code-tabs.module.css';
import { cx } from './cx.js';

export interface CodeSample {
  /** Tab label, also the sample's key (cURL, JavaScript, Python...). */
  readonly label: string;
  readonly code: string;
}

export interface CodeTabsProps {
  readonly samples: readonly CodeSample[];
  /** Accessible name of the tab list. */
  readonly label: string;
  /** Accessible name of the copy button, and the one it takes for two seconds after copying. */
  readonly copyLabel: string;
  readonly copiedLabel: string;
  /** The label of the tab shown first (default: the first sample). */
  readonly initial?: string;
  /** Called with the label of the tab the user picks. */
  readonly onSelect?: (label: string) => void;
}

/**
 * Code samples in tabs with a copy button, following the WAI-ARIA tabs pattern: one tab in the Tab order (roving
 * tabindex), ArrowLeft/ArrowRight move and select (wrapping), Home/End go to the first/last tab, and each tab
 * names the panel it controls.
 */
export function CodeTabs({ samples, label, copyLabel, copiedLabel, initial, onSelect }: CodeTabsProps) {
  const id = useId();
  const [selectedLabel, setSelectedLabel] = useState(initial);
  const [copied, setCopied] = useState(false);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const found = samples.findIndex((s) => s.label === selectedLabel);
  const selected = found === -1 ? 0 : found;
  const current = samples[selected];
  if (!current) return null;

  const select = (index: number, focus: boolean) => {
    const sample = samples[index];
    if (!sample) return;
    setSelectedLabel(sample.label);
    setCopied(false);
    onSelect?.(sample.label);
    if (focus) tabs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = samples.length - 1;
    const next: Partial<Record<string, number>> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(current.code);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };

  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = (index: number) => `${id}-panel-${index}`;

  return (
    <div className={styles.tabs}>
      <div className={styles.bar}>
        <div role="tablist" aria-label={label} className={styles.list}>
          {samples.map((sample, index) => (
            <button
              key={sample.label}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={index === selected}
              aria-controls={panelId(index)}
              tabIndex={index === selected ? 0 : -1}
              className={cx(styles.tab, index === selected && styles.selected)}
              onClick={() => select(index, false)}
              onKeyDown={onKeyDown}
            >
              {sample.label}
            </button>
          ))}
        </div>
        <button
          type="button"
          className={styles.copy}
          onClick={() => void copy()}
          aria-label={copied ? copiedLabel : copyLabel}
          title={copied ? copiedLabel : copyLabel}
        >
          {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
        </button>
      </div>
      {samples.map((sample, index) => (
        <pre
          key={sample.label}
          className={styles.code}
          id={panelId(index)}
          role="tabpanel"
          aria-labelledby={tabId(index)}
          hidden={index !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable code panel must be reachable by keyboard.
          tabIndex={0}
        >
          <code>{sample.code}</code>
        </pre>
      ))}
    </div>
  );
}
