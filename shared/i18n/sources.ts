import { z } from 'zod';
import { categories } from '../catalogue/categories.js';
import type { OpenApiTexts } from '../openapi.js';
import type { Operation } from '../operations/types.js';
import type { Plan } from '../plans.js';
import type { CatalogueTranslation } from './catalogue/types.js';
import type { CatalogLanguage, TranslatedLanguage } from './index.js';
import type { OpenApiTranslation } from './openapi/types.js';
import type { CardTexts, OperationTranslation } from './operations/types.js';
import { parameterPaths } from './parameter-paths.js';
import type { ResponseTranslation } from './responses/types.js';

/**
 * Which source each translation was made from (docs/translations.md). Every translated text has an id and one source:
 * the operation table's English for operation summaries, descriptions and parameters (translated to pt, es, fr), the
 * OpenAPI document's English for its shared texts (shared/openapi.ts, to pt, es, fr), the English problem titles and
 * response field descriptions (shared/problems.ts, shared/operations/outputs, to pt, es, fr), and the Portuguese of
 * the data for service cards, categories, families and plans (to en, es, fr). shared/i18n/sources.json records, by id, the
 * fingerprint of the source as it was when the translations were written; a test compares it with today's sources, so
 * an edited source fails until its translations are reviewed and the record is rewritten (`npm run i18n:sources`).
 * Nothing here runs in a browser: only that test and that script read it.
 */

/** One translated text: its id, the text it translates, and the languages that translate it. */
export interface TranslatedText {
  readonly id: string;
  readonly source: string;
  readonly languages: readonly CatalogLanguage[];
}

/** The planned services' cards, as the catalogue defines them (their Portuguese source). */
interface PlannedCard extends CardTexts {
  readonly id: string;
}

/** Everything holding a source or a translation; a test swaps one part (a modified table) to see the check fail. */
export interface TranslationInputs {
  readonly operations: readonly Operation[];
  readonly operationTexts: Readonly<Record<CatalogLanguage, OperationTranslation>>;
  readonly plannedServices: readonly PlannedCard[];
  readonly openApi: OpenApiTexts;
  readonly openApiTexts: Readonly<Record<Exclude<CatalogLanguage, 'en'>, OpenApiTranslation>>;
  /** Each problem code's English title (shared/problems.ts). */
  readonly problemTitles: Readonly<Record<string, string>>;
  /** The response bodies' English field descriptions, by id (shared/operations/outputs/field-texts.ts). */
  readonly outputFieldTexts: Readonly<Record<string, string>>;
  readonly responseTexts: Readonly<Record<Exclude<CatalogLanguage, 'en'>, ResponseTranslation>>;
  /** The service families' Portuguese names (shared/i18n/families.ts). */
  readonly familyNames: Readonly<Record<string, string>>;
  readonly plans: readonly Plan[];
  readonly freeTier: { readonly name: string };
  readonly extraPack: CardTexts;
  readonly catalogueTexts: Readonly<Record<TranslatedLanguage, CatalogueTranslation>>;
}

/** A text by id in a table keyed by a narrower type (families, statuses, category ids). */
const byId = (texts: Readonly<Record<string, string>>, id: string): string | undefined =>
  Object.hasOwn(texts, id) ? texts[id] : undefined;

const languagesOf = <T>(
  translations: Readonly<Partial<Record<CatalogLanguage, T>>>,
  has: (translation: T) => boolean,
): CatalogLanguage[] =>
  (['pt', 'en', 'es', 'fr'] as const).filter((language) => {
    const translation = translations[language];
    return translation !== undefined && has(translation);
  });

