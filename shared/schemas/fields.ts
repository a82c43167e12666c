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

/** A boolean, or one of the strings true/false/1/0. */
export const bool = () =>
  z.preprocess((v) => {
    if (v === 'true' || v === '1') return true;
    if (v === 'false' || v === '0') return false;
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
 * A file input: a multipart part, or a string holding an `https://` URL (fetched through the SSRF guard),
 * a `data:` URL with base64 content, or a `file_…` id from `POST /api/files`.
 */
export const fileRef = () =>
  z.union([
    uploadedFileSchema,
    z
      .string()
      .min(1)
      .refine(
        (s) => /^https?:\/\//i.test(s) || /^data:[^,]*;base64,/i.test(s) || s.startsWith(fileIdPrefix),
        'expected a file upload, an https URL, a base64 data URL or a file_ id',
      ),
  ]);
export type FileRef = z.infer<ReturnType<typeof fileRef>>;

/** A non-empty string after trimming. */
export const text = (max: number) => z.string().trim().min(1).max(max);

/** `https://` or `http://` URL string (the SSRF guard decides whether it may be fetched). */
export const url = () => z.url({ protocol: /^https?$/ });
