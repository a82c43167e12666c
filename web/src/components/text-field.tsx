import { CircleAlert, Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { useT } from '../i18n/use-t.js';
import { cx } from './cx.js';
import styles from './text-field.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Visible label, tied to the input. */
  readonly label: string;
  readonly hint?: ReactNode;
  /** Element inside the input's right edge (a button or icon). */
  readonly trailing?: ReactNode;
  /**
   * What is wrong with this field, shown under it and tied to the input (`aria-invalid`, `aria-describedby`), so
   * a screen reader announces it with the field. Name the field in the text: it is also read out of context.
   */
  readonly error?: string | undefined;
  readonly ref?: Ref<HTMLInputElement>;
}

/** A labelled input, with an optional hint and error message described-by the input. */
export function TextField({ label, hint, trailing, error, className, id, ref, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy =
    [rest['aria-describedby'], hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          ref={ref}
          id={inputId}
          className={cx(styles.input, trailing !== undefined && styles.withTrailing, error && styles.invalid)}
          {...rest}
          aria-invalid={error ? true : rest['aria-invalid']}
          aria-describedby={describedBy}
        />
        {trailing !== undefined ? <span className={styles.trailing}>{trailing}</span> : null}
      </div>
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <CircleAlert size={15} aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
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
