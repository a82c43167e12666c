import type { RequestEntry } from '../../../../../shared/operations/outputs/requests.js';
import { useJob } from '../api/requests.js';
import { useRequestLogT } from '../i18n/register.js';
import styles from './request-log.module.css';

/** Pretty JSON when the text is JSON, the text itself otherwise. */
const pretty = (text: string): string => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

/** A scrolling code block, reachable by keyboard (WCAG 2.1.1). */
function CodeBlock({ children }: { readonly children: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling code block must be reachable by keyboard
    <pre className={styles.pre} tabIndex={0}>
      {children}
    </pre>
  );
}

/** One call in full: ids, the problem body, the response headers, and for a job its status and webhook deliveries. */
export function RequestDetail({ entry }: { readonly entry: RequestEntry }) {
  const t = useRequestLogT();
  const job = useJob();
  const none = t('detail.none');
  return (
    <div className={styles.detail}>
      <dl className={styles.facts}>
        <dt>{t('detail.requestId')}</dt>
        <dd className={styles.mono}>{entry.request_id}</dd>
        <dt>{t('detail.key')}</dt>
        <dd>
          {entry.key_name ?? t('detail.keyGone')} <span className={styles.mono}>({entry.key_id})</span>
        </dd>
        <dt>{t('detail.job')}</dt>
        <dd className={styles.mono}>{entry.job_id ?? none}</dd>
        <dt>{t('detail.idempotencyKey')}</dt>
        <dd className={styles.mono}>{entry.idempotency_key ?? none}</dd>
        <dt>{t('detail.userAgent')}</dt>
        <dd className={styles.mono}>{entry.user_agent ?? none}</dd>
      </dl>
      {entry.problem ? (
        <section aria-label={t('detail.problem')}>
          <h2 className={styles.subheading}>{t('detail.problem')}</h2>
          <CodeBlock>{pretty(entry.problem)}</CodeBlock>
        </section>
      ) : null}
      <section aria-label={t('detail.headers')}>
        <h2 className={styles.subheading}>{t('detail.headers')}</h2>
        <CodeBlock>
          {Object.entries(entry.headers)
            .map(([name, value]) => `${name}: ${value}`)
            .join('\n') || none}
        </CodeBlock>
      </section>
      {entry.job_id ? (
        <div>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => entry.job_id && job.mutate(entry.job_id)}
            disabled={job.isPending}
          >
            {job.isPending ? t('detail.jobLoading') : t('detail.jobStatus')}
          </button>
          {job.isError ? <p className={styles.errorText}>{t('detail.jobError')}</p> : null}
          {job.data ? <CodeBlock>{JSON.stringify(job.data, null, 2)}</CodeBlock> : null}
        </div>
      ) : null}
    </div>
  );
}