/** Every translated text whose source exists, in a stable order (texts nobody translates are left out). */
export function translatedTexts(inputs: TranslationInputs): TranslatedText[] {
  const out: TranslatedText[] = [];
  const add = <T>(
    id: string,
    source: string | null | undefined,
    translations: Readonly<Partial<Record<CatalogLanguage, T>>>,
    read: (translation: T) => string | null | undefined,
  ) => {
    if (source === undefined || source === null) return;
    const languages = languagesOf(translations, (t) => {
      const text = read(t);
      return text !== undefined && text !== null;
    });
    if (languages.length > 0) out.push({ id, source, languages });
  };

  const ops = inputs.operationTexts;
  for (const op of inputs.operations) {
    const texts = (language: OperationTranslation) => language.operations[op.id];
    add(`operation ${op.id} summary`, op.doc.summary, ops, (t) => texts(t)?.summary);
    add(`operation ${op.id} description`, op.doc.description, ops, (t) => texts(t)?.description);
    for (const { path, description } of parameterPaths(op)) {
      add(`operation ${op.id} parameter ${path}`, description, ops, (t) => texts(t)?.parameters?.[path]);
    }
    add(`operation ${op.id} card name`, op.service?.name, ops, (t) => texts(t)?.card?.name);
    add(`operation ${op.id} card description`, op.service?.description, ops, (t) => texts(t)?.card?.description);
  }
  for (const service of inputs.plannedServices) {
    add(`planned ${service.id} name`, service.name, ops, (t) => t.plannedServices[service.id]?.name);
    add(
      `planned ${service.id} description`,
      service.description,
      ops,
      (t) => t.plannedServices[service.id]?.description,
    );
  }

  const doc = inputs.openApiTexts;
  const documentGroups = [
    ['tag', inputs.openApi.tags, (t: OpenApiTranslation) => t.tags],
    ['problem', inputs.openApi.problems, (t: OpenApiTranslation) => t.problems],
    ['parameter', inputs.openApi.parameters, (t: OpenApiTranslation) => t.parameters],
    ['response', inputs.openApi.responses, (t: OpenApiTranslation) => t.responses],
  ] as const;
  for (const [group, english, translated] of documentGroups) {
    for (const [id, text] of Object.entries(english)) {
      add(`openapi ${group} ${id}`, text, doc, (t) => byId(translated(t), id));
    }
  }

  const answers = inputs.responseTexts;
  for (const [code, title] of Object.entries(inputs.problemTitles)) {
    add(`problem ${code} title`, title, answers, (t) => byId(t.problemTitles, code));
  }
  for (const [id, text] of Object.entries(inputs.outputFieldTexts)) {
    add(`response field ${id}`, text, answers, (t) => byId(t.fields, id));
  }

  const site = inputs.catalogueTexts;
  for (const [id, label] of Object.entries(categories)) {
    add(`category ${id}`, label, site, (t) => byId(t.categories, id));
  }
  for (const [id, name] of Object.entries(inputs.familyNames)) {
    add(`family ${id}`, name, site, (t) => byId(t.families, id));
  }
  for (const plan of inputs.plans) {
    const entry = (t: CatalogueTranslation) => (Object.hasOwn(t.plans, plan.id) ? t.plans[plan.id] : undefined);
    add(`plan ${plan.id} name`, plan.name, site, (t) => entry(t)?.name);
    add(`plan ${plan.id} description`, plan.description, site, (t) => entry(t)?.description);
    add(`plan ${plan.id} badge`, plan.badge, site, (t) => entry(t)?.badge);
    for (const [index, feature] of plan.features.entries()) {
      add(`plan ${plan.id} feature ${index + 1}`, feature, site, (t) => entry(t)?.features[index]);
    }
  }
  add('free tier name', inputs.freeTier.name, site, (t) => t.freeTier.name);
  add('extra pack name', inputs.extraPack.name, site, (t) => t.extraPack.name);
  add('extra pack description', inputs.extraPack.description, site, (t) => t.extraPack.description);
  return out;
}

/**
 * A short fingerprint of a source text: 64-bit FNV-1a over its UTF-8 bytes, 12 hex digits. Pure (no Node or browser
 * API), so the test and the script compute the same value; it only has to change when the text changes.
 */
export function fingerprint(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0').slice(0, 12);
}

/** The record to keep: each translated text's id and its source's fingerprint, sorted by id. */
export function sourceRecord(texts: readonly TranslatedText[]): Record<string, string> {
  const sorted = [...texts].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return Object.fromEntries(sorted.map((text) => [text.id, fingerprint(text.source)]));
}

/**
 * Why a text's translations cannot be trusted as they are: its source changed since they were written, it was
 * translated without being recorded, or the record names a text whose source (or every translation) is gone.
 */
export interface FreshnessProblem {
  readonly id: string;
  readonly reason: 'source changed' | 'not recorded' | 'no longer exists';
  /** The languages whose text must be reviewed (none for a text that no longer exists). */
  readonly languages: readonly CatalogLanguage[];
}

/** Compares the record with today's sources: empty when every translation was made from the source it translates. */
export function freshnessProblems(
  record: Readonly<Record<string, string>>,
  texts: readonly TranslatedText[],
): FreshnessProblem[] {
  const problems: FreshnessProblem[] = [];
  const current = new Set<string>();
  for (const text of texts) {
    current.add(text.id);
    const recorded = Object.hasOwn(record, text.id) ? record[text.id] : undefined;
    if (recorded === undefined) problems.push({ id: text.id, reason: 'not recorded', languages: text.languages });
    else if (recorded !== fingerprint(text.source))
      problems.push({ id: text.id, reason: 'source changed', languages: text.languages });
  }
  for (const id of Object.keys(record)) {
    if (!current.has(id)) problems.push({ id, reason: 'no longer exists', languages: [] });
  }
  return problems;
}

/** The record's content (shared/i18n/sources.json): fingerprints by id. */
export const parseSourceRecord = (json: string): Record<string, string> =>
  z.record(z.string(), z.string()).parse(JSON.parse(json));

/** The record's path from the repository root, and the command that rewrites it. */
export const sourceRecordPath = 'shared/i18n/sources.json';
export const rewriteCommand = 'npm run i18n:sources';

/** A message a translator can act on: each id with what to do, and the command to run afterwards. */
export function explainProblems(problems: readonly FreshnessProblem[]): string {
  if (problems.length === 0) return '';
  const lines = problems.map((p) =>
    p.reason === 'no longer exists'
      ? `- ${p.id}: no longer exists (its source or every translation is gone)`
      : p.reason === 'source changed'
        ? `- ${p.id}: its source changed since it was translated; review ${p.languages.join(', ')}`
        : `- ${p.id}: translated (${p.languages.join(', ')}) but not recorded`,
  );
  return [
    `${problems.length} translated text(s) out of step with ${sourceRecordPath}:`,
    ...lines,
    `Update the translations listed (docs/translations.md), then run \`${rewriteCommand}\` to record their sources.`,
  ].join('\n');
}
