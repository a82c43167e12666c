import { describe, expect, it } from 'vitest';
import { parseWebConfig } from '../../../../functions/text/web/config.js';

/** The loopback allowance that lets `npm start` read a local page must never open the guard of a deployed stage. */
describe('web extraction config', () => {
  it('accepts an address allowance on the local platform only', () => {
    expect(parseWebConfig({ STAGE: 'local', WEB_FETCH_ALLOW_ADDRESSES: '127.0.0.1, ::1' })).toMatchObject({
      WEB_FETCH_ALLOW_ADDRESSES: ['127.0.0.1', '::1'],
    });
    for (const STAGE of ['dev', 'staging', 'prod', undefined]) {
      expect(() => parseWebConfig({ STAGE, WEB_FETCH_ALLOW_ADDRESSES: '127.0.0.1' }), String(STAGE)).toThrow(
        /WEB_FETCH_ALLOW_ADDRESSES may only be set on the local platform/,
      );
    }
  });

  it('ignores an empty allowance anywhere and keeps the time cap within bounds', () => {
    expect(parseWebConfig({ STAGE: 'prod', WEB_FETCH_ALLOW_ADDRESSES: ' , ' })).toMatchObject({
      WEB_FETCH_ALLOW_ADDRESSES: [],
      WEB_FETCH_TIMEOUT_MS: 10_000,
    });
    expect(() => parseWebConfig({ WEB_FETCH_TIMEOUT_MS: '60000' })).toThrow(/WEB_FETCH_TIMEOUT_MS/);
  });
});
