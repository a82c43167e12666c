import type { HTMLAttributes } from 'react';
import styles from './card.module.css';
import { cx } from './cx.js';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** Inner spacing (default md = 24 px). */
  readonly padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Hover lift and pointer cursor, for clickable cards. */
  readonly interactive?: boolean;
}

/** A bordered white surface with rounded corners. */
export function Card({ padding = 'md', interactive = false, className, ...rest }: CardProps) {
  return <div className={cx(styles.card, styles[padding], interactive && styles.interactive, className)} {...rest} />;
}
