import { Play, Wand2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, Button, Card } from '../../../components/index.js';
import type { ScriptHandoff } from '../../../lib/script-handoff.js';
import { processScript } from '../api/calls.js';
import type { ProcessedScript } from '../api/schemas.js';
import type { EditableScene, GeneratedImage } from '../hooks/types.js';
import { generationErrorText, useGenerate } from '../hooks/use-generate.js';
import { useImageT } from '../i18n/register.js';
import { downloadImages } from '../lib/download.js';
import { clamp, limits, type Mood, type Resolution, resolutions, type Style } from '../lib/options.js';
import { regeneratePrompt } from '../lib/prompt.js';
import { MoodSelect, ResolutionPicker, StyleSelect } from './form-fields.js';
import styles from './image-generator.module.css';
import { ImageGrid } from './image-grid.js';
import { SceneCard } from './scene-card.js';
import type { TabProps } from './single-tab.js';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ScriptTabProps extends TabProps {
  /** The pauses of docs/product.md#image-generator (2 s before processing, 2 s between scenes); tests pass zeros. */
  readonly delays?: { readonly processMs: number; readonly sceneMs: number };
  /** A script sent from the script generator, prefilled in step 1. */
  readonly initial?: ScriptHandoff;
}

const toEditable = (result: ProcessedScript, style: Style, mood: Mood): EditableScene[] =>
  result.scenes.map((s) => ({
    id: s.id,
    title: s.title,
    sequence: s.sequence,
    prompt: s.prompt,
    originalPrompt: s.originalPrompt ?? s.prompt,
    style: s.style ?? style,
    mood: s.mood ?? mood,
    timing: s.timing ?? null,
    timeRange: s.timeRange ?? null,
    elements: s.elements,
    importance: s.importance,
    isEdited: false,
  }));

