import { useQuery } from '@tanstack/react-query';
import { Play } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert.js';
import { Button } from '../../../components/button.js';
import { apiOrigin, callOperation } from '../api/execute.js';
import { balanceQuery, keyQuery, servicesQuery } from '../api/queries.js';
import { useExecute } from '../hooks/use-execute.js';
import { playgroundCatalogue, usePlaygroundT } from '../i18n/register.js';
import {
  availabilityOf,
  basePriceOf,
  operationFromId,
  operationFromService,
  playgroundOperations,
} from '../lib/catalog.js';
import {
  FieldError,
  type FieldValue,
  type FormValues,
  initialValues,
  missingRequired,
  snippetInput,
  toInput,
} from '../lib/form.js';
import { EndpointDetails } from './endpoint-details.js';
import { OperationForm } from './operation-form.js';
import styles from './playground.module.css';
import { RequestExample } from './request-example.js';
import { ResultPanel } from './result-panel.js';
import { Sidebar } from './sidebar.js';

// The catalogs travel with this lazily loaded chunk.
playgroundCatalogue.register();

/** Opened without `?op=`: an operation that needs no file (a QR code from a text), so "Executar" works at once. */
export const defaultPlaygroundOperationId = 'image.qr-code';
const firstOperation =
  playgroundOperations.find((op) => op.id === defaultPlaygroundOperationId) ?? playgroundOperations[0];

type Invalid = { readonly field: string; readonly message: string } | undefined;
type Price = { readonly credits: number; readonly balance?: number | undefined };

