import { type FormEvent, useId, useState } from 'react';
import { operationsByFamily } from '../../../../../../shared/operations/index.js';
import { families } from '../../../../../../shared/operations/types.js';
import { TextField } from '../../../../components/text-field.js';
import { useCatalogText } from '../../../../i18n/catalog-text.js';
import { ApiError } from '../../../../lib/api-client.js';
import { useCreateKey } from '../../api/named-keys.js';
import type { CreatedKey } from '../../api/schemas.js';
import { FormDialog } from '../common/action-dialogs.js';
import styles from './keys.module.css';
import { useKeysT } from './keys-catalogue.js';

/** Families a key can be limited to: those with operations called with a key. */
const keyFamilies = families.filter((family) => operationsByFamily(family).some((op) => op.auth === 'api-key'));

/** The end of the chosen day in the browser's time zone: a key "valid until the 30th" works all of the 30th. */
const endOfDay = (day: string): Date => new Date(`${day}T23:59:59.999`);

/** Name, optional expiry and optional allowed families/operations; on success the parent shows the secret once. */
export function CreateKeyDialog({
  onClose,
  onCreated,
}: {
  readonly onClose: () => void;
  readonly onCreated: (key: CreatedKey) => void;
}) {
  const t = useKeysT();
  const catalog = useCatalogText();
  const create = useCreateKey();
  const legendId = useId();
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState('');
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [operations, setOperations] = useState('');
  const [errors, setErrors] = useState<{ name?: string; expiry?: string; form?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (name.trim() === '') found.name = t('keys.nameRequired');
    if (expiry && !(endOfDay(expiry).getTime() > Date.now())) found.expiry = t('keys.expiryPast');
    setErrors(found);
    if (found.name || found.expiry) return;
    const ids = operations
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== '');
    create.mutate(
      { name, expiresAt: expiry ? endOfDay(expiry).toISOString() : undefined, allowed: [...chosen, ...ids] },
      {
        onSuccess: onCreated,
        onError: (error) =>
          setErrors({ form: error instanceof ApiError && error.status < 500 ? error.detail : t('keys.createError') }),
      },
    );
  };

  const toggle = (family: string, on: boolean) =>
    setChosen((current) => (on ? [...current, family] : current.filter((entry) => entry !== family)));

  return (
    <FormDialog
      title={t('keys.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      action={{ busy: create.isPending, label: t('keys.createConfirm'), busyLabel: t('keys.creating') }}
      formClassName={styles.form}
    >
      {errors.form ? (
        <p role="alert" className={styles.muted}>
          {errors.form}
        </p>
      ) : null}
      <TextField
        label={t('keys.nameLabel')}
        hint={t('keys.nameHint')}
        value={name}
        maxLength={100}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
        autoFocus
      />
      <TextField
        label={t('keys.expiryLabel')}
        hint={t('keys.expiryHint')}
        type="date"
        value={expiry}
        error={errors.expiry}
        onChange={(event) => setExpiry(event.target.value)}
      />
      <fieldset className={styles.fieldset} aria-describedby={`${legendId}-hint`}>
        <legend className={styles.legend}>{t('keys.familiesLegend')}</legend>
        <span id={`${legendId}-hint`} className={styles.muted}>
          {t('keys.familiesHint')}
        </span>
        <div className={styles.checks}>
          {keyFamilies.map((family) => (
            <label key={family} className={styles.check}>
              <input
                type="checkbox"
                checked={chosen.includes(family)}
                onChange={(event) => toggle(family, event.target.checked)}
              />
              {catalog.family(family)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('keys.operationsLabel')}
        hint={t('keys.operationsHint')}
        value={operations}
        maxLength={2000}
        onChange={(event) => setOperations(event.target.value)}
      />
    </FormDialog>
  );
}
