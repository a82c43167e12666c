import type { DocsTranslate } from '../i18n/register.js';
import type { CreditRuleDoc, PriceDoc } from './price.js';

/** One credit rule in the reader's language, from the templates under `reference.price` (docs i18n catalogues). */
export function ruleText(t: DocsTranslate, rule: CreditRuleDoc, formatNumber: (value: number) => string): string {
  switch (rule.kind) {
    case 'free':
      return t('reference.price.free');
    case 'fixed':
      return t('reference.price.fixed', { count: rule.credits });
    case 'per-chars':
      return t('reference.price.atLeast', {
        price: t('reference.price.perChars', { count: rule.credits, per: formatNumber(rule.per), field: rule.field }),
        min: rule.min,
      });
    case 'per-result':
      return t('reference.price.perResult', { count: rule.credits, field: rule.field });
    case 'per-duration': {
      const measure = t(`reference.price.measures.${rule.measure}`);
      const base = t(rule.unit === 'minute' ? 'reference.price.perMinute' : 'reference.price.perSecond', {
        count: rule.credits,
        measure,
      });
      const atLeast = t('reference.price.atLeast', { price: base, min: rule.min });
      return rule.times === undefined ? atLeast : t('reference.price.times', { price: atLeast, field: rule.times });
    }
  }
}

/** The reference's price line: the default rule, then each engine's own. */
export function priceText(t: DocsTranslate, price: PriceDoc, formatNumber: (value: number) => string): string {
  return price.byEngine.reduce(
    (line, [engine, rule]) =>
      t('reference.price.engine', { price: line, engine, enginePrice: ruleText(t, rule, formatNumber) }),
    ruleText(t, price.rule, formatNumber),
  );
}
