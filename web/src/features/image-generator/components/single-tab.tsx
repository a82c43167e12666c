import { useQuery } from '@tanstack/react-query';
import { Code, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, Button, Card, Spinner } from '../../../components/index.js';
import { priceQuery } from '../hooks/keys.js';
import type { GeneratedImage } from '../hooks/types.js';
import { useDebounced } from '../hooks/use-debounced.js';
import { buildRequest, generationErrorText, useGenerate } from '../hooks/use-generate.js';
import { useImageT } from '../i18n/register.js';
import { downloadImages } from '../lib/download.js';
import {
  clamp,
  defaultNegativePrompt,
  limits,
  type Mood,
  type Resolution,
  resolutions,
  type Style,
} from '../lib/options.js';
import { CurlModal } from './curl-modal.js';
import { MoodSelect, ResolutionPicker, StyleSelect } from './form-fields.js';
import styles from './image-generator.module.css';
import { ImageGrid } from './image-grid.js';

export interface TabProps {
  readonly apiKey: string | null;
  readonly onToast: (message: string, tone: 'success' | 'error') => void;
}

/** One prompt → 1-4 images, priced with dry_run before generating. */
export function SingleTab({ apiKey, onToast }: TabProps) {
  const t = useImageT();
  const ids = { prompt: useId(), negative: useId(), quantity: useId() };
  const [resolution, setResolution] = useState<Resolution>(resolutions[0]);
  const [prompt, setPrompt] = useState('');
  const [negativePrompt, setNegativePrompt] = useState(defaultNegativePrompt);
  const [style, setStyle] = useState<Style>('none');
  const [mood, setMood] = useState<Mood>('neutral');
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [images, setImages] = useState<GeneratedImage[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [curlOpen, setCurlOpen] = useState(false);
  const generate = useGenerate(t);

  const options = { prompt, negativePrompt, resolution, quantity, style, mood };
  const request = buildRequest(options);
  const settled = useDebounced(request, JSON.stringify(request), 400);
  const price = useQuery(priceQuery(settled, apiKey));

  const onGenerate = async () => {
    setError(null);
    if (!prompt.trim()) {
      setError(t('messages.promptRequired'));
      return;
    }
    if (!apiKey) {
      setError(t('messages.keyRequired'));
      return;
    }
    setBusy(true);
    try {
      const result = await generate(options, apiKey);
      setImages(result.images);
      setSelected(new Set());
      if (result.warnings.length > 0) setError(result.warnings.join(' '));
    } catch (e) {
      setError(generationErrorText(t, e));
    } finally {
      setBusy(false);
    }
  };

  const download = async (ids: readonly string[]) => {
    if (ids.length === 0) {
      onToast(t('messages.selectOne'), 'error');
      return;
    }
    try {
      await downloadImages(
        images.filter((i) => ids.includes(i.id)),
        'image',
      );
    } catch {
      onToast(ids.length > 1 ? t('messages.zipError') : t('messages.downloadError'), 'error');
    }
  };

  return (
    <div className={styles.columns}>
      <Card className={styles.panel}>
        <ResolutionPicker value={resolution} onChange={setResolution} />
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.prompt}>
            {t('form.prompt')}
          </label>
          <textarea
            id={ids.prompt}
            className={styles.textarea}
            rows={4}
            maxLength={2000}
            value={prompt}
            placeholder={t('form.promptPlaceholder')}
            onChange={(e) => setPrompt(e.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.negative}>
            {t('form.negativePrompt')}
          </label>
          <input
            id={ids.negative}
            className={styles.input}
            value={negativePrompt}
            maxLength={2000}
            onChange={(e) => setNegativePrompt(e.target.value)}
          />
        </div>
        <div className={styles.row}>
          <StyleSelect label={t('form.style')} value={style} onChange={setStyle} />
          <MoodSelect label={t('form.mood')} value={mood} onChange={setMood} />
          <div className={styles.field}>
            <label className={styles.label} htmlFor={ids.quantity}>
              {t('form.quantity')}
            </label>
            <input
              id={ids.quantity}
              className={styles.input}
              type="number"
              min={limits.quantity.min}
              max={limits.quantity.max}
              value={quantity}
              onChange={(e) => setQuantity(clamp(Number(e.target.value), limits.quantity.min, limits.quantity.max))}
            />
          </div>
        </div>
        <p className={styles.cost} data-testid="cost">
          {price.data
            ? price.data.balance === undefined
              ? t('form.cost', { count: price.data.credits })
              : t('form.costWithBalance', { count: price.data.credits, balance: price.data.balance })
            : price.error
              ? generationErrorText(t, price.error)
              : null}
        </p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className={styles.actions}>
          <Button icon={<Sparkles size={18} aria-hidden="true" />} loading={busy} disabled={busy} onClick={onGenerate}>
            {busy ? t('form.generating') : t('form.generate')}
          </Button>
          <Button variant="secondary" icon={<Code size={18} aria-hidden="true" />} onClick={() => setCurlOpen(true)}>
            {t('form.viewCurl')}
          </Button>
        </div>
      </Card>
      <Card className={styles.panel} data-testid="result-panel">
        <h2 className={styles.panelTitle}>{t('result.title')}</h2>
        {busy ? (
          <Spinner centered label={t('result.loading')} />
        ) : images.length === 0 ? (
          <p className={styles.muted}>{t('result.empty')}</p>
        ) : (
          <ImageGrid
            testId="result-grid"
            images={images.map((i) => ({ id: i.id, url: i.url, caption: `${i.resolution}` }))}
            selected={selected}
            onSelectedChange={setSelected}
            onDownload={download}
          />
        )}
      </Card>
      <CurlModal open={curlOpen} onClose={() => setCurlOpen(false)} request={request} apiKey={apiKey ?? ''} />
    </div>
  );
}
