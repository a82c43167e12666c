import { Loader2, Pause, Play, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/alert.js';
import { Spinner } from '../../../components/spinner.js';
import { useGenerateSample, useVoices } from '../api/speech.js';
import { useTtsT } from '../i18n/register.js';
import { type SpeechLanguage, voiceLabel } from '../lib/speech.js';
import styles from './text-to-speech.module.css';

/**
 * The voices of the chosen language with their samples. One sample plays at a time; changing the language stops
 * playback; pressing the playing voice pauses it; at the end the voice returns to idle
 * (docs/product.md#text-to-speech).
 */
export function VoicesPanel({
  language,
  selected,
  onSelect,
}: {
  readonly language: SpeechLanguage;
  readonly selected: string;
  readonly onSelect: (voice: string) => void;
}) {
  const t = useTtsT();
  const voices = useVoices(language);
  const generate = useGenerateSample();
  const player = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: stopping playback is exactly what a language change does
  useEffect(() => {
    player.current?.pause();
    setPlaying(null);
    setError(null);
  }, [language]);

  useEffect(() => () => player.current?.pause(), []);

  const play = (voice: string, url: string) => {
    if (playing === voice) {
      player.current?.pause();
      setPlaying(null);
      return;
    }
    player.current?.pause();
    const audio = new Audio(url);
    audio.onended = () => setPlaying((current) => (current === voice ? null : current));
    player.current = audio;
    setPlaying(voice);
    audio.play().catch(() => setPlaying(null));
  };

  const makeSample = (voice: string) => {
    setError(null);
    generate.mutate(
      { voiceName: voice, language },
      {
        onSuccess: (sample) => play(voice, sample.audioUrl),
        onError: (cause) => setError(t('errors.sample', { message: cause.message })),
      },
    );
  };

  const languageName = t(`languages.${language}`);
  return (
    <aside className={styles.voices} aria-label={t('voices.title')}>
      <h2 className={styles.sectionTitle}>{t('voices.title')}</h2>
      <p className={styles.muted}>{t('voices.subtitle', { language: languageName })}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {voices.isPending ? (
        <Spinner size="sm" />
      ) : (voices.data ?? []).length === 0 ? (
        <p className={styles.muted}>{t('voices.empty')}</p>
      ) : (
        <ul className={styles.voiceList}>
          {(voices.data ?? []).map((voice) => {
            const name = voiceLabel(voice.voiceName);
            const busy = generate.isPending && generate.variables?.voiceName === voice.voiceName;
            const isSelected = voice.voiceName === selected;
            return (
              <li
                key={voice.voiceName}
                className={isSelected ? styles.voiceSelected : styles.voice}
                data-voice={voice.voiceName}
              >
                <button
                  type="button"
                  className={styles.voicePick}
                  onClick={() => onSelect(voice.voiceName)}
                  aria-pressed={isSelected}
                >
                  <span className={styles.voiceName}>{name}</span>
                  <span className={styles.voiceMeta}>{t(`gender.${voice.gender}`)}</span>
                </button>
                {voice.hasAudio && voice.audioUrl ? (
                  <button
                    type="button"
                    className={styles.roundButton}
                    aria-label={
                      playing === voice.voiceName
                        ? t('voices.pause', { voice: name })
                        : t('voices.play', { voice: name })
                    }
                    onClick={() => play(voice.voiceName, voice.audioUrl ?? '')}
                  >
                    {playing === voice.voiceName ? (
                      <Pause size={16} aria-hidden="true" />
                    ) : (
                      <Play size={16} aria-hidden="true" />
                    )}
                  </button>
                ) : (
                  <button
                    type="button"
                    className={styles.roundButton}
                    aria-label={t('voices.generate', { voice: name })}
                    title={t('voices.generate', { voice: name })}
                    disabled={generate.isPending}
                    onClick={() => makeSample(voice.voiceName)}
                  >
                    {busy ? (
                      <Loader2 size={16} className={styles.spin} aria-hidden="true" />
                    ) : (
                      <Sparkles size={16} aria-hidden="true" />
                    )}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
