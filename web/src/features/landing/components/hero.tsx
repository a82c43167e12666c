import { ArrowRight, Check, LayoutDashboard, Sparkles, Zap } from 'lucide-react';
import { renderSnippets } from '../../../../../shared/snippet-render.js';
import { ButtonLink } from '../../../components/button.js';
import { cx } from '../../../components/cx.js';
import { paths } from '../../../config/paths.js';
import { useT } from '../../../i18n/use-t.js';
import { originPathAttribute } from '../../../prerender/state.js';
import styles from './hero.module.css';
import { heroPath, heroRequest } from './hero-example.js';

/**
 * The request shown in the hero, against this site's own origin, by the shared snippet generator (code: not
 * translated). Prerendered at build time, where the origin is unknown, it names the path alone, and the boot
 * script puts the page's origin in front of it before the first paint (prerender/state.ts `fillOwnOrigin`).
 */
function CodeSample() {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const curl = renderSnippets(heroRequest(origin)).curl;
  // One string between tags: HTML merges adjacent texts into one node, which hydration would have to split.
  return (
    <pre className={styles.code} {...{ [originPathAttribute]: heroPath }}>
      {`${curl}\n\n`}
      <span className={styles.muted}>{'< HTTP/1.1 200 OK'}</span>
      {'\n'}
      <span className={styles.muted}>{'< '}</span>
      <span className={styles.key}>X-Credits-Charged</span>
      {': 1\n'}
      <span className={styles.muted}>{'< '}</span>
      <span className={styles.key}>X-Credits-Remaining</span>
      {': 19\n'}
      <span className={styles.muted}>{'< '}</span>
      <span className={styles.key}>Content-Type</span>
      {': application/pdf'}
    </pre>
  );
}

export function Hero({ signedIn }: { readonly signedIn: boolean }) {
  const t = useT();
  return (
    <section className={styles.hero}>
      <div className={cx('container', styles.grid)}>
        <div>
          <span className={styles.tagline}>
            <span className={styles.taglineIcon}>
              <Sparkles size={14} aria-hidden="true" />
            </span>
            {t('hero.tagline')}
          </span>
          <h1 className={styles.title}>
            <span className={styles.highlight}>{t('hero.title')}</span>
          </h1>
          <p className={styles.subtitle}>{t('hero.subtitle')}</p>
          <div className={styles.actions}>
            {signedIn ? (
              <ButtonLink to={paths.dashboard} size="lg" icon={<LayoutDashboard size={18} aria-hidden="true" />}>
                {t('hero.dashboard')}
              </ButtonLink>
            ) : (
              <>
                <ButtonLink to={paths.register} size="lg">
                  {t('hero.start')}
                  <ArrowRight size={18} aria-hidden="true" />
                </ButtonLink>
                <ButtonLink to={paths.login} size="lg" variant="secondary">
                  {t('hero.login')}
                </ButtonLink>
              </>
            )}
          </div>
          <ul className={styles.points}>
            {(['hero.point1', 'hero.point2', 'hero.point3'] as const).map((key) => (
              <li key={key}>
                <Check className={styles.check} size={16} aria-hidden="true" />
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.visual} aria-hidden="true">
          <div className={styles.window}>
            <div className={styles.windowBar}>
              <span className={styles.dot} />
              <span className={styles.dot} />
              <span className={styles.dot} />
              <span className={styles.windowTitle}>terminal</span>
            </div>
            <CodeSample />
          </div>
          <div className={styles.floating}>
            <span className={styles.floatingIcon}>
              <Zap size={18} />
            </span>
            <div>
              <strong>{t('hero.badgeTitle')}</strong>
              <span>{t('hero.badgeText')}</span>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
