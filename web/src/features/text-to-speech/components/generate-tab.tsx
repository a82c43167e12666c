import { Download, Wand2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/alert.js';
import { Button } from '../../../components/button.js';
import { Card } from '../../../components/card.js';
import { cx } from '../../../components/cx.js';
import { useLanguage } from '../../../i18n/use-t.js';
import { ApiError } from '../../../lib/api-client.js';
import { formatNumber } from '../../../lib/format.js';
import type { Speech } from '../api/schemas.js';
import { type SpeechRequest, useApiKeyToken, usePrice, useSaveHistory, useSynthesize } from '../api/speech.js';
import { type TtsTranslate, useTtsT } from '../i18n/register.js';
import {
  type AudioFormat,
  audioFormats,
  defaultVoices,
  downloadAudio,
  isSpeechLanguage,
  maxChars,
  type SpeechLanguage,
  speechLanguages,
  titleOf,
  voiceLabel,
} from '../lib/speech.js';
import { CurlExample } from './curl-example.js';
import styles from './text-to-speech.module.css';
import { VoicesPanel } from './voices-panel.js';

/** The text waits this long after the last keystroke before its price is asked for. */
const priceDelayMs = 400;

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

/** The messages for a failed generation (docs/product.md#text-to-speech) (prefix 'Erro ao gerar áudio: '). */
function failureText(t: TtsTranslate, error: unknown): string {
  let reason: string;
  if (error instanceof ApiError) {
    if (error.status === 0) reason = t('errors.connection');
    else if (error.status === 402) reason = t('errors.insufficientCredits');
    else reason = `${t('errors.apiStatus', { status: error.status })}${error.detail ? ` — ${error.detail}` : ''}`;
  } else if (error instanceof Error && error.name === 'ZodError') {
    reason = t('errors.invalidResponse');
  } else {
    reason = t('errors.connection');
  }
  return `${t('errors.prefix')}${reason}`;
}

export function GenerateTab() {
  const t = useTtsT();
  const uiLanguage = useLanguage();
  const ids = useId();
  const apiKey = useApiKeyToken();
  const synthesize = useSynthesize();
  const saveHistory = useSaveHistory();
  const [language, setLanguage] = useState<SpeechLanguage>('pt-BR');
  const [voice, setVoice] = useState<string>('mariana');
  const [format, setFormat] = useState<AudioFormat>('MP3');
  const [text, setText] = useState('');
  const [result, setResult] = useState<Speech | null>(null);
  const [error, setError] = useState<string | null>(null);

  const request: SpeechRequest = { text, voice, language, audioFormat: format };
  const priced = useDebounced(request, priceDelayMs);
  const price = usePrice(apiKey.data, priced);
  const tooLong = text.length > maxChars;

  // docs/product.md#text-to-speech: changing the text, voice or language clears the generated audio.
  const clear = () => {
    setResult(null);
    setError(null);
  };

  const changeLanguage = (next: string) => {
    if (!isSpeechLanguage(next)) return;
    setLanguage(next);
    setVoice(defaultVoices[next][0] ?? '');
    clear();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!text.trim()) return setError(t('errors.textRequired'));
    if (tooLong) return setError(t('errors.textTooLong'));
    const key = apiKey.data ?? (await apiKey.refetch()).data;
    if (!key) return setError(t('errors.noApiKey'));
    synthesize.mutate(
      { key, request },
      {
        onSuccess: (speech) => {
          setResult(speech);
          saveHistory.mutate({
            title: titleOf(text),
            text,
            voice,
            language,
            audioUrl: speech.audioUrl,
            duration: speech.duration,
            creditsUsed: speech.billing.totalCreditsCharged,
          });
        },
        onError: (cause) => setError(failureText(t, cause)),
      },
    );
  };

  const curlBody = { text: text || 'Olá! Bem-vindo à Alquimia.', voice, language, audioFormat: format };
  return (
    <div className={styles.layout}>
      <Card className={styles.main}>
        <form onSubmit={(event) => void submit(event)} className={styles.form} noValidate>
          <div className={styles.selects}>
            <label className={styles.field} htmlFor={`${ids}-language`}>
              <span className={styles.label}>{t('form.language')}</span>
              <select
                id={`${ids}-language`}
                className={styles.select}
                value={language}
                onChange={(e) => changeLanguage(e.target.value)}
              >
                {speechLanguages.map((code) => (
                  <option key={code} value={code}>
                    {t(`languages.${code}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field} htmlFor={`${ids}-voice`}>
              <span className={styles.label}>{t('form.voice')}</span>
              <select
                id={`${ids}-voice`}
                className={styles.select}
                value={voice}
                onChange={(e) => {
                  setVoice(e.target.value);
                  clear();
                }}
              >
                {defaultVoices[language].map((name) => (
                  <option key={name} value={name}>
                    {voiceLabel(name)}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field} htmlFor={`${ids}-format`}>
              <span className={styles.label}>{t('form.format')}</span>
              <select
                id={`${ids}-format`}
                className={styles.select}
                value={format}
                onChange={(e) => {
                  const next = audioFormats.find((f) => f === e.target.value);
                  if (next) setFormat(next);
                }}
              >
                {audioFormats.map((f) => (
                  <option key={f} value={f}>
                    {f}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className={styles.field}>
            <span className={styles.labelRow}>
              <label className={styles.label} htmlFor={`${ids}-text`}>
                {t('form.text')}
              </label>
              <span
                id={`${ids}-counter`}
                className={cx(styles.counter, tooLong && styles.counterOver)}
                data-testid="tts-counter"
              >
                {t('form.counter', {
                  count: formatNumber(text.length, uiLanguage),
                  max: formatNumber(maxChars, uiLanguage),
                })}
              </span>
            </span>
            <textarea
              id={`${ids}-text`}
              className={styles.textarea}
              value={text}
              maxLength={maxChars}
              rows={8}
              placeholder={t('form.placeholder')}
              aria-invalid={tooLong}
              aria-describedby={`${ids}-counter`}
              onChange={(e) => {
                setText(e.target.value);
                clear();
              }}
            />
          </div>
          <div className={styles.actions}>
            <span className={styles.cost} data-testid="tts-cost" aria-live="polite">
              {text.trim() && !tooLong
                ? price.data !== undefined && priced.text === text
                  ? t('form.cost', { count: price.data })
                  : t('form.costPending')
                : null}
            </span>
            <Button
              type="submit"
              size="lg"
              icon={<Wand2 size={18} aria-hidden="true" />}
              loading={synthesize.isPending}
              disabled={synthesize.isPending}
            >
              {synthesize.isPending ? t('form.generating') : t('form.generate')}
            </Button>
          </div>
          {error ? <Alert tone="error">{error}</Alert> : null}
        </form>
        {result ? (
          <section className={styles.result} aria-label={t('result.title')}>
            <h2 className={styles.sectionTitle}>{t('result.title')}</h2>
            <div className={styles.player}>
              {/* biome-ignore lint/a11y/useMediaCaption: synthetic speech of the text typed above */}
              <audio controls src={result.audioUrl} className={styles.audio} data-testid="tts-audio" />
              <Button
                variant="secondary"
                icon={<Download size={16} aria-hidden="true" />}
                onClick={() => void downloadAudio(result.audioUrl, result.fileName)}
              >
                {t('result.download')}
              </Button>
            </div>
            <p className={styles.muted}>
              {result.duration !== undefined
                ? `${t('result.duration', { seconds: result.duration.toFixed(1) })} · `
                : ''}
              {t('result.charged', { count: result.billing.totalCreditsCharged })} · {result.fileName}
            </p>
          </section>
        ) : null}
        <CurlExample apiKey={apiKey.data ?? null} body={curlBody} />
      </Card>
      <VoicesPanel
        language={language}
        selected={voice}
        onSelect={(name) => {
          setVoice(name);
          clear();
        }}
      />
    </div>
  );
}
