import { describe, expect, it } from 'vitest';
import { type RouteSpec, RouteTable } from '../../../infra/local/gateway/routes.js';

const route = (method: RouteSpec['method'], path: string, id = `${method} ${path}`): RouteSpec => ({
  id,
  method,
  path,
  auth: 'public',
  family: 'platform',
});

const table = new RouteTable([
  route('GET', '/api/jobs/{id}'),
  route('DELETE', '/api/jobs/{id}'),
  route('GET', '/api/jobs/latest'),
  route('GET', '/api/render/{id}/status'),
  route('GET', '/api/files/{proxy+}'),
  route('POST', '/api/pdf/merge'),
]);

describe('RouteTable', () => {
  it('matches an exact path and method', () => {
    expect(table.lookup('POST', '/api/pdf/merge')).toMatchObject({ kind: 'match', route: { path: '/api/pdf/merge' } });
  });

  it('extracts and URL-decodes path parameters', () => {
    expect(table.lookup('GET', '/api/jobs/job_a%20b')).toEqual({
      kind: 'match',
      route: route('GET', '/api/jobs/{id}'),
      pathParameters: { id: 'job_a b' },
    });
    expect(table.lookup('GET', '/api/render/r1/status')).toMatchObject({ pathParameters: { id: 'r1' } });
  });

  it('prefers a literal resource over a parameter, as API Gateway does', () => {
    expect(table.lookup('GET', '/api/jobs/latest')).toMatchObject({
      kind: 'match',
      route: { path: '/api/jobs/latest' },
    });
  });

  it('does not fall back to a parameter resource when the literal one lacks the method', () => {
    expect(table.lookup('DELETE', '/api/jobs/latest')).toEqual({ kind: 'method-not-allowed', methods: ['GET'] });
  });

  it('matches a greedy {proxy+} over several segments', () => {
    expect(table.lookup('GET', '/api/files/a/b/c.pdf')).toMatchObject({ pathParameters: { proxy: 'a/b/c.pdf' } });
  });

  it('reports the methods of a known path for a method it lacks', () => {
    expect(table.lookup('PUT', '/api/jobs/1')).toEqual({ kind: 'method-not-allowed', methods: ['GET', 'DELETE'] });
  });

  it('finds nothing for unknown paths, extra or missing segments', () => {
    expect(table.lookup('GET', '/api/nope')).toEqual({ kind: 'not-found' });
    expect(table.lookup('POST', '/api/pdf/merge/extra')).toEqual({ kind: 'not-found' });
    expect(table.lookup('GET', '/api/render/r1')).toEqual({ kind: 'not-found' });
  });
});
