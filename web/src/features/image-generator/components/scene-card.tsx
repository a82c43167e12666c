import { RefreshCw, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/index.js';
import type { EditableScene } from '../hooks/types.js';
import { useImageT } from '../i18n/register.js';
import { type Importance, importances } from '../lib/options.js';
import { StyleSelect } from './form-fields.js';
import styles from './image-generator.module.css';

export interface SceneCardProps {
  readonly scene: EditableScene;
  readonly disabled: boolean;
  readonly active: boolean;
  readonly onChange: (scene: EditableScene) => void;
  readonly onRegenerate: () => void;
  readonly onDelete: () => void;
}

/** One scene of step 2: number, title, time range, editable English prompt, style, importance, regenerate, delete. */
export function SceneCard({ scene, disabled, active, onChange, onRegenerate, onDelete }: SceneCardProps) {
  const t = useImageT();
  const ids = { prompt: useId(), importance: useId() };
  return (
    <li className={styles.scene} data-active={active} data-testid="scene">
      <div className={styles.sceneHeader}>
        <h3 className={styles.sceneTitle}>{t('script.sceneHeading', { n: scene.sequence, title: scene.title })}</h3>
        <span className={styles.badge}>{scene.timeRange ?? t('script.timeNA')}</span>
        {scene.isEdited ? <span className={styles.badge}>{t('script.edited')}</span> : null}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.prompt}>
          {t('script.scenePrompt')}
        </label>
        <textarea
          id={ids.prompt}
          className={styles.textarea}
          rows={3}
          value={scene.prompt}
          disabled={disabled}
          onChange={(e) => onChange({ ...scene, prompt: e.target.value, isEdited: true })}
        />
      </div>
      <div className={styles.row}>
        <StyleSelect
          label={t('script.sceneStyle')}
          value={scene.style}
          onChange={(style) => onChange({ ...scene, style })}
        />
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.importance}>
            {t('script.sceneImportance')}
          </label>
          <select
            id={ids.importance}
            className={styles.input}
            value={scene.importance}
            disabled={disabled}
            onChange={(e) =>
              onChange({
                ...scene,
                importance: importances.find((i): i is Importance => i === e.target.value) ?? 'medium',
              })
            }
          >
            {importances.map((i) => (
              <option key={i} value={i}>
                {t(`importance.${i}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.actions}>
        <Button
          size="sm"
          variant="secondary"
          disabled={disabled}
          icon={<RefreshCw size={16} aria-hidden="true" />}
          onClick={onRegenerate}
        >
          {t('script.regenerate')}
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={disabled}
          icon={<Trash2 size={16} aria-hidden="true" />}
          onClick={onDelete}
        >
          {t('script.delete')}
        </Button>
      </div>
    </li>
  );
}
