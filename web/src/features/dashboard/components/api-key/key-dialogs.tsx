import { type FormEvent, useState } from 'react';
import { TextField } from '../../../../components/text-field.js';
import { useRenameKey, useRevokeKey } from '../../api/named-keys.js';
import type { KeySummary } from '../../api/schemas.js';
import { ConfirmDialog, FormDialog } from '../common/action-dialogs.js';
import type { Banner } from './banner.js';
import styles from './keys.module.css';
import { useKeysT } from './keys-catalogue.js';

interface KeyDialogProps {
  readonly apiKey: KeySummary;
  readonly onClose: () => void;
  readonly onBanner: (banner: Banner) => void;
}

/** A new name for one key (required, like the main key's). */
export function RenameKeyDialog({ apiKey, onClose, onBanner }: KeyDialogProps) {
  const t = useKeysT();
  const rename = useRenameKey();
  const [name, setName] = useState(apiKey.name);
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(t('keys.nameRequired'));
      return;
    }
    rename.mutate(
      { id: apiKey.id, name },
      {
        onSuccess: () => {
          onClose();
          onBanner({ tone: 'success', text: t('keys.renameSuccess') });
        },
        onError: () => onBanner({ tone: 'error', text: t('keys.renameError') }),
      },
    );
  };

  return (
    <FormDialog
      title={t('keys.renameTitle')}
      size="sm"
      onClose={onClose}
      onSubmit={submit}
      action={{ busy: rename.isPending, label: t('common.save'), busyLabel: t('common.saving') }}
      formClassName={styles.form}
    >
      <TextField
        label={t('keys.nameLabel')}
        value={name}
        maxLength={100}
        error={error}
        onChange={(event) => setName(event.target.value)}
        autoFocus
      />
    </FormDialog>
  );
}

/** Revoking asks first: calls with the key are refused within the authorizer's cache time. */
export function RevokeKeyDialog({ apiKey, onClose, onBanner }: KeyDialogProps) {
  const t = useKeysT();
  const revoke = useRevokeKey();
  const confirm = () =>
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        onClose();
        onBanner({ tone: 'success', text: t('keys.revokeSuccess') });
      },
      onError: () => {
        onClose();
        onBanner({ tone: 'error', text: t('keys.revokeError') });
      },
    });
  return (
    <ConfirmDialog
      open
      title={t('keys.revokeTitle', { name: apiKey.name })}
      text={t('keys.revokeText')}
      onClose={onClose}
      onConfirm={confirm}
      action={{ busy: revoke.isPending, label: t('keys.revokeConfirm'), busyLabel: t('keys.revoking') }}
    />
  );
}
