import { Download } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Alert } from '../../../components/alert.js';
import { localeTags } from '../../../i18n/languages.js';
import { useLanguage } from '../../../i18n/use-t.js';
import type { CallResult, FileResult } from '../api/execute.js';
import type { Execution } from '../hooks/use-execute.js';
import { usePlaygroundT } from '../i18n/register.js';
import { formatBytes, previewKind } from '../lib/format.js';
import styles from './playground.module.css';

/** The answer: a banner (status, time, credits), then the problem, the JSON or the file with its preview. */
export function ResultPanel({ execution }: { readonly execution: Execution }) {
  const t = usePlaygroundT();
  const heading = useRef<HTMLHeadingElement>(null);
  const state = execution.state;
  // "Executar" is disabled while it runs, which would drop keyboard focus to <body>: focus moves to the result
  // instead, where the answer appears (and stays there when it arrives, unless the customer moved on).
  useEffect(() => {
    const active = document.activeElement;
    const lost = active === null || active === document.body || active === heading.current;
    if (state === 'running' || (state !== 'idle' && lost)) heading.current?.focus();
  }, [state]);
  return (
    <section className={styles.card} aria-labelledby="playground-result" data-testid="playground-result">
      <h2 id="playground-result" className={styles.sectionTitle} ref={heading} tabIndex={-1}>
        {t('result.title')}
      </h2>
      <div aria-live="polite">
        {execution.state === 'idle' ? <p className={styles.muted}>{t('result.empty')}</p> : null}
        {execution.state === 'running' ? <p className={styles.muted}>{t('execute.running')}</p> : null}
        {execution.state === 'failed' ? (
          <Alert tone="error">{t('errors.network', { message: execution.message })}</Alert>
        ) : null}
        {execution.state === 'polling' ? (
          <>
            <Banner result={execution.accepted} />
            <p className={styles.muted} data-testid="job-progress">
              {t('execute.job', { status: execution.job.status, progress: execution.job.progress })}
            </p>
            <progress className={styles.progress} max={100} value={execution.job.progress} />
          </>
        ) : null}
        {execution.state === 'done' ? <Done result={execution.result} job={execution.job?.body} /> : null}
      </div>
    </section>
  );
}

function Done({ result, job }: { readonly result: CallResult; readonly job: unknown }) {
  const t = usePlaygroundT();
  return (
    <>
      <Banner result={result} />
      {result.problem ? (
        <div className={styles.problem} data-testid="problem">
          <strong>{result.problem.title}</strong>
          {result.problem.detail ? <p>{result.problem.detail}</p> : null}
          {result.problem.errors.length > 0 ? (
            <>
              <p>{t('result.fields')}:</p>
              <ul>
                {result.problem.errors.map((e) => (
                  <li key={`${e.path}:${e.message}`}>
                    <code>{e.path}</code> {e.message}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {job !== undefined ? <JsonView value={job} label={t('result.jobDone')} /> : null}
      {job !== undefined ? <JobFile job={job} /> : null}
      {job === undefined && result.json !== undefined ? <JsonView value={result.json} /> : null}
      {result.file ? <FileView file={result.file} /> : null}
    </>
  );
}

function Banner({ result }: { readonly result: CallResult }) {
  const t = usePlaygroundT();
  const items: [string, string][] = [
    [t('result.status'), String(result.status)],
    [t('result.time'), t('result.ms', { count: result.ms })],
  ];
  if (result.charged !== undefined) items.push([t('result.charged'), String(result.charged)]);
  if (result.remaining !== undefined) items.push([t('result.remaining'), String(result.remaining)]);
  return (
    <div
      className={result.ok ? styles.bannerOk : styles.bannerError}
      data-testid="result-banner"
      data-status={result.status}
    >
      <strong>{result.ok ? t('result.success') : t('result.failure')}</strong>
      <dl className={styles.bannerList}>
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {result.requestId ? (
          <div>
            <dt>{t('result.requestId')}</dt>
            <dd>
              <code>{result.requestId}</code>
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

function JsonView({ value, label }: { readonly value: unknown; readonly label?: string }) {
  return (
    <>
      {label ? <p className={styles.muted}>{label}</p> : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling code block must be reachable by keyboard (WCAG 2.1.1) */}
      <pre className={styles.json} data-testid="result-json" tabIndex={0}>
        <code>{JSON.stringify(value, null, 2)}</code>
      </pre>
    </>
  );
}

function FileView({ file }: { readonly file: FileResult }) {
  const t = usePlaygroundT();
  const language = useLanguage();
  const url = useMemo(() => URL.createObjectURL(file.blob), [file.blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const kind = previewKind(file.type);
  const label = t('result.preview', { name: file.name });
  return (
    <div className={styles.file} data-testid="result-file">
      <dl className={styles.fileFacts}>
        <div>
          <dt>{t('result.fileName')}</dt>
          <dd>{file.name}</dd>
        </div>
        <div>
          <dt>{t('result.size')}</dt>
          <dd>{formatBytes(file.size, localeTags[language])}</dd>
        </div>
        <div>
          <dt>{t('result.type')}</dt>
          <dd>{file.type}</dd>
        </div>
      </dl>
      <a className={styles.download} href={url} download={file.name}>
        <Download size={16} aria-hidden="true" />
        {t('result.download')}
      </a>
      {kind === 'image' ? <img className={styles.preview} src={url} alt={label} /> : null}
      {kind === 'pdf' ? <iframe className={styles.previewFrame} src={url} title={label} /> : null}
      {kind === 'audio' ? (
        // biome-ignore lint/a11y/useMediaCaption: a generated result has no captions to offer.
        <audio className={styles.previewMedia} src={url} controls aria-label={label} />
      ) : null}
      {kind === 'video' ? (
        // biome-ignore lint/a11y/useMediaCaption: a generated result has no captions to offer.
        <video className={styles.previewMedia} src={url} controls aria-label={label} />
      ) : null}
    </div>
  );
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A finished job whose result is a stored file (`{url, contentType, size}`): its link and preview. */
function JobFile({ job }: { readonly job: unknown }) {
  const t = usePlaygroundT();
  const result = isRecord(job) && isRecord(job.result) ? job.result : undefined;
  const url = typeof result?.url === 'string' && /^https?:\/\//.test(result.url) ? result.url : undefined;
  if (!result || !url) return null;
  const type = typeof result.contentType === 'string' ? result.contentType : '';
  const name = url.split('?')[0]?.split('/').pop() ?? 'resultado';
  const kind = previewKind(type);
  const label = t('result.preview', { name });
  return (
    <div className={styles.file}>
      <a className={styles.download} href={url} target="_blank" rel="noreferrer">
        <Download size={16} aria-hidden="true" />
        {t('result.download')}
      </a>
      {kind === 'image' ? <img className={styles.preview} src={url} alt={label} /> : null}
      {kind === 'audio' ? (
        // biome-ignore lint/a11y/useMediaCaption: a generated result has no captions to offer.
        <audio className={styles.previewMedia} src={url} controls aria-label={label} />
      ) : null}
      {kind === 'video' ? (
        // biome-ignore lint/a11y/useMediaCaption: a generated result has no captions to offer.
        <video className={styles.previewMedia} src={url} controls aria-label={label} />
      ) : null}
    </div>
  );
}
