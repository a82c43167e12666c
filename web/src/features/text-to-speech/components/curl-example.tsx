import { Check, ChevronDown, Copy, Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTtsT } from '../i18n/register.js';
import { curlExample, maskKey } from '../lib/speech.js';
import styles from './text-to-speech.module.css';

/** The collapsible cURL example of the current form, with the user's real key masked until revealed. */
export function CurlExample({
  apiKey,
  body,
}: {
  readonly apiKey: string | null;
  readonly body: Record<string, unknown>;
}) {
  const t = useTtsT();
  const [open, setOpen] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const [copied, setCopied] = useState(false);
  const key = apiKey ?? 'SUA_API_KEY';
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const shown = curlExample(origin, revealed || !apiKey ? key : maskKey(key), body);

  const copy = async () => {
    try {
      // The copy always carries the real key, so the command works when pasted.
      await navigator.clipboard.writeText(curlExample(origin, key, body));
      setCopied(true);
      setTimeout(() => setCopied(false), 3000);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section className={styles.curl}>
      <button
        type="button"
        className={styles.curlToggle}
        aria-expanded={open}
        aria-controls="tts-curl"
        onClick={() => setOpen((v) => !v)}
      >
        <ChevronDown size={16} aria-hidden="true" className={open ? styles.chevronOpen : styles.chevron} />
        {open ? t('curl.hide') : t('curl.show')}
      </button>
      {open ? (
        <div id="tts-curl" className={styles.curlBody}>
          <div className={styles.curlBar}>
            <span className={styles.curlTitle}>{t('curl.title')}</span>
            {apiKey ? (
              <button type="button" className={styles.iconButton} onClick={() => setRevealed((v) => !v)}>
                {revealed ? <EyeOff size={14} aria-hidden="true" /> : <Eye size={14} aria-hidden="true" />}
                {revealed ? t('curl.conceal') : t('curl.reveal')}
              </button>
            ) : null}
            <button type="button" className={styles.iconButton} onClick={() => void copy()}>
              {copied ? <Check size={14} aria-hidden="true" /> : <Copy size={14} aria-hidden="true" />}
              {t('curl.copy')}
            </button>
          </div>
          <pre className={styles.code} data-testid="tts-curl">
            <code>{shown}</code>
          </pre>
          {copied ? (
            <p className={styles.copied} role="status">
              {t('curl.copied')}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
