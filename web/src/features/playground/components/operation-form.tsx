import { type ReactNode, useId } from 'react';
import type { Operation } from '../../../../../shared/operations/types.js';
import { RichText } from '../../../components/rich-text.js';
import { useParameterText } from '../../../i18n/parameter-text.js';
import { usePlaygroundT } from '../i18n/register.js';
import {
  type FieldValue,
  type FileValue,
  type FormField,
  type FormValues,
  formFields,
  optionsFor,
} from '../lib/form.js';
import styles from './playground.module.css';

export interface OperationFormProps {
  readonly operation: Operation;
  readonly values: FormValues;
  readonly onChange: (name: string, value: FieldValue) => void;
  /** The field a validation message belongs to (tied with aria-describedby / aria-invalid). */
  readonly invalid?: { readonly field: string; readonly message: string } | undefined;
}

const emptyFile: FileValue = { files: [], reference: '' };
const fileValue = (v: FieldValue | undefined): FileValue => (typeof v === 'object' ? v : emptyFile);
const textValue = (v: FieldValue | undefined): string => (typeof v === 'string' ? v : '');
const shown = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** One control per input field of the operation, typed by its JSON Schema. */
export function OperationForm({ operation, values, onChange, invalid }: OperationFormProps) {
  const t = usePlaygroundT();
  const fields = formFields(operation);
  const paramText = useParameterText();
  return (
    <div className={styles.form} data-testid="operation-form" data-operation={operation.id}>
      {fields.map((field) => (
        <Field
          key={`${operation.id}:${field.name}`}
          field={field}
          options={field.kind === 'enum' ? optionsFor(operation, field, values) : undefined}
          description={paramText(operation.id, field.name) ?? field.description}
          value={values[field.name]}
          onChange={(value) => onChange(field.name, value)}
          error={invalid?.field === field.name ? invalid.message : undefined}
          hint={hintOf(field, t)}
        />
      ))}
    </div>
  );
}

function hintOf(field: FormField, t: ReturnType<typeof usePlaygroundT>): string | undefined {
  const parts: string[] = [];
  if (field.minimum !== undefined && field.maximum !== undefined)
    parts.push(t('form.range', { min: field.minimum, max: field.maximum }));
  else if (field.minimum !== undefined) parts.push(t('form.min', { min: field.minimum }));
  else if (field.maximum !== undefined) parts.push(t('form.max', { max: field.maximum }));
  if (field.defaultValue !== undefined) parts.push(t('form.defaultHint', { value: shown(field.defaultValue) }));
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

interface FieldProps {
  readonly field: FormField;
  /** An enum's options as the other fields leave them (a language's voices). */
  readonly options: readonly string[] | undefined;
  readonly description: string | undefined;
  readonly value: FieldValue | undefined;
  readonly onChange: (value: FieldValue) => void;
  readonly error: string | undefined;
  readonly hint: string | undefined;
}

function Field({ field, options: allowed, description, value, onChange, error, hint }: FieldProps) {
  const t = usePlaygroundT();
  const id = useId();
  const describedBy = [description ? `${id}-desc` : '', hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name: field.name,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required || undefined,
  } as const;
  const placeholder = field.defaultValue === undefined ? undefined : shown(field.defaultValue);

  let control: ReactNode;
  switch (field.kind) {
    case 'file':
    case 'files': {
      const current = fileValue(value);
      control = (
        <div className={styles.fileControl}>
          <input
            {...common}
            type="file"
            multiple={field.kind === 'files'}
            className={styles.fileInput}
            onChange={(event) => onChange({ ...current, files: Array.from(event.target.files ?? []) })}
          />
          {current.files.length > 0 ? (
            <span className={styles.hint}>
              {t('form.chosen', { count: current.files.length })}: {current.files.map((f) => f.name).join(', ')}
            </span>
          ) : null}
          {field.kind === 'files' ? (
            <textarea
              className={styles.input}
              rows={2}
              value={current.reference}
              aria-label={`${field.name}: ${t('form.references')}`}
              placeholder={t('form.references')}
              onChange={(event) => onChange({ ...current, reference: event.target.value })}
            />
          ) : (
            <input
              className={styles.input}
              type="text"
              value={current.reference}
              aria-label={`${field.name}: ${t('form.reference')}`}
              placeholder={t('form.reference')}
              onChange={(event) => onChange({ ...current, reference: event.target.value })}
            />
          )}
        </div>
      );
      break;
    }
    case 'enum':
    case 'boolean': {
      const current = textValue(value);
      const choices = field.kind === 'boolean' ? ['true', 'false'] : (allowed ?? field.options ?? []);
      // A value the other fields have since ruled out stays shown until changed; running refuses it with a message.
      const options = current === '' || choices.includes(current) ? choices : [...choices, current];
      control = (
        <select
          {...common}
          className={styles.input}
          value={textValue(value)}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{placeholder === undefined ? t('form.unset') : `${t('form.unset')}: ${placeholder}`}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
      break;
    }
    case 'integer':
    case 'number':
      control = (
        <input
          {...common}
          className={styles.input}
          type="number"
          inputMode="decimal"
          step={field.kind === 'integer' ? 1 : 'any'}
          min={field.minimum}
          max={field.maximum}
          placeholder={placeholder}
          value={textValue(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      );
      break;
    case 'json':
    case 'longText':
      control = (
        <textarea
          {...common}
          className={`${styles.input} ${field.kind === 'json' ? styles.mono : ''}`}
          rows={field.kind === 'json' ? 5 : 4}
          placeholder={placeholder}
          value={textValue(value)}
          spellCheck={field.kind !== 'json'}
          onChange={(event) => onChange(event.target.value)}
        />
      );
      break;
    default:
      control = (
        <input
          {...common}
          className={styles.input}
          type="text"
          placeholder={placeholder}
          value={textValue(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }

  return (
    <div className={styles.field} data-field={field.name} data-kind={field.kind}>
      <label htmlFor={id} className={styles.label}>
        <code>{field.name}</code>
        <span className={field.required ? styles.required : styles.optional}>
          {field.required ? t('endpoint.required') : t('endpoint.optional')}
        </span>
        {field.kind === 'json' ? <span className={styles.optional}>{t('form.json')}</span> : null}
      </label>
      {control}
      {description ? (
        <p id={`${id}-desc`} className={styles.hint}>
          <RichText text={description} />
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
