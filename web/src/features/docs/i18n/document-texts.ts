import { es } from '../../../../../shared/i18n/openapi/es.js';
import { fr } from '../../../../../shared/i18n/openapi/fr.js';
import { pt } from '../../../../../shared/i18n/openapi/pt.js';
import type { OpenApiTranslation } from '../../../../../shared/i18n/openapi/types.js';
import { es as responsesEs } from '../../../../../shared/i18n/responses/es.js';
import { fr as responsesFr } from '../../../../../shared/i18n/responses/fr.js';
import { pt as responsesPt } from '../../../../../shared/i18n/responses/pt.js';
import type { ResponseTranslation } from '../../../../../shared/i18n/responses/types.js';
import type { ResponseTextId } from '../../../../../shared/openapi.js';
import { type OutputFieldId, outputFieldTexts } from '../../../../../shared/operations/outputs/field-texts.js';
import type { Family } from '../../../../../shared/operations/types.js';
import type { ProblemCode } from '../../../../../shared/problems.js';
import type { Language } from '../../../i18n/languages.js';

/**
 * The OpenAPI document's texts in the reader's language (shared/i18n/openapi, shared/i18n/responses), by the ids of
 * their English source. Each lookup is undefined in English, where the reference shows the document's own text (one
 * English source: shared/openapi.ts, shared/problems.ts, shared/operations/outputs). They travel in the docs chunk,
 * as its catalogue does.
 */
const translations: Readonly<Partial<Record<Language, OpenApiTranslation>>> = { pt, es, fr };
const answers: Readonly<Partial<Record<Language, ResponseTranslation>>> = {
  pt: responsesPt,
  es: responsesEs,
  fr: responsesFr,
};

const entry = (texts: Readonly<Record<string, string>> | undefined, id: string | undefined): string | undefined =>
  texts !== undefined && id !== undefined && Object.hasOwn(texts, id) ? texts[id] : undefined;

/** A family's group description (the document's tag description). */
export const tagText = (language: Language, family: Family): string | undefined => translations[language]?.tags[family];

/** The shared problem answer of a status (`#/components/responses/Problem<status>`). */
export const problemText = (language: Language, status: string): string | undefined =>
  entry(translations[language]?.problems, status);

/** A shared parameter by its component name (`DryRun` for `#/components/parameters/DryRun`). */
export const parameterText = (language: Language, component: string | undefined): string | undefined =>
  entry(translations[language]?.parameters, component);

/** A success answer by what it is. */
export const responseText = (language: Language, kind: ResponseTextId): string | undefined =>
  translations[language]?.responses[kind];

/** A problem code's title (shared/problems.ts); the API itself always answers the English one. */
export const problemTitle = (language: Language, code: ProblemCode): string | undefined =>
  answers[language]?.problemTitles[code];

/**
 * The id of each response field description, by the English text the document carries for it: a row of a success
 * body knows only that text, which the output schemas take from shared/operations/outputs/field-texts.ts.
 */
const isFieldId = (id: string): id is OutputFieldId => Object.hasOwn(outputFieldTexts, id);
const fieldIds: ReadonlyMap<string, OutputFieldId> = new Map(
  Object.entries(outputFieldTexts).flatMap(([id, english]) => (isFieldId(id) ? [[english, id] as const] : [])),
);

/** A success body field's description, by the English text the document gives it. */
export const responseFieldText = (language: Language, english: string | undefined): string | undefined => {
  const id = english === undefined ? undefined : fieldIds.get(english);
  return id === undefined ? undefined : answers[language]?.fields[id];
};
