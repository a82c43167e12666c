import type { UploadedFile } from '../../shared/schemas/fields.js';
import { safeFilename, stemOf } from '../core/files/filename.js';

/**
 * Bidirectional controls (ALM, LRM, RLM, embeddings, overrides, isolates) let a name display as something else
 * (`invoice\u202Efdp.exe` shows as `invoiceexe.pdf`); zero-width and other format characters hide in a name.
 */
const isHidden = (code: number): boolean =>
  code < 0x20 ||
  (code >= 0x7f && code <= 0x9f) ||
  code === 0x61c ||
  (code >= 0x200b && code <= 0x200f) ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2060 && code <= 0x2069) ||
  code === 0xfeff;
const stripHidden = (name: string): string => [...name].filter((c) => !isHidden(c.codePointAt(0) ?? 0)).join('');

/**
 * A UTF-8 name that was decoded as Latin-1 on the way in (`relatÃ³rio`) is decoded once more; a name that is
 * not valid UTF-8 in that reading is left as it is.
 */
function undoDoubleEncoding(name: string): string {
  const codes = [...name].map((c) => c.codePointAt(0) ?? 0);
  const looksDoubled = codes.some(
    (c, i) => c >= 0xc2 && c <= 0xf4 && (codes[i + 1] ?? 0) >= 0x80 && (codes[i + 1] ?? 0) <= 0xbf,
  );
  if (!looksDoubled || codes.some((c) => c > 0xff)) return name;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(name, 'latin1'));
  } catch {
    return name;
  }
}

/**
 * A ZIP entry name: one path segment, no hidden or bidirectional characters, Unicode NFC. fflate writes the
 * UTF-8 flag (general purpose bit 11) for every non-ASCII name, so unzip tools show it as sent.
 */
export function zipEntryName(name: string, fallback: string): string {
  return stripHidden(safeFilename(stripHidden(undoDoubleEncoding(name)), fallback)) || fallback;
}

/** `relatório.pdf` → `relatório`; unnamed inputs → `document`. Hidden and bidirectional characters are dropped. */
export const baseName = (file: UploadedFile): string => stemOf(zipEntryName(file.filename, 'document.pdf'));
