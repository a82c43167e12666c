import { z } from 'zod';

/**
 * Field helpers shared by every operation schema. Multipart bodies carry every field as a string, so numbers and
 * booleans accept their string forms too; JSON bodies send the native types.
 */

/** A number (or its decimal string form) within [min, max]. */
export const num = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v),
    z.number().min(min).max(max),
  );

/** An integer (or its string form) within [min, max]. */
export const int = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v),
    z.number().int().min(min).max(max),
  );

/**
 * A boolean: JSON `true`/`false`, or exactly the strings `true`/`false` in multipart forms and query strings.
 * Nothing else (`1`, `TRUE`, `yes`): a guessed boolean could turn a flag on that the client meant off.
 */
export const bool = () =>
  z.preprocess((v) => {
    if (v === 'true') return true;
    if (v === 'false') return false;
    return v;
  }, z.boolean());

/** A hex colour #rgb or #rrggbb. */
export const hexColor = () =>
  z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'expected a hex colour such as #000000');

/** A file sent as a multipart part. The pipeline builds these; clients never send this shape as JSON. */
export const uploadedFileSchema = z.object({
  kind: z.literal('upload'),
  filename: z.string(),
  contentType: z.string(),
  bytes: z.instanceof(Uint8Array),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** Prefix of ids returned by `POST /api/files`. */
export const fileIdPrefix = 'file_';

/**
 * The one grammar of a file reference in a string: an `https://` (or `http://`) URL, a base64 `data:` URL, or a
 * `file_` id from `POST /api/files`.
 */
export const isFileReference = (s: string): boolean =>
  /^https?:\/\//i.test(s) || /^data:[^,]*;base64,/i.test(s) || s.startsWith(fileIdPrefix);
export const fileReferenceMessage = 'expected an https URL, a base64 data URL or a file_ id';

/**
 * The same grammar as a JSON Schema pattern, which has no flags: `http(s)://` and `data:...;base64,` in any letter
 * case, `file_` as written. Here rather than beside the JSON Schema generator (operations/json-schema.ts) so a
 * screen that only checks a field does not load the generator.
 */
export const fileReferencePattern = '^([Hh][Tt][Tt][Pp][Ss]?://|[Dd][Aa][Tt][Aa]:[^,]*;[Bb][Aa][Ss][Ee]64,|file_)';

/** The broad kinds of file an operation asks for; the bytes decide (functions/core/files/sniff.ts). */
export const fileKinds = ['pdf', 'image', 'audio', 'video'] as const;
export type FileKind = (typeof fileKinds)[number];

/**
 * The definitions of every schema built by fileRef(), so file fields are found from the schema itself (see
 * fileFieldsOf). Definitions, not instances: `.describe()` and friends clone the instance but share its definition.
 */
const fileRefDefinitions = new WeakSet<object>();

/**
 * The kind of file a file schema expects (fileRef() or a reference string inside a JSON body, see
 * markFileReference), by definition: checked from the first bytes before a job is accepted (steps/admit.ts).
 */
const fileReferenceKinds = new WeakMap<object, FileKind | undefined>();

/** Whether `schema` is (a clone of) a fileRef() schema. */
export const isFileRefSchema = (schema: z.ZodType): boolean => fileRefDefinitions.has(schema._zod.def);

/** Whether `schema` names a file, at the top level (fileRef) or nested in a JSON body (markFileReference). */
export const isFileReferenceSchema = (schema: z.ZodType): boolean => fileReferenceKinds.has(schema._zod.def);

/** The kind of file `schema` expects, when it says. */
export const fileKindOf = (schema: z.ZodType): FileKind | undefined => fileReferenceKinds.get(schema._zod.def);

/** Marks a string schema as a file reference of `kind` (nested references are resolved by their operation). */
export function markFileReference<T extends z.ZodType>(schema: T, kind?: FileKind): T {
  fileReferenceKinds.set(schema._zod.def, kind);
  return schema;
}

/**
 * A file input: a multipart part, or a string holding an `https://` URL (fetched through the SSRF guard),
 * a `data:` URL with base64 content, or a `file_…` id from `POST /api/files`. Branded, so an implementation's
 * input type can say "resolved to an UploadedFile" for exactly these fields. `kind` is the kind of file the
 * operation needs, checked before a job is accepted or a dry run answers (the operation checks it again).
 */
export const fileRef = (kind?: FileKind) => {
  const schema = z
    .union([
      uploadedFileSchema,
      z
        .string()
        .min(1)
        .refine(isFileReference, 'expected a file upload, an https URL, a base64 data URL or a file_ id'),
    ])
    .brand<'FileRef'>();
  fileRefDefinitions.add(schema._zod.def);
  return markFileReference(schema, kind);
};
export type FileRef = z.output<ReturnType<typeof fileRef>>;
/** What a file field holds before the pipeline resolves it: a multipart part or a reference string. */
export type FileInput = UploadedFile | string;

/** A non-empty string after trimming. */
export const text = (max: number) => z.string().trim().min(1).max(max);

/** `https://` or `http://` URL string (the SSRF guard decides whether it may be fetched). */
export const url = () => z.url({ protocol: /^https?$/ });
