import { z } from 'zod';
import { defineOperation } from '../../shared/operations/define.js';
import type { CreditRule } from '../../shared/operations/types.js';

/**
 * An operation for tests and benches only, never in the table: a metered JSON POST of the platform family with an
 * empty input and a 1 KiB body limit, at `credits` (3 unless said). Each caller names it by `id` and `path`.
 */
export const testOperation = (name: { readonly id: string; readonly path: string }, credits = 3) =>
  defineOperation({
    ...name,
    method: 'POST',
    auth: 'api-key',
    family: 'platform',
    credits: { kind: 'fixed', credits } satisfies CreditRule,
    input: z.object({}),
    bodyTypes: ['json'],
    response: 'json',
    mode: 'sync',
    limits: { maxBodyBytes: 1024 },
    doc: { summary: 'test only' },
  });
