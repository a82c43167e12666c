import { describe, expect, it } from 'vitest';
import { jsonOrUndefined } from '../../../functions/core/json.js';

describe('jsonOrUndefined', () => {
  it('parses JSON text, null included', () => {
    expect(jsonOrUndefined('{"jobId":"job_1","attempt":2}')).toEqual({ jobId: 'job_1', attempt: 2 });
    expect(jsonOrUndefined('null')).toBeNull();
  });

  it('answers undefined for text that is not JSON, the empty text included, instead of throwing', () => {
    expect([jsonOrUndefined(''), jsonOrUndefined('{"cut'), jsonOrUndefined('ffprobe: error')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
