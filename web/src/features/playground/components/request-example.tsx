import type { Operation } from '../../../../../shared/operations/types.js';
import { buildSnippets, snippetLabels } from '../../../../../shared/snippets.js';
import { CodeTabs } from '../../../components/code-tabs.js';
import { bodyTypeFor } from '../api/execute.js';
import { usePlaygroundT } from '../i18n/register.js';
import styles from './playground.module.css';

/** The playground's languages: the four a customer pastes into a project, from the shared generator. */
const languages = ['curl', 'javascript', 'python', 'php'] as const;

/** The request exactly as the form stands, in cURL, JavaScript, Python and PHP, updated on every change. */
export function RequestExample(props: {
  readonly operation: Operation;
  readonly origin: string;
  readonly apiKey: string;
  readonly input: Readonly<Record<string, unknown>>;
  readonly async: boolean;
}) {
  const t = usePlaygroundT();
  const uploads = Object.values(props.input)
    .flatMap((v) => (Array.isArray(v) ? v : [v]))
    .some((v) => typeof v === 'object' && v !== null && 'upload' in v);
  const snippets = buildSnippets(props.operation, {
    baseUrl: props.origin,
    apiKey: props.apiKey,
    input: props.input,
    async: props.async,
    bodyType: bodyTypeFor(props.operation, uploads),
  });
  const samples = languages.map((language) => ({ label: snippetLabels[language], code: snippets[language] }));
  return (
    <section className={styles.card} aria-labelledby="playground-example" data-testid="request-example">
      <h2 id="playground-example" className={styles.sectionTitle}>
        {t('example.title')}
      </h2>
      <CodeTabs
        samples={samples}
        label={t('example.title')}
        copyLabel={t('example.copy')}
        copiedLabel={t('example.copied')}
      />
    </section>
  );
}
