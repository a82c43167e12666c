import type { OutputFieldId } from '../../operations/outputs/field-texts.js';
import type { ProblemCode } from '../../problems.js';

/**
 * One language's texts of the answers the docs reference describes, keyed by the ids of their English source: each
 * problem code's title (shared/problems.ts `problemTitles`) and each response body field's description (the
 * `.describe()` texts of shared/operations/outputs, gathered in field-texts.ts). One module per language other than
 * English; shared/i18n/sources.json records the English each was translated from (docs/translations.md). The API
 * itself answers the English title: clients match on `code`.
 */
export interface ResponseTranslation {
  readonly problemTitles: Readonly<Record<ProblemCode, string>>;
  readonly fields: Readonly<Record<OutputFieldId, string>>;
}
