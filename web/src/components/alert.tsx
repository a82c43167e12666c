import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './alert.module.css';
import { cx } from './cx.js';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

export interface AlertProps {
  /** error = the red box, success = the green box (docs/product.md#sign-in-screens). */
  readonly tone: AlertTone;
  readonly children: ReactNode;
  /** Optional control on the right, e.g. a retry button. */
  readonly action?: ReactNode;
  readonly className?: string;
}

const icons = { error: CircleAlert, success: CircleCheck, info: Info, warning: TriangleAlert } as const;

/** A message box; errors are announced assertively (role alert), the others politely (role status). */
export function Alert({ tone, children, action, className }: AlertProps) {
  const Icon = icons[tone];
  return (
    <div className={cx(styles.alert, styles[tone], className)} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon className={styles.icon} size={18} aria-hidden="true" />
      <div className={styles.body}>{children}</div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
