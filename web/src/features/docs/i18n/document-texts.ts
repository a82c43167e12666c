import { es } from '../../../../../shared/i18n/openapi/es.js';
import { fr } from '../../../../../shared/i18n/openapi/fr.js';
import { pt } from '../../../../../shared/i18n/openapi/pt.js';
import type { OpenApiTranslation } from '../../../../../shared/i18n/openapi/types.js';
import type { ResponseTextId } from '../../../../../shared/openapi.js';
import type { Family } from '../../../../../shared/operations/types.js';
import type { Language } from '../../../i18n/languages.js';

/**
 * The OpenAPI document's texts in the reader's language (shared/i18n/openapi), by the document's ids. Each lookup is
 * undefined in English, where the reference shows the document's own text (one English source: shared/openapi.ts).
 * They travel in the docs chunk, as its catalogue does.
 */
const translations: Readonly<Partial<Record<Language, OpenApiTranslation>>> = { pt, es, fr };

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
