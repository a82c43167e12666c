/** A service card's texts in one language (the Portuguese original is the card on the table entry). */
export interface CardTexts {
  readonly name: string;
  readonly description: string;
}

/** Parameter descriptions of one operation by field path (`options`, `images.duration`). */
export type ParameterTexts = Readonly<Record<string, string>>;

/** Everything a language says about one operation. */
export interface OperationTexts {
  /**
   * The operation's one-line summary: the docs reference's line and the playground's name where it sells no card of
   * its own (never in en: English is the table's `doc.summary`).
   */
  readonly summary?: string;
  /**
   * The operation's longer text, exactly where the table has a `doc.description` (never in en: English is the
   * table's).
   */
  readonly description?: string;
  /** The service card's name and description, on the operation that sells the card (never in pt). */
  readonly card?: CardTexts;
  /** Parameter descriptions (never in en: English is the table's own `describe()` texts). */
  readonly parameters?: ParameterTexts;
}

/**
 * One language's texts about operations, one module per language (shared/i18n/operations/<language>.ts), so adding
 * an operation touches one file per language. test/unit/web/i18n-catalogues.test.ts keeps the keys equal to the
 * table: a card where the entry sells one (not in pt), every parameter, a summary for every operation and a description
 * where the table has one (none in en), nothing stale. shared/i18n/sources.json records the source each text was
 * translated from, so an edited source asks for its translations to be reviewed (docs/translations.md).
 */
export interface OperationTranslation {
  /** By operation id (`pdf.merge`). */
  readonly operations: Readonly<Record<string, OperationTexts>>;
  /** Services announced before they have an operation (shared/catalogue/services.ts), by service id; empty in pt. */
  readonly plannedServices: Readonly<Record<string, CardTexts>>;
}
