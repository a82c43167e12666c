import type { ReactNode } from 'react';
import { cx } from '../../../components/cx.js';
import styles from './section.module.css';

export interface SectionProps {
  readonly id?: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly subtitle?: string;
  readonly subtle?: boolean;
  readonly children: ReactNode;
}

/** A landing section with a centred heading block. */
export function Section({ id, eyebrow, title, subtitle, subtle = false, children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} className={cx(styles.section, subtle && styles.subtle)} aria-labelledby={headingId}>
      <div className="container">
        <div className={styles.head}>
          <span className={styles.eyebrow}>{eyebrow}</span>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
