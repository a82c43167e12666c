import { Download } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/alert.js';
import { Button } from '../../../components/button.js';
import { Spinner } from '../../../components/spinner.js';
import { useLanguage } from '../../../i18n/use-t.js';
import { formatDateTime } from '../../../lib/format.js';
import { useHistory } from '../api/speech.js';
import { useTtsT } from '../i18n/register.js';
import { downloadAudio, preview, voiceLabel } from '../lib/speech.js';
import styles from './text-to-speech.module.css';

/** The saved syntheses, newest first: title, date, 150-character preview, voice, language, credits, player. */
export function HistoryTab() {
  const t = useTtsT();
  const language = useLanguage();
  const history = useHistory(true);
  const [failed, setFailed] = useState(false);

  if (history.isPending) return <Spinner centered label={t('history.loading')} />;
  const items = history.data ?? [];
  return (
    <section aria-label={t('history.title')}>
      <h2 className={styles.sectionTitle}>{t('history.title')}</h2>
      {failed ? <Alert tone="error">{t('errors.download')}</Alert> : null}
      {items.length === 0 ? (
        <p className={styles.muted}>{t('history.empty')}</p>
      ) : (
        <ul className={styles.historyList}>
          {items.map((item) => {
            const date = formatDateTime(item.created_at, language);
            const fileName = `audio_${item.voice}_${item.language}.${item.audio_url?.split('?')[0]?.split('.').pop() ?? 'mp3'}`;
            return (
              <li key={item.id} className={styles.historyItem} data-testid="tts-history-item">
                <div className={styles.historyHead}>
                  <h3 className={styles.historyTitle}>{item.title || t('history.untitled')}</h3>
                  <time className={styles.muted} dateTime={item.created_at ?? undefined}>
                    {date.ok ? date.text : ''}
                  </time>
                </div>
                <p className={styles.historyText}>{preview(item.text_content)}</p>
                <p className={styles.historyMeta}>
                  <span>{t('history.voice', { voice: voiceLabel(item.voice) })}</span>
                  <span>{t('history.language', { language: item.language })}</span>
                  <span>{t('history.credits', { count: item.credits_used })}</span>
                </p>
                {item.audio_url ? (
                  <div className={styles.player}>
                    {/* biome-ignore lint/a11y/useMediaCaption: synthetic speech of the text shown above */}
                    <audio controls preload="none" src={item.audio_url} className={styles.audio} />
                    <Button
                      variant="secondary"
                      size="sm"
                      icon={<Download size={14} aria-hidden="true" />}
                      onClick={() => void downloadAudio(item.audio_url ?? '', fileName).catch(() => setFailed(true))}
                    >
                      {t('history.download')}
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
