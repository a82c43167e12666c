import type { AuthKind, Family, HttpMethod } from '../../../shared/operations/types.js';

/** What the gateway needs from an operation: the same fields the CDK Api stack reads. */
export interface RouteSpec {
  readonly id: string;
  readonly method: HttpMethod;
  /** API Gateway resource path, e.g. `/api/jobs/{id}` or `/api/files/{proxy+}`. */
  readonly path: string;
  readonly auth: AuthKind;
  readonly family: Family;
}

type Segment = { kind: 'literal'; value: string } | { kind: 'param'; name: string } | { kind: 'greedy'; name: string };

interface CompiledRoute {
  readonly spec: RouteSpec;
  readonly segments: readonly Segment[];
  /** Literal segments first, greedy last: API Gateway prefers the most specific resource. */
  readonly rank: readonly number[];
}

export type RouteLookup =
  | { readonly kind: 'match'; readonly route: RouteSpec; readonly pathParameters: Readonly<Record<string, string>> }
  /** The path exists with other methods (an OPTIONS preflight is answered for it). */
  | { readonly kind: 'method-not-allowed'; readonly methods: readonly HttpMethod[] }
  | { readonly kind: 'not-found' };

const split = (path: string): string[] => path.split('/').filter((s) => s.length > 0);

function compile(spec: RouteSpec): CompiledRoute {
  const segments: Segment[] = split(spec.path).map((s) => {
    const greedy = /^\{(.+)\+\}$/.exec(s);
    if (greedy?.[1]) return { kind: 'greedy', name: greedy[1] };
    const param = /^\{(.+)\}$/.exec(s);
    if (param?.[1]) return { kind: 'param', name: param[1] };
    return { kind: 'literal', value: s };
  });
  const rank = segments.map((s) => (s.kind === 'literal' ? 0 : s.kind === 'param' ? 1 : 2));
  return { spec, segments, rank };
}

function compareRank(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? -1) - (b[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
}

const decode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

function matchSegments(segments: readonly Segment[], parts: readonly string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    const part = parts[i];
    if (segment === undefined) return undefined;
    if (segment.kind === 'greedy') {
      if (part === undefined) return undefined;
      params[segment.name] = parts.slice(i).map(decode).join('/');
      return params;
    }
    if (part === undefined) return undefined;
    if (segment.kind === 'literal' && segment.value !== part) return undefined;
    if (segment.kind === 'param') params[segment.name] = decode(part);
  }
  return parts.length === segments.length ? params : undefined;
}

/** The API's routes, matched like API Gateway REST resources (exact path, `{param}`, `{proxy+}`). */
export class RouteTable {
  private readonly routes: readonly CompiledRoute[];

  constructor(specs: readonly RouteSpec[]) {
    this.routes = specs.map(compile).sort((a, b) => compareRank(a.rank, b.rank));
  }

  get size(): number {
    return this.routes.length;
  }

  lookup(method: string, path: string): RouteLookup {
    const parts = split(path);
    let resource: string | undefined;
    const methods: HttpMethod[] = [];
    for (const route of this.routes) {
      // The first (most specific) resource matching the path wins, as in API Gateway.
      if (resource !== undefined && route.spec.path !== resource) continue;
      const params = matchSegments(route.segments, parts);
      if (params === undefined) continue;
      resource = route.spec.path;
      if (route.spec.method === method) return { kind: 'match', route: route.spec, pathParameters: params };
      methods.push(route.spec.method);
    }
    return methods.length > 0 ? { kind: 'method-not-allowed', methods } : { kind: 'not-found' };
  }
}
