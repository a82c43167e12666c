import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useT } from '../i18n/use-t.js';
import { cx } from './cx.js';
import styles from './text-field.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Visible label, tied to the input. */
  readonly label: string;
  readonly hint?: ReactNode;
  /** Element inside the input's right edge (a button or icon). */
  readonly trailing?: ReactNode;
}

/** A labelled input. */
export function TextField({ label, hint, trailing, className, id, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        <input id={inputId} className={cx(styles.input, trailing !== undefined && styles.withTrailing)} {...rest} />
        {trailing !== undefined ? <span className={styles.trailing}>{trailing}</span> : null}
      </div>
      {hint ? <span className={styles.hint}>{hint}</span> : null}
    </div>
  );
}

/** A password TextField with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={visible}
        >
          {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </button>
      }
    />
  );
}
