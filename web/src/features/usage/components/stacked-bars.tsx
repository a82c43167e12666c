import type { RequestStatsResponse } from '../../../../../shared/operations/outputs/requests.js';
import { type Family, families } from '../../../../../shared/operations/types.js';
import { useCatalogText } from '../../../i18n/catalog-text.js';
import { useFormat } from '../../../i18n/use-format.js';
import { useUsageT } from '../i18n/register.js';
import styles from './usage.module.css';

/** One colour per family, from the design tokens; each has at least 3:1 contrast on the white card. */
export const familyColours: Readonly<Record<Family, string>> = {
  pdf: 'var(--color-brand-500)',
  image: '#0f766e',
  text: 'var(--color-gold-500)',
  audio: 'var(--color-danger-600)',
  video: 'var(--color-ink-700)',
  verify: 'var(--color-success-700)',
  jobs: 'var(--color-brand-800)',
  platform: 'var(--color-ink-500)',
  billing: '#b45309',
  mcp: '#be185d',
};

const width = 720;
const height = 200;
const gap = 4;

type Metric = 'calls' | 'credits';

/**
 * A 30-day stacked bar chart drawn as plain SVG (no chart library: the dashboard's budget, docs/requests.md). The
 * picture is for the eye (`aria-hidden`); the same numbers are in the table beside it, which screen readers read.
 */
export function StackedBars({
  days,
  metric,
}: {
  readonly days: RequestStatsResponse['days'];
  readonly metric: Metric;
}) {
  const t = useUsageT();
  const catalog = useCatalogText();
  const format = useFormat();
  const title = t(`metrics.${metric}`);
  const totals = days.map((d) => Object.values(d[metric]).reduce((a, b) => a + Math.max(0, b), 0));
  const max = Math.max(1, ...totals);
  const present = families.filter((f) => days.some((d) => (d[metric][f] ?? 0) > 0));
  const barWidth = width / days.length - gap;
  const total = totals.reduce((a, b) => a + b, 0);
  const today = totals.at(-1) ?? 0;
  return (
    <figure className={styles.chart} data-testid={`usage-chart-${metric}`}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      <p className={styles.muted}>
        {t('chartSummary', { metric: title, total: format.number(total), today: format.number(today) })}
      </p>
      <svg viewBox={`0 0 ${width} ${height + 20}`} className={styles.svg} aria-hidden="true" focusable="false">
        <line x1="0" x2={width} y1={height} y2={height} className={styles.axis} />
        {days.map((day, i) => {
          const x = i * (width / days.length) + gap / 2;
          let y = height;
          return (
            <g key={day.date} data-date={day.date}>
              {present.map((family) => {
                const value = Math.max(0, day[metric][family] ?? 0);
                if (value === 0) return null;
                const h = (value / max) * (height - 8);
                y -= h;
                return (
                  <rect key={family} x={x} y={y} width={barWidth} height={h} fill={familyColours[family]} rx="2" />
                );
              })}
              {i % 5 === 4 || i === days.length - 1 ? (
                <text
                  x={i === days.length - 1 ? x + barWidth : x + barWidth / 2}
                  y={height + 15}
                  textAnchor={i === days.length - 1 ? 'end' : 'middle'}
                  className={styles.tick}
                >
                  {day.date.slice(8, 10)}/{day.date.slice(5, 7)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      {present.length > 0 ? (
        <ul className={styles.legend}>
          {present.map((family) => (
            <li key={family}>
              <span className={styles.swatch} style={{ background: familyColours[family] }} aria-hidden="true" />
              {catalog.family(family)}
            </li>
          ))}
        </ul>
      ) : null}
      <table className={styles.srOnly}>
        <caption>{t('table.caption', { metric: title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.date')}</th>
            {present.map((family) => (
              <th scope="col" key={family}>
                {catalog.family(family)}
              </th>
            ))}
            <th scope="col">{t('table.total')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day, i) => (
            <tr key={day.date}>
              <th scope="row">{format.date(`${day.date}T12:00:00Z`)}</th>
              {present.map((family) => (
                <td key={family}>{format.number(day[metric][family] ?? 0)}</td>
              ))}
              <td>{format.number(totals[i] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