/** Script → scenes (step 1) → edit and generate every scene in turn (step 2). */
export function ScriptTab({
  apiKey,
  onToast,
  delays = { processMs: limits.processDelayMs, sceneMs: limits.sceneDelayMs },
  initial,
}: ScriptTabProps) {
  const t = useImageT();
  const ids = { script: useId(), duration: useId(), unit: useId(), scenes: useId() };
  const [resolution, setResolution] = useState<Resolution>(resolutions[0]);
  const [script, setScript] = useState(initial?.script ?? '');
  const [duration, setDuration] = useState(initial?.durationMinutes ?? 60);
  const [unit, setUnit] = useState<'seconds' | 'minutes'>(initial?.durationMinutes ? 'minutes' : 'seconds');
  const [sceneCount, setSceneCount] = useState(5);
  const [style, setStyle] = useState<Style>('none');
  const [mood, setMood] = useState<Mood>('neutral');
  const [scenes, setScenes] = useState<EditableScene[]>([]);
  const [source, setSource] = useState<ProcessedScript['source']>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [current, setCurrent] = useState<EditableScene | null>(null);
  const [done, setDone] = useState(0);
  const [images, setImages] = useState<GeneratedImage[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const generate = useGenerate(t);
  const totalSeconds = unit === 'minutes' ? duration * 60 : duration;

  const onProcess = async () => {
    setError(null);
    setBusy(true);
    try {
      await wait(delays.processMs);
      const result = await processScript({
        script,
        videoDuration: totalSeconds,
        globalStyle: style === 'none' ? undefined : style,
        globalMood: mood === 'neutral' ? undefined : mood,
        desiredImages: sceneCount,
      });
      setScenes(toEditable(result, style, mood));
      setSource(result.source);
    } catch {
      setError(t('messages.scriptError'));
    } finally {
      setBusy(false);
    }
  };

  const onNewScript = () => {
    setScenes([]);
    setImages([]);
    setScript('');
    setSelected(new Set());
    setErrors([]);
    setSource(undefined);
  };

  const onGenerateAll = async () => {
    if (scenes.length === 0) {
      setError(t('messages.noScenes'));
      return;
    }
    if (!apiKey) {
      setError(t('messages.keyRequired'));
      return;
    }
    setBusy(true);
    setErrors([]);
    setDone(0);
    const made: GeneratedImage[] = [];
    const failures: string[] = [];
    try {
      for (const [i, scene] of scenes.entries()) {
        setCurrent(scene);
        try {
          const result = await generate(
            {
              prompt: scene.prompt,
              resolution,
              quantity: 1,
              style: scene.style,
              mood: scene.mood,
              scene: { id: scene.id, title: scene.title, sequence: scene.sequence },
            },
            apiKey,
          );
          made.push(...result.images);
          setImages([...made]);
          failures.push(...result.warnings);
        } catch (e) {
          failures.push(
            t('messages.sceneError', { n: scene.sequence, title: scene.title, message: generationErrorText(t, e) }),
          );
        }
        setDone(i + 1);
        if (i < scenes.length - 1) await wait(delays.sceneMs);
      }
    } catch (e) {
      failures.push(t('messages.generalError', { message: e instanceof Error ? e.message : String(e) }));
    } finally {
      setCurrent(null);
      setBusy(false);
      setErrors(failures);
      if (made.length > 0) onToast(t('messages.done', { count: made.length }), 'success');
      else onToast(t('messages.noneGenerated'), 'error');
    }
  };

  const download = async (idsToGet: readonly string[]) => {
    if (idsToGet.length === 0) {
      onToast(t('messages.selectOne'), 'error');
      return;
    }
    try {
      await downloadImages(
        images.filter((i) => idsToGet.includes(i.id)),
        'image',
      );
    } catch {
      onToast(idsToGet.length > 1 ? t('messages.zipError') : t('messages.downloadError'), 'error');
    }
  };

  const update = (next: EditableScene) => setScenes((all) => all.map((s) => (s.id === next.id ? next : s)));

  if (scenes.length === 0) {
    return (
      <Card className={styles.panel}>
        <h2 className={styles.panelTitle}>{t('script.step1')}</h2>
        <ResolutionPicker value={resolution} onChange={setResolution} />
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.script}>
            {t('script.script')}
          </label>
          <textarea
            id={ids.script}
            className={styles.textarea}
            rows={8}
            maxLength={20000}
            value={script}
            placeholder={t('script.scriptPlaceholder')}
            onChange={(e) => setScript(e.target.value)}
          />
        </div>
        <div className={styles.row}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={ids.duration}>
              {t('script.duration')}
            </label>
            <div className={styles.inline}>
              <input
                id={ids.duration}
                className={styles.input}
                type="number"
                min={limits.duration.min}
                max={limits.duration.max}
                value={duration}
                onChange={(e) => setDuration(clamp(Number(e.target.value), limits.duration.min, limits.duration.max))}
              />
              <select
                id={ids.unit}
                aria-label={t('script.duration')}
                className={styles.input}
                value={unit}
                onChange={(e) => setUnit(e.target.value === 'minutes' ? 'minutes' : 'seconds')}
              >
                <option value="seconds">{t('script.seconds')}</option>
                <option value="minutes">{t('script.minutes')}</option>
              </select>
            </div>
            <span className={styles.hint} data-testid="total-seconds">
              {t('script.total', { seconds: totalSeconds })}
            </span>
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={ids.scenes}>
              {t('script.scenes')}
            </label>
            <input
              id={ids.scenes}
              className={styles.input}
              type="number"
              min={limits.scenes.min}
              max={limits.scenes.max}
              value={sceneCount}
              onChange={(e) => setSceneCount(clamp(Number(e.target.value), limits.scenes.min, limits.scenes.max))}
            />
          </div>
        </div>
        <div className={styles.row}>
          <StyleSelect label={t('script.globalStyle')} value={style} onChange={setStyle} />
          <MoodSelect label={t('script.globalMood')} value={mood} onChange={setMood} />
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className={styles.actions}>
          <Button
            icon={<Wand2 size={18} aria-hidden="true" />}
            disabled={!script.trim() || busy}
            loading={busy}
            onClick={onProcess}
          >
            {busy ? t('script.processing') : t('script.process')}
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <div className={styles.stack}>
      <Card className={styles.panel}>
        <div className={styles.panelHeader}>
          <h2 className={styles.panelTitle}>{t('script.step2')}</h2>
          {source ? <span className={styles.badge}>{t(`script.source.${source}`)}</span> : null}
        </div>
        {busy ? (
          <div className={styles.progress} data-testid="progress">
            <progress max={scenes.length} value={done} />
            <span>{current ? t('script.progress', { n: current.sequence, title: current.title }) : null}</span>
            <span data-testid="progress-count">{t('script.count', { done, total: scenes.length })}</span>
          </div>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        {errors.length > 0 ? (
          <Alert tone="error">
            {errors.map((e) => (
              <p key={e}>{e}</p>
            ))}
          </Alert>
        ) : null}
        <ol className={styles.scenes}>
          {scenes.map((scene) => (
            <SceneCard
              key={scene.id}
              scene={scene}
              disabled={busy}
              active={current?.id === scene.id}
              onChange={update}
              onRegenerate={() => update({ ...scene, prompt: regeneratePrompt(scene), isEdited: false })}
              onDelete={() => {
                setScenes((all) => all.filter((s) => s.id !== scene.id));
                onToast(t('messages.sceneDeleted'), 'success');
              }}
            />
          ))}
        </ol>
        <div className={styles.actions}>
          <Button variant="secondary" disabled={busy} onClick={onNewScript}>
            {t('script.newScript')}
          </Button>
          <Button icon={<Play size={18} aria-hidden="true" />} disabled={busy} loading={busy} onClick={onGenerateAll}>
            {t('script.generateAll')}
          </Button>
        </div>
      </Card>
      {images.length > 0 ? (
        <Card className={styles.panel} data-testid="result-panel">
          <h2 className={styles.panelTitle}>{t('result.title')}</h2>
          <ImageGrid
            testId="result-grid"
            images={images.map((i) => ({
              id: i.id,
              url: i.url,
              caption: `${i.sceneSequence ?? ''}. ${i.sceneTitle ?? ''}`,
            }))}
            selected={selected}
            onSelectedChange={setSelected}
            onDownload={download}
          />
        </Card>
      ) : null}
    </div>
  );
}
