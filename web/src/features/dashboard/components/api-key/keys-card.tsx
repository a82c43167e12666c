import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../../components/alert.js';
import { Button } from '../../../../components/button.js';
import { Card } from '../../../../components/card.js';
import { Spinner } from '../../../../components/spinner.js';
import { useKeys } from '../../api/named-keys.js';
import type { CreatedKey, KeySummary } from '../../api/schemas.js';
import { useDateText } from '../../i18n/use-dashboard-t.js';
import { visibleKeyChars } from '../../lib/mask.js';
import type { Banner } from './banner.js';
import { CreateKeyDialog } from './create-key-dialog.js';
import { RenameKeyDialog, RevokeKeyDialog } from './key-dialogs.js';
import styles from './keys.module.css';
import { type KeysTranslate, useKeysT } from './keys-catalogue.js';
import { SecretDialog } from './secret-dialog.js';

type Dialog =
  | { readonly kind: 'create' }
  | { readonly kind: 'secret'; readonly created: CreatedKey }
  | { readonly kind: 'rename' | 'revoke'; readonly key: KeySummary };

const isExpired = (key: KeySummary): boolean => key.expires_at !== null && Date.parse(key.expires_at) <= Date.now();

/** Every key of the account (docs/keys.md): masked, with its use and restrictions; create, rename and revoke. */
export function KeysCard({ onBanner }: { readonly onBanner: (banner: Banner) => void }) {
  const t = useKeysT();
  const dateText = useDateText();
  const keys = useKeys();
  const [dialog, setDialog] = useState<Dialog | undefined>(undefined);
  const close = () => setDialog(undefined);

  const active = keys.data?.items.filter((key) => !key.revoked).length ?? 0;
  const limit = keys.data?.limit ?? 5;
  const full = active >= limit;

  return (
    <Card className={styles.section} data-testid="keys-card">
      <div className={styles.head}>
        <div>
          <h2 className={styles.title}>{t('keys.title')}</h2>
          <p className={styles.muted}>{t('keys.description', { limit })}</p>
        </div>
        <Button
          icon={<Plus size={16} aria-hidden="true" />}
          onClick={() => setDialog({ kind: 'create' })}
          disabled={!keys.data || full}
        >
          {t('keys.create')}
        </Button>
      </div>
      {keys.isPending ? (
        <Spinner centered label={t('keys.loading')} />
      ) : keys.isError ? (
        <Alert tone="error">{t('keys.loadError')}</Alert>
      ) : (
        <>
          <p className={styles.muted} data-testid="keys-count">
            {full ? t('keys.limitReached', { limit }) : t('keys.count', { count: active, limit })}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('keys.columns.name')}</th>
                  <th scope="col">{t('keys.columns.key')}</th>
                  <th scope="col">{t('keys.columns.created')}</th>
                  <th scope="col">{t('keys.columns.lastUsed')}</th>
                  <th scope="col" className={styles.number}>
                    {t('keys.columns.calls')}
                  </th>
                  <th scope="col">{t('keys.columns.restrictions')}</th>
                  <th scope="col">{t('keys.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {keys.data.items.map((key) => (
                  <tr key={key.id} className={key.revoked ? styles.revokedRow : undefined} data-testid="key-row">
                    <td>
                      <span className={styles.keyName}>{key.name}</span>
                      {key.main ? <span className={styles.badge}>{t('keys.main')}</span> : null}
                      {key.revoked ? (
                        <span className={styles.badge}>{t('keys.revoked')}</span>
                      ) : isExpired(key) ? (
                        <span className={styles.badge}>{t('keys.expired')}</span>
                      ) : null}
                    </td>
                    <td>
                      {/* The last 12 characters, as the API masks them, without the long run of dots. */}
                      <code className={styles.masked}>{`••••${key.masked.slice(-visibleKeyChars)}`}</code>
                    </td>
                    <td>{dateText(key.created_at)}</td>
                    <td>{key.last_used_at ? dateText(key.last_used_at) : t('keys.neverUsed')}</td>
                    <td className={styles.number}>{key.calls_30d ?? t('keys.notCounted')}</td>
                    <td>{restrictionsText(t, dateText, key)}</td>
                    <td>
                      {key.revoked ? null : (
                        <div className={styles.rowActions}>
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={t('keys.renameNamed', { name: key.name })}
                            onClick={() => setDialog({ kind: 'rename', key })}
                          >
                            {t('keys.rename')}
                          </Button>
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={t('keys.revokeNamed', { name: key.name })}
                            onClick={() => setDialog({ kind: 'revoke', key })}
                          >
                            {t('keys.revoke')}
                          </Button>
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {dialog?.kind === 'create' ? (
        <CreateKeyDialog onClose={close} onCreated={(created) => setDialog({ kind: 'secret', created })} />
      ) : null}
      {dialog?.kind === 'secret' ? <SecretDialog created={dialog.created} onClose={close} /> : null}
      {dialog?.kind === 'rename' ? <RenameKeyDialog apiKey={dialog.key} onClose={close} onBanner={onBanner} /> : null}
      {dialog?.kind === 'revoke' ? <RevokeKeyDialog apiKey={dialog.key} onClose={close} onBanner={onBanner} /> : null}
    </Card>
  );
}

function restrictionsText(t: KeysTranslate, dateText: (value: string) => string, key: KeySummary): string {
  const parts = [
    ...(key.expires_at ? [t('keys.expiresOn', { date: dateText(key.expires_at) })] : []),
    ...(key.allowed.length > 0 ? [t('keys.allowedOnly', { list: key.allowed.join(', ') })] : []),
  ];
  return parts.length > 0 ? parts.join(' · ') : t('keys.noRestrictions');
}
