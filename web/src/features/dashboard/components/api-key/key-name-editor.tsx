import { Pencil } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../../components/button.js';
import { useRenameApiKey } from '../../api/api-key.js';
import { useDashboardT } from '../../i18n/use-dashboard-t.js';
import styles from './api-key-page.module.css';
import type { Banner } from './banner.js';

/** The key's name, edited inline: save (name required) or cancel back to the view. */
export function KeyNameEditor({ name, onBanner }: { readonly name: string; readonly onBanner: (b: Banner) => void }) {
  const t = useDashboardT();
  const inputId = useId();
  const rename = useRenameApiKey();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '') {
      setInvalid(true);
      onBanner({ tone: 'error', text: t('apiKey.nameRequired') });
      return;
    }
    setInvalid(false);
    rename.mutate(draft, {
      onSuccess: () => {
        setEditing(false);
        onBanner({ tone: 'success', text: t('apiKey.updateSuccess') });
      },
      onError: () => onBanner({ tone: 'error', text: t('apiKey.updateError') }),
    });
  };

  if (!editing) {
    return (
      <div className={styles.field}>
        <span className={styles.fieldLabel}>{t('apiKey.name')}</span>
        <div className={styles.nameRow}>
          <span className={styles.name} data-testid="key-name">
            {name}
          </span>
          <Button
            variant="ghost"
            size="sm"
            icon={<Pencil size={16} aria-hidden="true" />}
            onClick={() => {
              setDraft(name);
              setInvalid(false);
              setEditing(true);
            }}
          >
            {t('apiKey.editName')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.field} onSubmit={submit} noValidate>
      <label className={styles.fieldLabel} htmlFor={inputId}>
        {t('apiKey.nameLabel')}
      </label>
      <div className={styles.nameRow}>
        <input
          id={inputId}
          className={styles.input}
          value={draft}
          maxLength={100}
          aria-invalid={invalid || undefined}
          onChange={(event) => setDraft(event.target.value)}
          // biome-ignore lint/a11y/noAutofocus: the user just asked to edit this field.
          autoFocus
        />
        <Button type="submit" size="sm" loading={rename.isPending}>
          {rename.isPending ? t('common.saving') : t('common.save')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setEditing(false)} disabled={rename.isPending}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
