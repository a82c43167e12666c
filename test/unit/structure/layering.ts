import type { ImportEdge, ImportGraph, UncheckedImport } from './import-graph.js';

/**
 * The direction of dependencies in the repository, as rules over the resolved import graph (import-graph.ts):
 * which folder may import which. Every exception is listed with its reason, and an exception no import uses any
 * more fails the check, so the list cannot outlive the code it excuses.
 */

/** An import a rule lets through: `from` and `to` match paths from the repository root. */
export interface Allowance {
  readonly from: RegExp;
  readonly to: RegExp;
  readonly why: string;
}

export interface LayerRule {
  readonly name: string;
  readonly forbids: (from: string, to: string) => boolean;
  readonly allowed: readonly Allowance[];
}

/** The folders whose files the rules read. */
export const checkedFolders = ['functions', 'shared', 'web/src'] as const;

const familyOf = (path: string): string | undefined => /^functions\/([^/]+)\//.exec(path)?.[1];
const featureOf = (path: string): string | undefined => /^web\/src\/features\/([^/]+)\//.exec(path)?.[1];

export const rules: readonly LayerRule[] = [
  {
    name: 'functions/core imports no family',
    forbids: (from, to) => from.startsWith('functions/core/') && familyOf(to) !== undefined && familyOf(to) !== 'core',
    allowed: [],
  },
  {
    name: 'functions never import infra',
    forbids: (from, to) => from.startsWith('functions/') && to.startsWith('infra/'),
    allowed: [],
  },
  {
    name: 'a family imports another family only through core or shared',
    forbids: (from, to) => {
      const [a, b] = [familyOf(from), familyOf(to)];
      return a !== undefined && b !== undefined && a !== 'core' && b !== 'core' && a !== b;
    },
    allowed: [
      {
        from: /^functions\/jobs\/(families|image-worker|media-worker)\.ts$/,
        to: /^functions\/(audio|image|text|video)\/handler\.ts$/,
        why:
          'the job workers are the Lambdas that run the async operations of these families: they compose the ' +
          "families' implementation lists, as each family's own handler does (core may not import a family, so there " +
          'is no place in core to register them)',
      },
      {
        from: /^functions\/platform\/account-data\/wiring\.ts$/,
        to: /^functions\/billing\/wiring\.ts$/,
        why:
          "account deletion's wiring passes billing's provider in (it cancels the subscription at the end of its " +
          "period): the platform's Lambda must carry billing's Stripe and local providers to do it, and only a file " +
          'of the platform Lambda can wire them (core may not import a family)',
      },
    ],
  },
  {
    name: 'shared imports nothing from functions, infra or web',
    forbids: (from, to) => from.startsWith('shared/') && /^(functions|infra|web)\//.test(to),
    allowed: [],
  },
  {
    name: 'web/src imports nothing from functions or infra',
    forbids: (from, to) => from.startsWith('web/src/') && /^(functions|infra)\//.test(to),
    allowed: [],
  },
  {
    name: 'web components import no feature and not the app',
    forbids: (from, to) => from.startsWith('web/src/components/') && /^web\/src\/(features|app)\//.test(to),
    allowed: [],
  },
  {
    name: 'web features never import each other',
    forbids: (from, to) =>
      featureOf(from) !== undefined && featureOf(to) !== undefined && featureOf(from) !== featureOf(to),
    allowed: [],
  },
];

/** A computed `import()`/`require()` the rules cannot follow, let through with its reason. */
export interface ComputedAllowance {
  readonly from: string;
  readonly specifier: RegExp;
  readonly why: string;
}

export const allowedComputed: readonly ComputedAllowance[] = [
  {
    from: 'functions/video/engine/binaries.ts',
    specifier: /^name$/,
    why: 'require() of one of two npm installer packages named by a literal union: no folder of the repository',
  },
  {
    from: 'functions/mcp/engine/in-process.ts',
    specifier: /handlerEntry\(family\)/,
    why:
      "the local platform's MCP invoker loads the family handler shared/edge.ts names (on AWS it invokes that " +
      "family's Lambda instead): like the job workers, MCP runs every family's operations",
  },
  {
    from: 'functions/pdf/engine/chromium-unpack.ts',
    specifier: /^join\(packageDir, 'build', 'cjs', 'lambdafs\.cjs'\)$/,
    why:
      "require() of @sparticuz/chromium's own inflater by its path inside the package (its exports name only the " +
      'entry): no folder of the repository',
  },
];

const computedExcused = (u: UncheckedImport): boolean =>
  u.reason === 'computed' && allowedComputed.some((a) => a.from === u.from && a.specifier.test(u.specifier));

const excused = (rule: LayerRule, edge: ImportEdge): boolean =>
  rule.allowed.some((a) => a.from.test(edge.from) && a.to.test(edge.to));

const show = (edge: ImportEdge): string => `${edge.from} → ${edge.to}`;

/** The imports that break a rule, as `from → to`. */
export function violations(graph: ImportGraph, rule: LayerRule): string[] {
  return graph.edges.filter((e) => rule.forbids(e.from, e.to) && !excused(rule, e)).map(show);
}

/** The rule's exceptions that no import of the graph uses any more. */
export function staleAllowances(graph: ImportGraph, rule: LayerRule): string[] {
  return rule.allowed
    .filter((a) => !graph.edges.some((e) => rule.forbids(e.from, e.to) && a.from.test(e.from) && a.to.test(e.to)))
    .map((a) => `${a.from.source} → ${a.to.source}`);
}

/** Imports no rule could check: unresolved relative ones, and computed ones not listed in `allowedComputed`. */
export function uncheckable(graph: ImportGraph): string[] {
  return graph.unchecked.filter((u) => !computedExcused(u)).map((u) => `${u.from}: ${u.reason} ${u.specifier}`);
}

/** The computed-import exceptions that no import of the graph uses any more. */
export function staleComputed(graph: ImportGraph): string[] {
  return allowedComputed
    .filter(
      (a) =>
        !graph.unchecked.some((u) => u.reason === 'computed' && a.from === u.from && a.specifier.test(u.specifier)),
    )
    .map((a) => `${a.from}: ${a.specifier.source}`);
}
