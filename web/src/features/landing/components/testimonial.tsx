import { ChevronLeft, ChevronRight, Quote, Star } from 'lucide-react';
import { useT } from '../../../i18n/use-t.js';
import styles from './testimonial.module.css';

/** One static testimonial; the arrows are decorative and do nothing (spec §2). */
export function Testimonial() {
  const t = useT();
  const author = t('testimonial.author');
  const initials = author
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);
  return (
    <section className={styles.wrap} aria-label={t('testimonial.eyebrow')}>
      <div className="container">
        <figure className={styles.card} style={{ margin: '0 auto' }}>
          <Quote className={styles.quoteIcon} size={88} aria-hidden="true" />
          <span className={styles.eyebrow}>{t('testimonial.eyebrow')}</span>
          <div className={styles.stars} aria-hidden="true">
            {[1, 2, 3, 4, 5].map((n) => (
              <Star key={n} size={18} fill="currentColor" />
            ))}
          </div>
          <blockquote className={styles.quote}>“{t('testimonial.quote')}”</blockquote>
          <figcaption className={styles.footer}>
            <span className={styles.person}>
              <span className={styles.avatar} aria-hidden="true">
                {initials}
              </span>
              <span>
                <span className={styles.name}>{author}</span>
                <br />
                <span className={styles.role}>{t('testimonial.role')}</span>
              </span>
            </span>
            <span className={styles.arrows}>
              <button type="button" className={styles.arrow} aria-label={t('testimonial.previous')}>
                <ChevronLeft size={18} aria-hidden="true" />
              </button>
              <button type="button" className={styles.arrow} aria-label={t('testimonial.next')}>
                <ChevronRight size={18} aria-hidden="true" />
              </button>
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
