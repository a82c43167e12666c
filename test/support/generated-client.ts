import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

/**
 * What a customer does with our OpenAPI document: generate types with openapi-typescript (default options, as its
 * CLI would) and compile a client against them. The scratch folder sits under the repository's `.local/` (ignored by
 * git) so the client's `openapi-fetch` import resolves from the repository's node_modules, as it would in a
 * customer's project.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The customer's client source (excluded from the repository's own typecheck: it needs generated types). */
export const clientSource = join(root, 'test/integration/generated-client/client.ts');

export interface GeneratedClient {
  readonly dir: string;
  /** The copy of the client beside its generated `openapi.ts`. */
  readonly client: string;
}

/** Generates `openapi.ts` from the document's JSON text into a fresh scratch folder and puts the client beside it. */
export async function generateClient(document: string): Promise<GeneratedClient> {
  await mkdir(join(root, '.local'), { recursive: true });
  const dir = await mkdtemp(join(root, '.local', 'generated-client-'));
  await writeFile(join(dir, 'openapi.ts'), astToString(await openapiTS(document)));
  const client = join(dir, 'client.ts');
  await copyFile(clientSource, client);
  return { dir, client };
}

const run = promisify(execFile);
const tsc = join(root, 'node_modules/typescript/bin/tsc');

/**
 * Type errors of the client against its generated types, as tsc prints them (`client.ts(58,3): error TS2322: …`),
 * empty when it compiles. tsc runs as its own process with the repository's compiler options (strict,
 * noUncheckedIndexedAccess…): a minute of type checking on a busy machine would otherwise block the test worker.
 */
export async function typeErrors(generated: GeneratedClient): Promise<string[]> {
  const config = {
    extends: relative(generated.dir, join(root, 'tsconfig.json')),
    compilerOptions: { types: ['node'], noEmit: true },
    include: ['client.ts'],
    exclude: [],
  };
  await writeFile(join(generated.dir, 'tsconfig.json'), JSON.stringify(config));
  try {
    await run(process.execPath, [tsc, '-p', 'tsconfig.json', '--pretty', 'false'], {
      cwd: generated.dir,
      maxBuffer: 16 * 1024 * 1024,
    });
    return [];
  } catch (error) {
    const output = String(Reflect.get(Object(error), 'stdout') ?? '');
    const lines = output.split('\n').filter((line) => /^\S.*error TS\d+/.test(line));
    if (lines.length === 0) throw error;
    return lines;
  }
}

/** Type assertions (`x as T`, `<T>x`) and non-null assertions (`x!`) in a file, as `line: text`. */
export function castsIn(path: string): string[] {
  const text = ts.sys.readFile(path) ?? '';
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const cast =
      (ts.isAsExpression(node) && !(ts.isTypeReferenceNode(node.type) && node.type.getText(file) === 'const')) ||
      ts.isTypeAssertionExpression(node) ||
      ts.isNonNullExpression(node);
    if (cast) found.push(`${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: ${node.getText(file)}`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
