import { useQuery } from '@tanstack/react-query';
import { Download, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button, Card, Modal, Spinner } from '../../../components/index.js';
import { historyQuery } from '../hooks/keys.js';
import { useImageT } from '../i18n/register.js';
import { downloadImages } from '../lib/download.js';
import { limits } from '../lib/options.js';
import { preview } from '../lib/prompt.js';
import styles from './image-generator.module.css';
import { ImageGrid } from './image-grid.js';

/**
 * Latest saved images with their count, refresh, selection and download (several as a ZIP), and an
 * expanded view. In script mode it shows the first 8 items with 30-character previews (50 in single mode).
 */
export function HistoryPanel({
  mode,
  onError,
}: {
  readonly mode: 'single' | 'script';
  readonly onError: (m: string) => void;
}) {
  const t = useImageT();
  const history = useQuery(historyQuery());
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [open, setOpen] = useState<string | null>(null);
  const all = history.data ?? [];
  const items = mode === 'script' ? all.slice(0, limits.scriptHistoryItems) : all;
  const max = mode === 'script' ? limits.historyPreviewScript : limits.historyPreviewSingle;
  const expanded = all.find((i) => i.id === open);

  const download = async (ids: readonly string[]) => {
    if (ids.length === 0) {
      onError(t('messages.selectOne'));
      return;
    }
    try {
      await downloadImages(
        all.filter((i) => ids.includes(i.id)),
        'history_image',
      );
    } catch {
      onError(t('messages.historyDownloadError'));
    }
  };

  return (
    <Card className={styles.panel} data-testid="history-panel">
      <div className={styles.panelHeader}>
        <h2 className={styles.panelTitle}>{t('history.title', { count: all.length })}</h2>
        <div className={styles.toolbar}>
          <Button
            size="sm"
            variant="secondary"
            icon={<RefreshCw size={16} aria-hidden="true" />}
            onClick={() => history.refetch()}
          >
            {t('history.refresh')}
          </Button>
        </div>
      </div>
      {history.isPending ? (
        <Spinner centered />
      ) : items.length === 0 ? (
        <p className={styles.muted}>{t('history.empty')}</p>
      ) : (
        <ImageGrid
          testId="history-grid"
          images={items.map((i) => ({
            id: i.id,
            url: i.url,
            caption: preview(i.prompt || t('history.noPrompt'), max),
          }))}
          selected={selected}
          onSelectedChange={setSelected}
          onDownload={download}
          onOpen={setOpen}
        />
      )}
      <Modal
        open={expanded !== undefined}
        onClose={() => setOpen(null)}
        title={t('history.expanded')}
        size="lg"
        footer={
          expanded ? (
            <Button icon={<Download size={16} aria-hidden="true" />} onClick={() => download([expanded.id])}>
              {t('result.download')}
            </Button>
          ) : null
        }
      >
        {expanded ? (
          <figure className={styles.expanded}>
            <img src={expanded.url} alt={expanded.prompt || t('history.noPrompt')} />
            <figcaption>
              {expanded.prompt || t('history.noPrompt')} · {expanded.width}x{expanded.height}
            </figcaption>
          </figure>
        ) : null}
      </Modal>
    </Card>
  );
}
