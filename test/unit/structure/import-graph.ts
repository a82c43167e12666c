import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * The imports of a source tree as the compiler sees them: every static import, `export … from`, side-effect import,
 * dynamic `import()`, `import x = require()` and type-position `import('…')` of every .ts/.tsx file, resolved with
 * `ts.resolveModuleName` under the repository's tsconfig.json. Comments and strings never count, and a relative
 * import that resolves to nothing, or an `import()` of a computed name, is reported instead of silently passing.
 * A template literal starting with a relative folder (`./operations/${name}.ts`) is read as esbuild bundles it: an
 * import of every file under that folder the pattern matches, each `${…}` standing for any run of characters.
 */

/** An import from one file of the tree to another, both as paths from the tree's root with `/` separators. */
export interface ImportEdge {
  readonly from: string;
  readonly to: string;
  readonly specifier: string;
}

/** An import the rules cannot check: a relative one that resolves to no file, or one of a computed name. */
export interface UncheckedImport {
  readonly from: string;
  readonly specifier: string;
  readonly reason: 'unresolved' | 'computed';
}

export interface ImportGraph {
  readonly edges: readonly ImportEdge[];
  readonly unchecked: readonly UncheckedImport[];
}

/** The compiler options of a tsconfig.json, as `tsc -p` reads them. */
export function compilerOptions(tsconfigPath: string): ts.CompilerOptions {
  const read = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(read.config, ts.sys, dirname(tsconfigPath)).options;
}

function sourceFiles(root: string, dir: string): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(root, path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

type Found =
  | { readonly specifier: string }
  | { readonly computed: string }
  | { readonly pattern: { readonly text: string; readonly head: string; readonly rest: readonly string[] } };

/** Every module a file names, in the syntax forms listed above. */
export function moduleReferences(fileName: string, text: string): Found[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found: Found[] = [];
  const literal = (node: ts.Node | undefined): void => {
    if (node === undefined) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push({ specifier: node.text });
    else if (ts.isTemplateExpression(node) && /^\.\.?\//.test(node.head.text))
      found.push({
        pattern: {
          text: node.getText(source),
          head: node.head.text,
          rest: node.templateSpans.map((span) => span.literal.text),
        },
      });
    else found.push({ computed: node.getText(source) });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) literal(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      literal(node.moduleReference.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) literal(node.argument.literal);
    else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    )
      literal(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const posix = (path: string): string => path.split(sep).join('/');

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every file (any extension) under `dir`, as paths from it with `/` separators. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)).map((file) => `${entry.name}/${file}`) : [entry.name],
  );
}

/** The files a relative template import can load, as esbuild's glob-style import finds them (absolute paths). */
function patternTargets(fromFile: string, head: string, rest: readonly string[]): string[] {
  const slash = head.lastIndexOf('/');
  const dir = resolve(dirname(fromFile), head.slice(0, slash + 1));
  const matcher = new RegExp(`^${escaped(head.slice(slash + 1))}${rest.map((part) => `.*${escaped(part)}`).join('')}$`);
  return filesUnder(dir)
    .filter((file) => matcher.test(file))
    .map((file) => join(dir, file));
}

/**
 * The import graph of the .ts/.tsx files under `dirs` (paths from `root`). Imports that resolve into node_modules
 * or to Node's built-ins are left out: the rules are about the tree's own folders.
 */
export function importGraph(root: string, dirs: readonly string[], options: ts.CompilerOptions): ImportGraph {
  const host = ts.sys;
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const edges: ImportEdge[] = [];
  const unchecked: UncheckedImport[] = [];
  for (const file of dirs.flatMap((dir) => sourceFiles(root, dir))) {
    const from = posix(file);
    const absolute = join(root, file);
    for (const ref of moduleReferences(absolute, readFileSync(absolute, 'utf8'))) {
      if ('computed' in ref) {
        unchecked.push({ from, specifier: ref.computed, reason: 'computed' });
        continue;
      }
      if ('pattern' in ref) {
        const { text, head, rest } = ref.pattern;
        const targets = patternTargets(absolute, head, rest);
        for (const target of targets) edges.push({ from, to: posix(relative(root, target)), specifier: text });
        if (targets.length === 0) unchecked.push({ from, specifier: text, reason: 'unresolved' });
        continue;
      }
      const { specifier } = ref;
      const resolved = ts.resolveModuleName(specifier, absolute, options, host, cache).resolvedModule;
      if (resolved !== undefined) {
        if (!resolved.isExternalLibraryImport) {
          edges.push({ from, to: posix(relative(root, resolved.resolvedFileName)), specifier });
        }
        continue;
      }
      if (!specifier.startsWith('.')) continue; // a built-in (`node:fs`) or a package without types
      // Not a module the compiler resolves (a stylesheet, `?url`, an SVG): the file itself is the target.
      const target = resolve(dirname(absolute), specifier.replace(/[?#].*$/, ''));
      if (existsSync(target)) edges.push({ from, to: posix(relative(root, target)), specifier });
      else unchecked.push({ from, specifier, reason: 'unresolved' });
    }
  }
  return { edges, unchecked };
}
