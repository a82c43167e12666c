import { describe, expect, it } from 'vitest';
import { parseRanges, selectPages } from '../../../functions/pdf/ranges.js';

describe('page ranges', () => {
  it('parses single pages, closed and open-ended ranges, ignoring spaces', () => {
    expect(parseRanges(' 1-3, 5 ,8- ', 10, 'pages')).toEqual([
      { first: 1, last: 3 },
      { first: 5, last: 5 },
      { first: 8, last: 10 },
    ]);
  });

  it('selects pages in document order without repeats; omitted means every page', () => {
    expect(selectPages('5,1-3,2', 6, 'pages')).toEqual([0, 1, 2, 4]);
    expect(selectPages(undefined, 3, 'pages')).toEqual([0, 1, 2]);
  });

  it('names the field and the page count in errors', () => {
    expect(() => parseRanges('4', 3, 'pages')).toThrow(/pages: 4 is beyond the last page; the document has 3 pages/);
    expect(() => parseRanges('1', 0, 'pages')).toThrow(/beyond the last page/);
    expect(() => parseRanges('x', 3, 'pages')).toThrow(
      expect.objectContaining({ code: 'invalid_request', status: 400 }),
    );
  });
});
