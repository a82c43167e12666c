import { cx } from './cx.js';
import styles from './spinner.module.css';

export interface SpinnerProps {
  readonly size?: 'sm' | 'md' | 'lg';
  /** Visible text beside the spinner (also its accessible name), e.g. 'Carregando planos...'. */
  readonly label?: string;
  /** Centre in a padded block, stacked above the label (for page and section loading states). */
  readonly centered?: boolean;
  readonly className?: string;
}

export function Spinner({ size = 'md', label, centered = false, className }: SpinnerProps) {
  return (
    <div className={cx(styles.wrapper, centered && styles.centered, className)} role="status" aria-live="polite">
      <span className={cx(styles.spinner, styles[size])} aria-hidden="true" />
      {label ? <span>{label}</span> : null}
    </div>
  );
}
