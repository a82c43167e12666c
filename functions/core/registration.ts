import { operationsWithoutEngine } from '../../shared/operations/availability.js';
import { operationsByFamily } from '../../shared/operations/index.js';
import type { Family, Operation } from '../../shared/operations/types.js';
import { type Implementation, type ImplementOptions, implement, type OperationFn } from './implement.js';

/**
 * Operations register themselves: the table entry `pdf.add-text` is implemented by
 * `functions/pdf/operations/add-text.ts`, whose default export is `pdfImplementation(pdfAddText, (deps) => fn)`, and
 * the family's `implementations.ts` finds every such file from the table's entries. No list names the operations of a
 * family, so none can fall out of step with the table; test/unit/structure/operation-files.test.ts checks that every
 * file in an `operations/` folder registers the entry it is named after.
 */

/** What an operation file default-exports: its table entry and how to build its implementation from the family's deps. */
export interface Registration<D> {
  readonly registrar: Registrar<D>;
  readonly operation: Operation;
  readonly create: (deps: D) => Implementation;
}

/**
 * A family's way of registering an operation with the deps its engines come from (`PdfDeps`, `AudioEngines`...):
 * `build` returns the function `implement(operation, fn)` binds by type, `options` its availability, engine and
 * measure, both from the family's deps.
 */
export interface Registrar<D> {
  readonly family: Family;
  <O extends Operation>(
    operation: O,
    build: (deps: D) => OperationFn<O>,
    options?: (deps: D) => ImplementOptions<O>,
  ): Registration<D>;
}

/** The registrar of one family; each family makes its own once, in its `deps.ts`. */
export function registrar<D>(family: Family): Registrar<D> {
  const register = <O extends Operation>(
    operation: O,
    build: (deps: D) => OperationFn<O>,
    options?: (deps: D) => ImplementOptions<O>,
  ): Registration<D> => ({
    registrar: self,
    operation,
    create: (deps) => implement(operation, build(deps), options?.(deps)),
  });
  const self: Registrar<D> = Object.assign(register, { family });
  return self;
}

/**
 * The table entries a family implements in its own `operations/` folder, by file name: entries of the family whose id
 * starts with its name, less those deliberately without an engine (shared/operations/availability.ts). An entry a
 * family only hosts (`files.create`, served by the pdf Lambda) is added by the family's handler.
 */
export function registeredNames(family: Family): readonly string[] {
  const prefix = `${family}.`;
  return operationsByFamily(family)
    .filter((op) => op.id.startsWith(prefix) && !operationsWithoutEngine.has(op.id))
    .map((op) => op.id.slice(prefix.length));
}

const isRegistration = (value: unknown): value is Registration<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, 'registrar') === 'function' &&
  typeof Reflect.get(value, 'create') === 'function' &&
  typeof Reflect.get(value, 'operation') === 'object';

/** The registration a loaded operation module default-exports, or undefined when it exports none. */
export function registrationOf(module: unknown): Registration<unknown> | undefined {
  const value: unknown = typeof module === 'object' && module !== null ? Reflect.get(module, 'default') : undefined;
  return isRegistration(value) ? value : undefined;
}

/** Why `module`, loaded as `functions/<family>/operations/<name>.ts`, does not register `<family>.<name>`; or undefined. */
export function registrationProblem(family: Family, name: string, module: unknown): string | undefined {
  const file = `functions/${family}/operations/${name}.ts`;
  const registration = registrationOf(module);
  if (registration === undefined) return `${file} does not default-export a registration of ${family}.${name}`;
  if (registration.registrar.family !== family)
    return `${file} registers with the ${registration.registrar.family} family's registrar, not ${family}'s`;
  if (registration.operation.id !== `${family}.${name}`)
    return `${file} registers ${registration.operation.id}, not ${family}.${name}`;
  return undefined;
}

/**
 * Loads the registration of every entry `registeredNames` gives, through `load` (the family's own
 * `(name) => import(\`./operations/${name}.ts\`)`: esbuild bundles every file that pattern matches, and tsx and
 * vite-node resolve it at run time; `.ts`, because neither esbuild's pattern nor vite-node maps `.js` to `.ts`).
 * A missing file, a module that registers nothing, another family's registrar or another entry fails the load with
 * every problem named: the family's Lambda then cannot start, and the tests that import it fail first.
 */
export async function discoverRegistrations<D>(
  register: Registrar<D>,
  load: (name: string) => Promise<unknown>,
): Promise<readonly Registration<D>[]> {
  const { family } = register;
  const problems: string[] = [];
  const found: Registration<D>[] = [];
  for (const name of registeredNames(family)) {
    let module: unknown;
    try {
      module = await load(name);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      problems.push(
        `${family}.${name} has no implementation: add functions/${family}/operations/${name}.ts, or name it in ` +
          `shared/operations/availability.ts (${reason})`,
      );
      continue;
    }
    const problem = registrationProblem(family, name, module);
    const registration = registrationOf(module);
    if (problem !== undefined || registration === undefined) {
      problems.push(problem ?? `${family}.${name}: no registration`);
    } else if (registration.registrar !== register) {
      // The family's name, but a registrar made elsewhere: nothing says its deps are this family's.
      problems.push(`functions/${family}/operations/${name}.ts registers with a registrar other than ${family}'s own`);
    } else {
      // Made by `register` itself, so `create` takes the D `register` was made for.
      found.push({ registrar: register, operation: registration.operation, create: registration.create });
    }
  }
  if (problems.length > 0) throw new Error(`The ${family} family's operations:\n${problems.join('\n')}`);
  return found;
}

/** Builds every registered implementation of a family with its deps. */
export function createAll<D>(registrations: readonly Registration<D>[], deps: D): readonly Implementation[] {
  return registrations.map((r) => r.create(deps));
}
