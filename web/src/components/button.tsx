import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';
import { cx } from './cx.js';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLook {
  /** Visual weight: primary (filled brand), secondary (outlined), ghost (text), light (on dark), danger. */
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  /** Full width. */
  readonly block?: boolean;
  /** Icon before the label (e.g. a lucide-react element). */
  readonly icon?: ReactNode;
}

export const buttonClassName = ({ variant = 'primary', size = 'md', block = false }: ButtonLook, extra?: string) =>
  cx(styles.button, styles[variant], styles[size], block && styles.block, extra);

export interface ButtonProps extends ButtonLook, ButtonHTMLAttributes<HTMLButtonElement> {
  /** Shows a spinner and disables the button; keep the label meaningful (e.g. 'Aguarde...'). */
  readonly loading?: boolean;
}

/** A button. `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant,
  size,
  block,
  icon,
  loading = false,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClassName({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends ButtonLook, LinkProps {}

/** A router link that looks like a Button. */
export function ButtonLink({ variant, size, block, icon, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link
      className={buttonClassName({ variant, size, block }, typeof className === 'string' ? className : undefined)}
      {...rest}
    >
      {icon}
      {children}
    </Link>
  );
}
