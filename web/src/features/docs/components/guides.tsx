import type { ReactNode } from 'react';
import { inlineBodyLimit, keyHeaders } from '../../../../../shared/edge.js';
import { mcpClientConfigs, mcpPath } from '../../../../../shared/mcp-config.js';
import { uploadMaxBytes } from '../../../../../shared/operations/files.js';
import { operationById } from '../../../../../shared/operations/index.js';
import { freeTier, plans, requestRate } from '../../../../../shared/plans.js';
import { buildSnippets, snippetLabels, snippetLanguages } from '../../../../../shared/snippets.js';
import { CodeTabs } from '../../../components/code-tabs.js';
import { useDocsT } from '../i18n/register.js';
import { docsSections } from '../lib/sections.js';
import { nodeVerifySnippet, pythonVerifySnippet, webhookHeaderNames } from '../lib/webhook.js';
import styles from './docs.module.css';
import { ErrorCatalogue } from './error-catalogue.js';
import { Rich } from './rich.js';

/** The key placeholder every example uses. */
export const apiKeyPlaceholder = 'YOUR_API_KEY';

const mib = (bytes: number): string => `${Math.round(bytes / (1024 * 1024))} MiB`;

/** The operation the first-call example uses: JSON in, a PNG out, 1 credit. */
const firstCall = operationById('image.qr-code');

function Code({ samples }: { readonly samples: readonly { label: string; code: string }[] }) {
  const t = useDocsT();
  return (
    <CodeTabs samples={samples} label={t('code.label')} copyLabel={t('code.copy')} copiedLabel={t('code.copied')} />
  );
}

