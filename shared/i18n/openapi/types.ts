import type { CommonParameter, ProblemStatus, ResponseTextId } from '../../openapi.js';
import type { Family } from '../../operations/types.js';

/**
 * One language's texts of the OpenAPI document (shared/openapi.ts `openApiTexts`), keyed by the same ids: the docs
 * reference shows them in place of the document's English. One module per language other than English (English is
 * the document's own); shared/i18n/sources.json records the English each was translated from (docs/translations.md).
 */
export interface OpenApiTranslation {
  /** Each family's group description, by family id (the document's tag). */
  readonly tags: Readonly<Record<Family, string>>;
  /** The shared problem answer of each status. */
  readonly problems: Readonly<Record<ProblemStatus, string>>;
  /** The shared parameters (`dry_run`, `Idempotency-Key`, `output`, `Prefer`), by component name. */
  readonly parameters: Readonly<Record<CommonParameter, string>>;
  /** The success answers, by what they are. */
  readonly responses: Readonly<Record<ResponseTextId, string>>;
}
