import { describe, expect, it } from 'vitest';
import { catalogueLoaders, planTexts } from '../../../../shared/i18n/index.js';
import { plans, requestRate } from '../../../../shared/plans.js';

/** Digits only, so `10.000`, `10,000` and `10 000` all read 10000. */
const numbersIn = (text: string): number[] =>
  (text.match(/\d[\d.,\s\u202f]*\d|\d/g) ?? []).map((n) => Number(n.replace(/[^\d]/g, '')));

describe('plan copy states what the product does', () => {
  const languages = ['pt', 'en', 'es', 'fr'] as const;
  const texts = async (language: (typeof languages)[number]) =>
    language === 'pt' ? undefined : await catalogueLoaders[language]();

  it.each(languages)(
    '%s: each plan names its monthly credits, its daily quota and its request rate',
    async (language) => {
      const translation = await texts(language);
      for (const plan of plans) {
        const copy = planTexts(translation, plan);
        const numbers = copy.features.flatMap(numbersIn);
        expect(numbers, `${language} plan ${plan.id} credits`).toContain(plan.credits);
        if (plan.dailyRequests !== null)
          expect(numbers, `${language} plan ${plan.id} daily`).toContain(plan.dailyRequests);
        expect(numbers, `${language} plan ${plan.id} rate`).toContain(requestRate(plan.id).perSecond);
      }
    },
  );

  it.each(languages)(
    '%s: no perk the product does not have (unlimited APIs, advanced documentation)',
    async (language) => {
      const translation = await texts(language);
      const all = plans.flatMap((plan) => {
        const copy = planTexts(translation, plan);
        return [copy.description, ...copy.features];
      });
      const invented =
        /ilimitad|unlimited|illimit|documenta(ção|ción|tion) avan|advanced doc|24\/7|24h\/24|personaliz|custom integr/i;
      expect(all.filter((text) => invented.test(text))).toEqual([]);
    },
  );
});
