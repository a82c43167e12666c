import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { RequestStatsResponse } from '../../../../shared/operations/outputs/requests.js';
import { StackedBars } from '../../../../web/src/features/usage/components/stacked-bars.js';
import { usageCatalogue } from '../../../../web/src/features/usage/i18n/register.js';
import { changeLanguage, i18n, initI18n } from '../../../../web/src/i18n/index.js';

/** The last 30 UTC days up to 2026-11-27, with a few calls today. */
type Day = RequestStatsResponse['days'][number];
const days = Array.from({ length: 30 }, (_, i): Day => {
  const date = new Date(Date.UTC(2026, 9, 29 + i)).toISOString().slice(0, 10);
  const calls: Day['calls'] = i === 29 ? { image: 4, jobs: 1 } : {};
  const credits: Day['credits'] = i === 29 ? { image: 3 } : {};
  return { date, calls, credits };
});

/** A `dd/mm` tick at the chart's 11-unit font, generously wide (0.62 em a character). */
const labelWidth = 5 * 11 * 0.62;

describe('usage chart axis', () => {
  it('keeps every day label inside the drawing: the last one ends at the right edge instead of centring past it', async () => {
    await initI18n();
    usageCatalogue.register();
    await changeLanguage('pt');
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <StackedBars days={days} metric="calls" />
      </I18nextProvider>,
    );
    const svg = container.querySelector('svg');
    const width = Number(svg?.getAttribute('viewBox')?.split(' ')[2]);
    const ticks = [...container.querySelectorAll('svg text')].map((text) => ({
      label: text.textContent,
      x: Number(text.getAttribute('x')),
      anchor: text.getAttribute('text-anchor'),
    }));

    expect(ticks.at(-1)).toMatchObject({ label: '27/11', anchor: 'end' });
    for (const { x, anchor } of ticks) {
      const left = anchor === 'end' ? x - labelWidth : anchor === 'middle' ? x - labelWidth / 2 : x;
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left + labelWidth).toBeLessThanOrEqual(width);
    }
  });
});
