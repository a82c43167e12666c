import { Download } from 'lucide-react';
import { Button } from '../../../components/index.js';
import { useImageT } from '../i18n/register.js';
import styles from './image-generator.module.css';

export interface GridImage {
  readonly id: string;
  readonly url: string;
  readonly caption: string;
}

export interface ImageGridProps {
  readonly images: readonly GridImage[];
  readonly selected: ReadonlySet<string>;
  readonly onSelectedChange: (next: Set<string>) => void;
  readonly onDownload: (ids: readonly string[]) => void;
  /** Opens one image (history: the expanded modal). */
  readonly onOpen?: (id: string) => void;
  readonly testId: string;
}

/** Images with checkboxes and the select all / clear / download selected bar (shown with more than one image). */
export function ImageGrid({ images, selected, onSelectedChange, onDownload, onOpen, testId }: ImageGridProps) {
  const t = useImageT();
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  };
  return (
    <div data-testid={testId}>
      {images.length > 1 ? (
        <div className={styles.toolbar}>
          <Button size="sm" variant="secondary" onClick={() => onSelectedChange(new Set(images.map((i) => i.id)))}>
            {t('result.selectAll')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onSelectedChange(new Set())}>
            {t('result.clear')}
          </Button>
          <Button size="sm" icon={<Download size={16} aria-hidden="true" />} onClick={() => onDownload([...selected])}>
            {t('result.downloadSelected', { count: selected.size })}
          </Button>
        </div>
      ) : null}
      <ul className={styles.grid}>
        {images.map((image, i) => (
          <li key={image.id} className={styles.tile} data-selected={selected.has(image.id)}>
            <button
              type="button"
              className={styles.thumbButton}
              onClick={() => (onOpen ? onOpen(image.id) : toggle(image.id))}
            >
              <img src={image.url} alt={image.caption} className={styles.thumb} loading="lazy" />
            </button>
            <div className={styles.tileBar}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={selected.has(image.id)}
                  onChange={() => toggle(image.id)}
                  aria-label={t('result.select', { n: i + 1 })}
                />
                <span className={styles.caption}>{image.caption}</span>
              </label>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('result.download')}
                icon={<Download size={16} aria-hidden="true" />}
                onClick={() => onDownload([image.id])}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
