import { useId } from 'react';
import { cx } from './cx.js';
import styles from './logo.module.css';

export interface LogoProps {
  /** Height of the mark in px (default 32); the wordmark scales with it. */
  readonly size?: number;
  /** Show "Alquimia" beside the mark (default true). */
  readonly wordmark?: boolean;
  /** White wordmark for dark backgrounds. */
  readonly inverted?: boolean;
  readonly className?: string;
}

/** The Alquimia mark (a flask with golden sparks) and wordmark, drawn inline. */
export function Logo({ size = 32, wordmark = true, inverted = false, className }: LogoProps) {
  const gradient = useId();
  return (
    <span className={cx(styles.logo, inverted && styles.inverted, className)} style={{ fontSize: size * 0.66 }}>
      <svg className={styles.mark} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#8b70ff" />
            <stop offset="1" stopColor="#4a2dbd" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
        <path
          d="M13 7h6M14 7v6.5L8.8 22.6A2.3 2.3 0 0 0 10.8 26h10.4a2.3 2.3 0 0 0 2-3.4L18 13.5V7"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M10.6 20.5h10.8l1.4 2.5a1.2 1.2 0 0 1-1 1.8H10.2a1.2 1.2 0 0 1-1-1.8z" fill="#ffc857" opacity="0.9" />
        <circle cx="17.5" cy="16.8" r="1.1" fill="#ffd98a" />
      </svg>
      {wordmark ? <span>Alquimia</span> : null}
    </span>
  );
}
