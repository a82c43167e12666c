import { describe, expect, it } from 'vitest';
import { provisioningRoute } from '../../../infra/local/demo-account.js';
import { javaMajor } from '../../../infra/local/standins/java.js';
import { corsXml } from '../../../infra/local/standins/s3.js';

describe('javaMajor', () => {
  it('reads modern and legacy version strings', () => {
    expect(javaMajor('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(javaMajor('openjdk version "21" 2023-09-19')).toBe(21);
    expect(javaMajor('java version "1.8.0_402"')).toBe(8);
    expect(javaMajor('bash: java: command not found')).toBeUndefined();
  });
});

describe('corsXml', () => {
  it('allows the presigned browser upload methods and exposes ETag', () => {
    const xml = corsXml();
    for (const method of ['GET', 'PUT', 'HEAD']) expect(xml).toContain(`<AllowedMethod>${method}</AllowedMethod>`);
    expect(xml).toContain('<ExposeHeader>ETag</ExposeHeader>');
    expect(xml).toContain('<MaxAgeSeconds>3000</MaxAgeSeconds>');
  });
});

describe('provisioningRoute', () => {
  it('picks the profile read among user GET routes without path parameters', () => {
    const base = { auth: 'user', family: 'platform' } as const;
    const route = provisioningRoute([
      { ...base, id: 'platform.user-balance', method: 'GET', path: '/api/user/balance' },
      { ...base, id: 'platform.user-profile', method: 'GET', path: '/api/user/profile' },
      { ...base, id: 'platform.user-profile-update', method: 'PATCH', path: '/api/user/profile' },
    ]);
    expect(route?.path).toBe('/api/user/profile');
  });
});