/** `/dashboard/playground`: every public operation, tried with the customer's own key. */
export default function PlaygroundPage() {
  const t = usePlaygroundT();
  const [params, setParams] = useSearchParams();
  const operation = operationFromId(params.get('op')) ?? operationFromService(params.get('service')) ?? firstOperation;
  const key = useQuery(keyQuery());
  const balance = useQuery(balanceQuery());
  const services = useQuery(servicesQuery());
  const [apiKey, setApiKey] = useState<string | undefined>(undefined);
  const [valuesByOp, setValuesByOp] = useState<Record<string, FormValues>>({});
  const [asJob, setAsJob] = useState(false);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [invalid, setInvalid] = useState<Invalid>(undefined);
  const [price, setPrice] = useState<Price | undefined>(undefined);
  const [pricing, setPricing] = useState(false);
  const [origin, setOrigin] = useState(window.location.origin);
  const { execution, execute, reset } = useExecute();

  useEffect(() => {
    void apiOrigin().then(setOrigin);
  }, []);

  const keyValue = apiKey ?? key.data ?? '';
  const values = useMemo(
    () => (operation ? (valuesByOp[operation.id] ?? initialValues(operation)) : {}),
    [operation, valuesByOp],
  );

  if (!operation) return null;

  const select = (id: string) => {
    setParams({ op: id }, { replace: true });
    setMessage(undefined);
    setInvalid(undefined);
    setPrice(undefined);
    reset();
  };

  const change = (name: string, value: FieldValue) => {
    setValuesByOp((all) => ({ ...all, [operation.id]: { ...values, [name]: value } }));
    setInvalid(undefined);
    setPrice(undefined);
  };

  const available = balance.data;
  const needed = price?.credits ?? basePriceOf(operation, services.data);
  const insufficient = available !== undefined && needed > available;
  const mode = operation.mode;

  /**
   * Validates what docs/product.md#playground asks before any call; returns the input or undefined (with the message
   * shown).
   */
  const prepare = (): Record<string, unknown> | undefined => {
    setMessage(undefined);
    setInvalid(undefined);
    if (keyValue.trim() === '') {
      setMessage(t('errors.keyRequired'));
      return undefined;
    }
    const missing = missingRequired(operation, values);
    if (missing.length > 0) {
      setMessage(t('errors.missing', { fields: missing.join(', ') }));
      const [first] = missing;
      if (first) setInvalid({ field: first, message: t('errors.missing', { fields: first }) });
      return undefined;
    }
    try {
      return toInput(operation, values, (file) => file);
    } catch (error) {
      if (error instanceof FieldError) {
        const text =
          error.reason === 'json'
            ? t('errors.invalidJson')
            : error.reason === 'option'
              ? t('errors.invalidOption', { field: error.field, options: error.options.join(', ') })
              : t('errors.invalidNumber', { field: error.field });
        setMessage(text);
        setInvalid({ field: error.field, message: text });
        return undefined;
      }
      throw error;
    }
  };

  const checkPrice = async () => {
    const input = prepare();
    if (!input) return;
    setPricing(true);
    try {
      const result = await callOperation(operation, input, { key: keyValue.trim(), dryRun: true });
      if (result.problem) {
        setMessage(`${result.problem.title}: ${result.problem.detail}`);
        return;
      }
      const body = result.json;
      const credits =
        typeof body === 'object' && body !== null && 'credits' in body ? Number(body.credits) : Number.NaN;
      const left = typeof body === 'object' && body !== null && 'balance' in body ? Number(body.balance) : undefined;
      if (Number.isFinite(credits)) setPrice({ credits, balance: left });
    } catch (error) {
      setMessage(t('errors.network', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setPricing(false);
    }
  };

  const run = () => {
    const input = prepare();
    if (!input) return;
    if (insufficient && available !== undefined) {
      setMessage(t('errors.insufficient', { needed, available }));
      return;
    }
    // The dry-run figure (and its balance) is stale once the call runs.
    setPrice(undefined);
    void execute(operation, input, { key: keyValue.trim(), async: asJob || mode === 'async-only' });
  };

  const busy = execution.state === 'running' || execution.state === 'polling';
  const snippetValues = snippetInput(operation, values);

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.muted}>{t('subtitle')}</p>
      </header>
      <div className={styles.layout}>
        <Sidebar
          apiKey={keyValue}
          onKeyChange={setApiKey}
          keyMissing={key.isSuccess && key.data === null && apiKey === undefined}
          balance={available}
          services={services.data}
          selected={operation}
          onSelect={(op) => select(op.id)}
        />
        <div className={styles.main}>
          <EndpointDetails
            operation={operation}
            origin={origin}
            unavailable={availabilityOf(operation, services.data) !== 'available'}
          />
          <section className={styles.card} aria-labelledby="playground-form">
            <div className={styles.sectionHead}>
              <h2 id="playground-form" className={styles.sectionTitle}>
                {t('form.title')}
              </h2>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setValuesByOp((all) => ({ ...all, [operation.id]: initialValues(operation) }));
                  setPrice(undefined);
                }}
              >
                {t('form.reset')}
              </Button>
            </div>
            <OperationForm operation={operation} values={values} onChange={change} invalid={invalid} />
            {mode === 'async-allowed' ? (
              <label className={styles.check}>
                <input type="checkbox" checked={asJob} onChange={(event) => setAsJob(event.target.checked)} />
                {t('form.async')}
              </label>
            ) : null}
            <div className={styles.actions}>
              <p className={styles.cost} data-testid="playground-cost">
                {price
                  ? t('cost.exact', { count: price.credits, balance: price.balance ?? available ?? '—' })
                  : t('cost.estimate', { count: needed })}
              </p>
              <Button variant="secondary" onClick={() => void checkPrice()} loading={pricing} disabled={busy}>
                {pricing ? t('cost.checking') : t('cost.check')}
              </Button>
              <Button
                onClick={run}
                loading={busy}
                disabled={busy || keyValue.trim() === '' || insufficient}
                icon={<Play size={16} aria-hidden="true" />}
              >
                {busy ? t('execute.running') : t('execute.button')}
              </Button>
            </div>
            {message ? <Alert tone="error">{message}</Alert> : null}
            {insufficient && available !== undefined && !message ? (
              <Alert tone="warning">{t('errors.insufficient', { needed, available })}</Alert>
            ) : null}
          </section>
          <RequestExample
            operation={operation}
            origin={origin}
            apiKey={keyValue.trim() || t('example.keyPlaceholder')}
            input={snippetValues}
            async={asJob}
          />
          <ResultPanel execution={execution} />
        </div>
      </div>
    </div>
  );
}
