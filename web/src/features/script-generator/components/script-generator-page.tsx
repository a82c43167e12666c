import { useMutation } from '@tanstack/react-query';
import { Check, Copy, Download, ImagePlus, Wand2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { scriptDurations, scriptLanguages, scriptTones, scriptTypes } from '../../../../../shared/operations/text.js';
import { Alert, Button, Card, TextField } from '../../../components/index.js';
import { currentLanguage } from '../../../i18n/index.js';
import { ApiError } from '../../../lib/api-client.js';
import { scriptHandoffTarget, writeScriptHandoff } from '../../../lib/script-handoff.js';
import { type GeneratedScript, generateScript, type ScriptRequest } from '../api/generate-script.js';
import { scriptGeneratorCatalogue, useScriptT } from '../i18n/register.js';
import styles from './script-generator.module.css';

scriptGeneratorCatalogue.register();

/** `roteiro-como-economizar-energia.txt`: the title in ASCII, lower case, dashes. */
export const scriptFileName = (title: string): string => {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `roteiro${slug ? `-${slug}` : ''}.txt`;
};

const downloadText = (text: string, name: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/**
 * /dashboard/gerador-roteiro: topic, type, duration, tone and audience → a timed script
 * (docs/product.md#script-generator).
 */
export function ScriptGeneratorPage() {
  const t = useScriptT();
  const navigate = useNavigate();
  const ids = { type: useId(), duration: useId(), tone: useId(), language: useId(), topic: useId() };
  const [form, setForm] = useState<ScriptRequest>({
    topic: '',
    scriptType: 'youtube',
    duration: 5,
    tone: 'professional',
    audience: '',
    language: currentLanguage(),
  });
  const [invalid, setInvalid] = useState(false);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [handoffFailed, setHandoffFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const generation = useMutation({ mutationFn: generateScript });
  const result: GeneratedScript | undefined = generation.data;

  const set = <K extends keyof ScriptRequest>(key: K, value: ScriptRequest[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.topic.trim() === '') {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setCopy('idle');
    const audience = form.audience?.trim();
    generation.mutate({ ...form, topic: form.topic.trim(), audience: audience ? audience : undefined });
  };

  const onCopy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopy('idle'), 3000);
  };

  const onSendToImages = (script: GeneratedScript) => {
    // The image generator's script field holds 20,000 characters; a longer script is cut there.
    const sent = writeScriptHandoff({ script: script.script.slice(0, 20000), durationMinutes: form.duration });
    if (!sent) {
      setHandoffFailed(true);
      return;
    }
    navigate(scriptHandoffTarget);
  };

  const error = generation.error;
  const errorText = error instanceof ApiError || error instanceof Error ? error.message : '';

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.muted}>{t('description')}</p>
      </header>
      <div className={styles.layout}>
        <Card className={styles.panel}>
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <h2 className={styles.panelTitle}>{t('form.title')}</h2>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={ids.topic}>
                {t('form.topic')}
              </label>
              <textarea
                id={ids.topic}
                className={styles.textarea}
                rows={3}
                maxLength={500}
                required
                aria-invalid={invalid}
                value={form.topic}
                placeholder={t('form.topicPlaceholder')}
                onChange={(e) => set('topic', e.target.value)}
              />
            </div>
            {invalid ? <Alert tone="error">{t('messages.topicRequired')}</Alert> : null}
            <div className={styles.grid}>
              <div className={styles.field}>
                <label className={styles.label} htmlFor={ids.type}>
                  {t('form.scriptType')}
                </label>
                <select
                  id={ids.type}
                  className={styles.select}
                  value={form.scriptType}
                  onChange={(e) => set('scriptType', scriptTypes.find((v) => v === e.target.value) ?? 'youtube')}
                >
                  {scriptTypes.map((v) => (
                    <option key={v} value={v}>
                      {t(`types.${v}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className={styles.field}>
                <label className={styles.label} htmlFor={ids.duration}>
                  {t('form.duration')}
                </label>
                <select
                  id={ids.duration}
                  className={styles.select}
                  value={form.duration}
                  onChange={(e) => set('duration', scriptDurations.find((v) => v === Number(e.target.value)) ?? 5)}
                >
                  {scriptDurations.map((v) => (
                    <option key={v} value={v}>
                      {t('form.minutes', { count: v })}
                    </option>
                  ))}
                </select>
              </div>
              <div className={styles.field}>
                <label className={styles.label} htmlFor={ids.tone}>
                  {t('form.tone')}
                </label>
                <select
                  id={ids.tone}
                  className={styles.select}
                  value={form.tone}
                  onChange={(e) => set('tone', scriptTones.find((v) => v === e.target.value) ?? 'professional')}
                >
                  {scriptTones.map((v) => (
                    <option key={v} value={v}>
                      {t(`tones.${v}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className={styles.field}>
                <label className={styles.label} htmlFor={ids.language}>
                  {t('form.language')}
                </label>
                <select
                  id={ids.language}
                  className={styles.select}
                  value={form.language}
                  onChange={(e) => set('language', scriptLanguages.find((v) => v === e.target.value) ?? 'pt')}
                >
                  {scriptLanguages.map((v) => (
                    <option key={v} value={v}>
                      {t(`languages.${v}`)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <TextField
              label={t('form.audience')}
              value={form.audience ?? ''}
              maxLength={200}
              placeholder={t('form.audiencePlaceholder')}
              onChange={(e) => set('audience', e.target.value)}
            />
            <Button type="submit" loading={generation.isPending} icon={<Wand2 size={18} aria-hidden="true" />}>
              {generation.isPending ? t('form.generating') : t('form.generate')}
            </Button>
          </form>
        </Card>

        <Card className={styles.panel} aria-live="polite" data-testid="script-result">
          <h2 className={styles.panelTitle}>{t('result.title')}</h2>
          {generation.isError ? <Alert tone="error">{t('messages.error', { message: errorText })}</Alert> : null}
          {result ? (
            <>
              <div className={styles.meta}>
                <span className={styles.badge} data-source={result.source}>
                  {result.source === 'llm' ? t('result.sourceLlm') : t('result.sourceTemplate')}
                </span>
                <span className={styles.muted}>
                  {t('result.words', { count: result.wordCount, target: result.targetWords })}
                </span>
              </div>
              {result.source === 'template' ? (
                <Alert tone="info">{result.fallbackReason ? t('result.fallback') : t('result.template')}</Alert>
              ) : null}
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={
                    copy === 'copied' ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />
                  }
                  onClick={() => void onCopy(result.script)}
                >
                  {t('result.copy')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Download size={16} aria-hidden="true" />}
                  onClick={() => downloadText(result.script, scriptFileName(result.title))}
                >
                  {t('result.download')}
                </Button>
                <Button
                  size="sm"
                  icon={<ImagePlus size={16} aria-hidden="true" />}
                  onClick={() => onSendToImages(result)}
                >
                  {t('result.toImages')}
                </Button>
              </div>
              {copy === 'copied' ? <Alert tone="success">{t('result.copied')}</Alert> : null}
              {copy === 'failed' ? <Alert tone="error">{t('result.copyError')}</Alert> : null}
              {handoffFailed ? <Alert tone="error">{t('messages.handoffError')}</Alert> : null}
              <article className={styles.script}>
                <h3 className={styles.scriptTitle}>{result.title}</h3>
                <ol className={styles.sections}>
                  {result.sections.map((section) => (
                    <li
                      key={`${section.startTime}-${section.heading}`}
                      className={styles.section}
                      data-testid="section"
                    >
                      <p className={styles.sectionHead}>
                        <span className={styles.time}>{section.timeRange}</span> {section.heading}
                      </p>
                      <p className={styles.sectionText}>{section.text}</p>
                    </li>
                  ))}
                </ol>
              </article>
            </>
          ) : generation.isPending || generation.isError ? null : (
            <p className={styles.muted}>{t('result.empty')}</p>
          )}
        </Card>
      </div>
    </div>
  );
}

export default ScriptGeneratorPage;
