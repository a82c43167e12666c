import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { exportIdParam } from '../../../../../../shared/email-links.js';
import { Alert } from '../../../../components/alert.js';
import { Button } from '../../../../components/button.js';
import { Card } from '../../../../components/card.js';
import { Modal } from '../../../../components/modal.js';
import { TextField } from '../../../../components/text-field.js';
import { accountDeletedHref } from '../../../../lib/account-deleted-address.js';
import { ApiError } from '../../../../lib/api-client.js';
import { signOut } from '../../../../lib/auth.js';
import { useDeleteAccount, useQueuedExport, useRequestExport } from '../../api/account-data.js';
import { usePrivacyT } from './privacy-catalogue.js';
import styles from './profile-page.module.css';

/**
 * "Your data" (docs/privacy.md): the export of everything kept about the account, and the deletion of the account
 * after the password is typed again. Opened from the export e-mail (`?export=<id>`, shared/email-links.ts), it shows
 * that export with a freshly signed download.
 */
export function YourData() {
  const t = usePrivacyT();
  const exporter = useRequestExport();
  const [search] = useSearchParams();
  const queued = exporter.data?.status === 'running' ? exporter.data.id : undefined;
  // The export the e-mail links to, until the holder asks for a new one here.
  const mailed = search.get(exportIdParam) ?? undefined;
  const following = useQueuedExport(exporter.data ? queued : mailed);
  const [deleting, setDeleting] = useState(false);
  // A large account's export is queued (202 `running`) and followed here until the sweep has built it.
  const current = following.data ?? exporter.data;
  const ready = current?.status === 'ready' ? current : undefined;
  return (
    <Card>
      <section aria-labelledby="profile-privacy" className={styles.form}>
        <h2 id="profile-privacy" className={styles.sectionTitle}>
          {t('privacy.title')}
        </h2>
        <p className={styles.languageHint}>{t('privacy.description')}</p>
        <h3 className={styles.subTitle}>{t('privacy.exportTitle')}</h3>
        <p className={styles.hint}>{t('privacy.exportHint')}</p>
        {exporter.isPending ? (
          <p role="status" className={styles.hint}>
            {t('privacy.exportPreparing')}
          </p>
        ) : null}
        {current?.status === 'running' ? <Alert tone="info">{t('privacy.exportQueued')}</Alert> : null}
        {exporter.isError || current?.status === 'failed' ? (
          <Alert tone="error">{t('privacy.exportError')}</Alert>
        ) : null}
        {ready?.url ? (
          <Alert tone="success">
            <span>{ready.emailed ? t('privacy.exportReadyEmailed') : t('privacy.exportReady')} </span>
            <a href={ready.url} download>
              {t('privacy.exportDownload')}
            </a>
          </Alert>
        ) : null}
        <div>
          <Button
            type="button"
            variant="secondary"
            loading={exporter.isPending}
            disabled={current?.status === 'running'}
            onClick={() => exporter.mutate()}
          >
            {t('privacy.exportButton')}
          </Button>
        </div>
        <h3 className={styles.subTitle}>{t('privacy.deleteTitle')}</h3>
        <p className={styles.hint}>{t('privacy.deleteHint')}</p>
        <div>
          <Button type="button" variant="danger" onClick={() => setDeleting(true)}>
            {t('privacy.deleteButton')}
          </Button>
        </div>
      </section>
      {deleting ? <DeleteAccountDialog onClose={() => setDeleting(false)} /> : null}
    </Card>
  );
}

function DeleteAccountDialog({ onClose }: { readonly onClose: () => void }) {
  const t = usePrivacyT();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError(t('privacy.passwordRequired'));
      return;
    }
    setError(undefined);
    remove.mutate(password, {
      onSuccess: async () => {
        await signOut().catch(() => undefined);
        // A full load of the landing page: nothing of the signed-in app (queries, dialogs, guards) survives it.
        window.location.replace(accountDeletedHref);
      },
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.status === 403 ? t('privacy.wrongPassword') : t('privacy.deleteError'),
        ),
    });
  };

  return (
    <Modal
      open
      size="sm"
      onClose={onClose}
      title={t('privacy.deleteDialogTitle')}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('privacy.cancel')}
          </Button>
          <Button type="submit" form="delete-account-form" variant="danger" loading={remove.isPending}>
            {t('privacy.deleteConfirm')}
          </Button>
        </>
      }
    >
      <form id="delete-account-form" className={styles.form} onSubmit={submit} noValidate>
        <p>{t('privacy.deletedList')}</p>
        <p>{t('privacy.keptList')}</p>
        <TextField
          label={t('privacy.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          error={error}
          onChange={(event) => setPassword(event.target.value)}
        />
      </form>
    </Modal>
  );
}
