import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/button.js';
import { Modal } from '../../../../components/modal.js';
import { TextField } from '../../../../components/text-field.js';
import { useRenameKey, useRevokeKey } from '../../api/named-keys.js';
import type { KeySummary } from '../../api/schemas.js';
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
    <Modal open size="sm" onClose={onClose} title={t('keys.renameTitle')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('keys.nameLabel')}
          value={name}
          maxLength={100}
          error={error}
          onChange={(event) => setName(event.target.value)}
          autoFocus
        />
        <div className={styles.rowActions}>
          <Button type="submit" loading={rename.isPending}>
            {rename.isPending ? t('common.saving') : t('common.save')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={rename.isPending}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
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
    <Modal
      open
      size="sm"
      onClose={onClose}
      title={t('keys.revokeTitle', { name: apiKey.name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={revoke.isPending}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={revoke.isPending}>
            {revoke.isPending ? t('keys.revoking') : t('keys.revokeConfirm')}
          </Button>
        </>
      }
    >
      <p>{t('keys.revokeText')}</p>
    </Modal>
  );
}
