import { describe, expect, it } from 'vitest';
import type { Implementation } from '../../../functions/core/implement.js';
import { operationsWithoutEngine } from '../../../shared/operations/availability.js';
import { operations } from '../../../shared/operations/index.js';
import { type Family, families } from '../../../shared/operations/types.js';

/**
 * The registry: every operation is either implemented by its family's handler or named, once, in the list of
 * operations without an engine — and a family with any engine implements all of its operations. The families that
 * find their operations by file (functions/core/registration.ts) refuse to load without one; for every family, a
 * forgotten implementation fails here, not as a silent 503 in production.
 */
const isImplementation = (value: unknown): value is Implementation =>
  typeof value === 'object' &&
  value !== null &&
  'operation' in value &&
  typeof Reflect.get(value, 'run') === 'function';

async function implementationsOf(family: Family): Promise<readonly Implementation[]> {
  const mod: unknown = await import(`../../../functions/${family}/handler.ts`);
  const list: unknown = typeof mod === 'object' && mod !== null ? Reflect.get(mod, 'implementations') : undefined;
  return Array.isArray(list) ? list.filter(isImplementation) : [];
}

describe('implementation registry', () => {
  it('implements every operation of a family with any engine, and lists the rest in one place', async () => {
    const problems: string[] = [];
    for (const family of families) {
      const implemented = new Set((await implementationsOf(family)).map((i) => i.operation.id));
      for (const op of operations.filter((o) => o.family === family)) {
        const listed = operationsWithoutEngine.has(op.id);
        if (implemented.has(op.id) && listed) problems.push(`${op.id}: implemented and listed without engine`);
        if (!implemented.has(op.id) && !listed)
          problems.push(`${op.id}: neither implemented nor listed without engine`);
        if (implemented.size > 0 && listed)
          problems.push(`${op.id}: its family has engines, so it must be implemented`);
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('names only operations that exist in the table', () => {
    const ids = new Set(operations.map((o) => o.id));
    expect([...operationsWithoutEngine].filter((id) => !ids.has(id))).toEqual([]);
  });
});
