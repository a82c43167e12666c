import { describe, expect, it } from 'vitest';
import { json } from '../../../functions/core/operation.js';
import {
  discoverRegistrations,
  type Registration,
  registeredNames,
  registrar,
} from '../../../functions/core/registration.js';
import { operationById, operationsByFamily } from '../../../shared/operations/index.js';
import type { Operation } from '../../../shared/operations/types.js';

/**
 * The family loader (functions/core/registration.ts): it loads one module per table entry of the family and refuses,
 * with every problem named, a missing file, a module that registers nothing, another entry, another family's
 * registrar, or a registrar of the same name made elsewhere. Modules are given by a fake `load`, as the families'
 * `import(\`./operations/${name}.ts\`)` would give them.
 */
const verify = registrar<{ readonly tag: string }>('verify');
const answer = (op: Operation, register = verify): Registration<{ readonly tag: string }> =>
  register(op, (deps) => async () => json({ op: op.id, tag: deps.tag }));

const entry = (id: string): Operation => {
  const op = operationById(id);
  if (!op) throw new Error(`no ${id} in the table`);
  return op;
};
const modules = (byName: Record<string, unknown>) => async (name: string) => {
  if (!(name in byName)) throw new Error(`Cannot find module './operations/${name}.ts'`);
  return byName[name];
};

describe('discoverRegistrations', () => {
  it('names the entries a family implements in its own folder: its own ids, not the ones it only hosts', () => {
    expect(registeredNames('verify')).toEqual(['email', 'whatsapp']);
    expect(operationsByFamily('pdf').map((op) => op.id)).toContain('files.create');
    expect(registeredNames('pdf')).not.toContain('create');
    expect(registeredNames('pdf')).toContain('add-text');
  });

  it('names every text and platform entry: neither family hosts an entry of another prefix', () => {
    for (const family of ['text', 'platform'] as const) {
      expect(registeredNames(family).map((name) => `${family}.${name}`)).toEqual(
        operationsByFamily(family).map((op) => op.id),
      );
    }
    expect(registeredNames('text')).toEqual([
      'extract-image-text',
      'extract-web-info',
      'process-script',
      'generate-script',
    ]);
    expect(registeredNames('platform')).toEqual(expect.arrayContaining(['health', 'user-keys', 'user-delete-account']));
  });

  it('loads one registration per entry, in table order, and builds each with the deps', async () => {
    const found = await discoverRegistrations(
      verify,
      modules({
        whatsapp: { default: answer(entry('verify.whatsapp')) },
        email: { default: answer(entry('verify.email')) },
      }),
    );
    expect(found.map((r) => r.operation.id)).toEqual(['verify.email', 'verify.whatsapp']);
    const built = found[0]?.create({ tag: 'deps' });
    expect(built?.operation.id).toBe('verify.email');
  });

  it('fails naming the file to add when an entry has no module', async () => {
    await expect(
      discoverRegistrations(verify, modules({ email: { default: answer(entry('verify.email')) } })),
    ).rejects.toThrow(
      /verify\.whatsapp has no implementation: add functions\/verify\/operations\/whatsapp\.ts, or name it in shared\/operations\/availability\.ts/,
    );
  });

  it('fails on a module that registers nothing, another entry, or another registrar', async () => {
    const elsewhere = registrar<{ readonly tag: string }>('verify');
    const pdf = registrar<{ readonly tag: string }>('pdf');
    const failures = async (byName: Record<string, unknown>) =>
      discoverRegistrations(verify, modules(byName)).then(
        () => [],
        (error: unknown) => (error instanceof Error ? error.message.split('\n').slice(1) : [String(error)]),
      );
    expect(
      await failures({ email: { helper: () => 1 }, whatsapp: { default: answer(entry('verify.email')) } }),
    ).toEqual([
      'functions/verify/operations/email.ts does not default-export a registration of verify.email',
      'functions/verify/operations/whatsapp.ts registers verify.email, not verify.whatsapp',
    ]);
    expect(
      await failures({
        email: { default: answer(entry('pdf.merge'), pdf) },
        whatsapp: { default: answer(entry('verify.whatsapp'), elsewhere) },
      }),
    ).toEqual([
      "functions/verify/operations/email.ts registers with the pdf family's registrar, not verify's",
      "functions/verify/operations/whatsapp.ts registers with a registrar other than verify's own",
    ]);
  });
});
