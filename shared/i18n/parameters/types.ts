/**
 * Descriptions of operation parameters, per language: operation id → field path (`options`, `images.duration`)
 * → text. The English catalogue carries the operation table's `describe()` texts; a test keeps every catalogue's
 * keys equal to the described fields of the table.
 */
export type ParameterTexts = Readonly<Record<string, Readonly<Record<string, string>>>>;
