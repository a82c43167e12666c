import { Download } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Alert } from '../../../components/alert.js';
import { Button } from '../../../components/button.js';
import { cx } from '../../../components/cx.js';
import { Spinner } from '../../../components/spinner.js';
import { useFormat } from '../../../i18n/use-format.js';
import { downloadCsv, emptyFilter, type LogFilter, useRequests } from '../api/requests.js';
import { requestLogCatalogue, useRequestLogT } from '../i18n/register.js';
import { Filters } from './filters.js';
import { RequestDetail } from './request-detail.js';
import styles from './request-log.module.css';

// The page's catalogues travel with this lazily loaded module.
requestLogCatalogue.register();

const statusTone = (status: number): string | undefined =>
  status >= 500 ? styles.status5xx : status >= 400 ? styles.status4xx : styles.status2xx;

/** /dashboard/requisicoes: every call made with the account's keys, newest first (docs/requests.md). */
export default function RequestLogPage() {
  const t = useRequestLogT();
  const format = useFormat();
  const [filter, setFilter] = useState<LogFilter>(emptyFilter);
  const [open, setOpen] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const query = useRequests(filter);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv(filter);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.muted}>{t('description')}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={exportCsv} disabled={exporting}>
          <Download size={16} aria-hidden="true" />
          {t('exportCsv')}
        </Button>
      </header>
      <Filters value={filter} onChange={setFilter} />
      {query.isError ? <Alert tone="error">{t('error')}</Alert> : null}
      {query.isPending ? (
        <Spinner centered label={t('loading')} />
      ) : items.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard
        <section className={styles.tableWrap} aria-label={t('title')} tabIndex={0}>
          <table className={styles.table} data-testid="request-log-table">
            <thead>
              <tr>
                <th scope="col">{t('columns.time')}</th>
                <th scope="col">{t('columns.operation')}</th>
                <th scope="col">{t('columns.status')}</th>
                <th scope="col">{t('columns.duration')}</th>
                <th scope="col">{t('columns.credits')}</th>
                <th scope="col">{t('columns.key')}</th>
                <th scope="col">{t('columns.source')}</th>
                <th scope="col">
                  <span className={styles.srOnly}>{t('columns.details')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const expanded = open === item.request_id;
                const detailId = `request-${item.request_id}`;
                return (
                  <Fragment key={item.request_id}>
                    <tr data-request-id={item.request_id}>
                      <td>{format.dateTime(item.created_at)}</td>
                      <td className={styles.mono}>{item.operation_id}</td>
                      <td>
                        <span className={cx(styles.status, statusTone(item.status))}>{item.status}</span>
                        {item.code ? <span className={styles.code}>{item.code}</span> : null}
                      </td>
                      <td>{t('duration', { ms: format.number(item.duration_ms) })}</td>
                      <td>
                        {format.number(item.credits_charged)}
                        {item.credits_refunded > 0 ? (
                          <span className={styles.refunded}>{t('refunded', { count: item.credits_refunded })}</span>
                        ) : null}
                      </td>
                      <td>
                        {item.key_name ?? <span className={styles.mono}>{item.key_id}</span>}
                        {item.key_name ? <span className={styles.keyId}>{item.key_id}</span> : null}
                      </td>
                      <td>{t(`sources.${item.source}`)}</td>
                      <td>
                        <button
                          type="button"
                          className={styles.linkButton}
                          aria-expanded={expanded}
                          aria-controls={detailId}
                          onClick={() => setOpen(expanded ? null : item.request_id)}
                        >
                          {expanded ? t('detail.hide') : t('detail.show')}
                        </button>
                      </td>
                    </tr>
                    {expanded ? (
                      <tr id={detailId} className={styles.detailRow}>
                        <td colSpan={8}>
                          <RequestDetail entry={item} />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
      {query.hasNextPage ? (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? t('loading') : t('loadMore')}
          </Button>
        </div>
      ) : null}
      <p className={styles.muted}>{t('retention')}</p>
    </>
  );
}