function Section({
  id,
  title,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
}) {
  return (
    <section id={id} className={styles.guide} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.guideTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The written guides (quick links point here), their values read from the code that enforces them. */
export function Guides({ origin, keysHref }: { readonly origin: string; readonly keysHref: string }) {
  const t = useDocsT();
  const snippets = firstCall ? buildSnippets(firstCall, { baseUrl: origin, apiKey: apiKeyPlaceholder }) : undefined;
  const rateHeaders = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'] as const;
  const rateMeaning = {
    'X-RateLimit-Limit': 'limit',
    'X-RateLimit-Remaining': 'remaining',
    'X-RateLimit-Reset': 'reset',
  } as const;
  const quotas = [
    { name: t('guides.rateLimits.free'), perDay: freeTier.dailyRequests, rate: requestRate(0) },
    ...plans.map((p) => ({ name: p.name, perDay: p.dailyRequests, rate: requestRate(p.id) })),
  ];
  const mcp = mcpClientConfigs(origin);
  const mcpUrl = `${origin}${mcpPath}`;

  return (
    <div className={styles.guides}>
      <Section id={docsSections.gettingStarted} title={t('guides.gettingStarted.title')}>
        <p>{t('guides.gettingStarted.intro')}</p>
        <h3 className={styles.step}>{t('guides.gettingStarted.step1Title')}</h3>
        <p>
          <Rich text={t('guides.gettingStarted.step1', { credits: freeTier.initialCredits })} />{' '}
          <a href={keysHref}>{t('guides.gettingStarted.openKeys')}</a>
        </p>
        <h3 className={styles.step}>{t('guides.gettingStarted.step2Title')}</h3>
        <p>
          <Rich text={t('guides.gettingStarted.step2')} />
        </p>
        <div id={docsSections.examples} className={styles.anchor}>
          {snippets ? (
            <Code samples={snippetLanguages.map((l) => ({ label: snippetLabels[l], code: snippets[l] }))} />
          ) : null}
        </div>
        <h3 className={styles.step}>{t('guides.gettingStarted.step3Title')}</h3>
        <p>
          <Rich text={t('guides.gettingStarted.step3')} />
        </p>
      </Section>

      <Section id={docsSections.authentication} title={t('guides.authentication.title')}>
        <p>{t('guides.authentication.intro')}</p>
        <ul className={styles.list} data-testid="key-headers">
          {keyHeaders.map((header, i) => (
            <li key={header}>
              <code>{`${header}: ${apiKeyPlaceholder}`}</code> —{' '}
              {i === 0 ? t('guides.authentication.primary') : t('guides.authentication.alternative')}
            </li>
          ))}
          <li>
            <code>{`Authorization: Bearer ${apiKeyPlaceholder}`}</code> — {t('guides.authentication.bearer')}
          </li>
        </ul>
        <p>
          <Rich text={t('guides.authentication.failure')} />
        </p>
      </Section>

      <Section id={docsSections.credits} title={t('guides.credits.title')}>
        <p>
          <Rich text={t('guides.credits.body')} />
        </p>
        <p>
          <Rich text={t('guides.credits.dryRun')} />
        </p>
        {firstCall ? (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling code block must be reachable by keyboard (WCAG 2.1.1)
          <pre className={styles.pre} tabIndex={0}>
            <code>
              {
                buildSnippets(firstCall, { baseUrl: origin, apiKey: apiKeyPlaceholder, controls: { dry_run: 'true' } })
                  .curl
              }
            </code>
          </pre>
        ) : null}
        <p>
          <Rich text={t('guides.credits.refund')} />
        </p>
      </Section>

      <Section id={docsSections.idempotency} title={t('guides.idempotency.title')}>
        <p>
          <Rich text={t('guides.idempotency.body')} />
        </p>
        <p>
          <Rich text={t('guides.idempotency.replay')} />
        </p>
        <p>
          <Rich text={t('guides.idempotency.conflict')} />
        </p>
      </Section>

      <Section id={docsSections.rateLimits} title={t('guides.rateLimits.title')}>
        <p>{t('guides.rateLimits.body')}</p>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('table.plan')}</th>
                <th scope="col">{t('table.perDay')}</th>
                <th scope="col">{t('table.perSecond')}</th>
                <th scope="col">{t('table.burst')}</th>
              </tr>
            </thead>
            <tbody>
              {quotas.map((q) => (
                <tr key={q.name}>
                  <td>{q.name}</td>
                  <td>{q.perDay === null ? t('guides.rateLimits.unlimited') : q.perDay.toLocaleString()}</td>
                  <td>{q.rate.perSecond}</td>
                  <td>{q.rate.burst}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>{t('guides.rateLimits.headers')}</p>
        <ul className={styles.list}>
          {rateHeaders.map((h) => (
            <li key={h}>
              <code>{h}</code> — {t(`guides.rateLimits.${rateMeaning[h]}`)}
            </li>
          ))}
        </ul>
        <p>
          <Rich text={t('guides.rateLimits.exceeded')} />
        </p>
      </Section>

      <Section id={docsSections.filesIn} title={t('guides.filesIn.title')}>
        <p>{t('guides.filesIn.intro')}</p>
        <ol className={styles.list}>
          {(['multipart', 'url', 'dataUrl', 'upload'] as const).map((k) => (
            <li key={k}>
              <Rich text={t(`guides.filesIn.${k}`)} />
            </li>
          ))}
        </ol>
        <p>
          <Rich text={t('guides.filesIn.limit', { inline: mib(inlineBodyLimit), upload: mib(uploadMaxBytes) })} />
        </p>
      </Section>

      <Section id={docsSections.filesOut} title={t('guides.filesOut.title')}>
        {(['file', 'url', 'expiry'] as const).map((k) => (
          <p key={k}>
            <Rich text={t(`guides.filesOut.${k}`)} />
          </p>
        ))}
      </Section>

      <Section id={docsSections.async} title={t('guides.async.title')}>
        {(['intro', 'poll', 'webhook'] as const).map((k) => (
          <p key={k}>
            <Rich text={t(`guides.async.${k}`)} />
          </p>
        ))}
        <ul className={styles.list} data-testid="webhook-headers">
          {(['id', 'timestamp', 'signature'] as const).map((k) => (
            <li key={k}>
              <code>{webhookHeaderNames[k]}</code> — <Rich text={t(`guides.async.${k}`)} />
            </li>
          ))}
        </ul>
        <p>
          <Rich text={t('guides.async.verify')} />
        </p>
        <Code
          samples={[
            { label: 'Node.js', code: nodeVerifySnippet },
            { label: 'Python', code: pythonVerifySnippet },
          ]}
        />
      </Section>

      <Section id={docsSections.mcp} title={t('guides.mcp.title')}>
        <p>
          <Rich text={t('guides.mcp.intro', { url: mcpUrl })} />
        </p>
        {mcp.map((config) => (
          <div key={config.client} className={styles.mcpClient} data-testid="mcp-client">
            <h3 className={styles.step}>{config.client}</h3>
            <p className={styles.muted}>
              {t('guides.mcp.where', { file: config.file === 'terminal' ? t('guides.mcp.terminal') : config.file })}
            </p>
            <Code samples={[{ label: config.client, code: config.config }]} />
          </div>
        ))}
      </Section>

      <Section id={docsSections.errors} title={t('guides.errors.title')}>
        <p>
          <Rich text={t('guides.errors.intro')} />
        </p>
        <ErrorCatalogue />
      </Section>
    </div>
  );
}
