import { invalidRequest } from '../core/errors.js';

/** A 1-based inclusive page range. */
export interface PageRange {
  readonly first: number;
  readonly last: number;
}

/**
 * Parses `1-3,5,8-` against a document of `pageCount` pages. Out-of-bounds, zero and reversed ranges are 400s
 * naming the field and the document's page count.
 */
export function parseRanges(spec: string, pageCount: number, field: string): PageRange[] {
  const ranges: PageRange[] = [];
  for (const raw of spec.split(',')) {
    const part = raw.replace(/\s+/g, '');
    const match = /^(\d+)(-(\d*))?$/.exec(part);
    if (!match) throw invalidRequest(`${field}: "${part}" is not a page or a range such as 2-5 or 8-.`);
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : match[3] === '' ? pageCount : Number(match[3]);
    if (first < 1) throw invalidRequest(`${field}: pages are numbered from 1.`);
    if (last < first) throw invalidRequest(`${field}: the range ${part} ends before it starts.`);
    if (first > pageCount || last > pageCount) {
      throw invalidRequest(
        `${field}: ${part} is beyond the last page; the document has ${pageCount} page${pageCount === 1 ? '' : 's'}.`,
      );
    }
    ranges.push({ first, last });
  }
  return ranges;
}

/** Zero-based page indexes of a range. */
export const indexesOf = (range: PageRange): number[] =>
  Array.from({ length: range.last - range.first + 1 }, (_, i) => range.first - 1 + i);

/** Zero-based indexes selected by an optional range list (omitted: every page), in document order without repeats. */
export function selectPages(spec: string | undefined, pageCount: number, field: string): number[] {
  if (spec === undefined) return Array.from({ length: pageCount }, (_, i) => i);
  const selected = new Set(parseRanges(spec, pageCount, field).flatMap(indexesOf));
  return [...selected].sort((a, b) => a - b);
}

export const rangeLabel = (range: PageRange): string =>
  range.first === range.last ? `p${range.first}` : `p${range.first}-${range.last}`;
