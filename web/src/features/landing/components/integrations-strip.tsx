import { useT } from '../../../i18n/use-t.js';
import styles from './integrations-strip.module.css';

/** Automation and no-code tools, drawn as monogram marks so nothing is fetched from elsewhere. */
const tools = [
  { name: 'Make', mark: 'M', from: '#6d00cc', to: '#c03cf0' },
  { name: 'n8n', mark: 'n8', from: '#ea4b71', to: '#ff7a93' },
  { name: 'Zapier', mark: 'Z', from: '#ff4f00', to: '#ff8a3d' },
  { name: 'Bubble', mark: 'b', from: '#1b1b1b', to: '#3d3d5c' },
  { name: 'Pipedream', mark: 'P', from: '#0f9f5b', to: '#3fd18b' },
  { name: 'Activepieces', mark: 'A', from: '#6e41e2', to: '#9b7bff' },
  { name: 'Webflow', mark: 'W', from: '#146ef5', to: '#4c9aff' },
  { name: 'Airtable', mark: 'A', from: '#f5a000', to: '#ffcc4d' },
  { name: 'Google Sheets', mark: 'S', from: '#0f9d58', to: '#34c47c' },
  { name: 'FlutterFlow', mark: 'F', from: '#4b39ef', to: '#39d2c0' },
] as const;

function ToolMark({ mark, from, to, id }: { mark: string; from: string; to: string; id: string }) {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${id})`} />
      <text
        x="16"
        y="21"
        textAnchor="middle"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        fontSize={mark.length > 1 ? 12 : 16}
        fontWeight="800"
        fill="#fff"
      >
        {mark}
      </text>
    </svg>
  );
}

export function IntegrationsStrip() {
  const t = useT();
  // Rendered twice so the loop is seamless; the copy is hidden from assistive technology.
  const copies = [false, true];
  return (
    <section className={styles.strip} aria-label={t('integrations.title')}>
      <p className={styles.title}>{t('integrations.title')}</p>
      <div className={styles.viewport}>
        <ul className={styles.track} data-testid="integrations-track">
          {copies.flatMap((hidden) =>
            tools.map((tool) => (
              <li key={`${tool.name}-${hidden}`} className={styles.item} aria-hidden={hidden || undefined}>
                <ToolMark
                  mark={tool.mark}
                  from={tool.from}
                  to={tool.to}
                  id={`tool-${tool.name}-${hidden}`.replace(/\s/g, '')}
                />
                {tool.name}
              </li>
            )),
          )}
        </ul>
      </div>
    </section>
  );
}
