import { z } from 'zod';
import { dashboardCall, opaqueId } from './common.js';
import { defineOperation } from './define.js';
import type { Operation } from './types.js';

/**
 * The account holder's own data (LGPD art. 18: access, portability, deletion; docs/privacy.md): an export of
 * everything the platform keeps about the account, and the deletion of the account. Dashboard calls (Cognito
 * session), served by the platform Lambda, never charged.
 */

const accountData = dashboardCall;

export const exportStatuses = ['running', 'ready', 'failed'] as const;

/**
 * The English descriptions of these answers' fields, by id (outputs/field-texts.ts): the docs show them in the
 * reader's language (shared/i18n/responses, docs/translations.md).
 */
export const accountDataFieldTexts = {
  exportId: 'The export id (exp_...).',
  exportStatus: '`ready` once the archive is stored; `failed` if it could not be built.',
  exportCreatedAt: 'When the export was asked for (ISO 8601).',
  exportUrl: 'A signed link to the zip archive while it exists (24 hours); null until ready and after expiry.',
  exportExpiresAt: 'When `url` stops working.',
  exportSize: 'Size of the archive in bytes.',
  exportEmailed: 'Whether the link was also sent to the account e-mail.',
  deletedKept: 'Records kept because the law requires them, no longer linked to the person (docs/privacy.md).',
  deletedSubscriptionCancelled: 'Whether a running subscription was set to end at the close of its paid period.',
} as const;

export const dataExportOutput = z.object({
  id: z.string().describe(accountDataFieldTexts.exportId),
  status: z.enum(exportStatuses).describe(accountDataFieldTexts.exportStatus),
  createdAt: z.string().describe(accountDataFieldTexts.exportCreatedAt),
  url: z.string().nullable().describe(accountDataFieldTexts.exportUrl),
  expiresAt: z.string().nullable().describe(accountDataFieldTexts.exportExpiresAt),
  size: z.number().int().nullable().describe(accountDataFieldTexts.exportSize),
  emailed: z.boolean().describe(accountDataFieldTexts.exportEmailed),
});
export type DataExport = z.infer<typeof dataExportOutput>;

export const accountDeletedOutput = z.object({
  deleted: z.literal(true),
  kept: z.array(z.enum(['purchases'])).describe(accountDataFieldTexts.deletedKept),
  subscriptionCancelledAtPeriodEnd: z.boolean().describe(accountDataFieldTexts.deletedSubscriptionCancelled),
});
export type AccountDeleted = z.infer<typeof accountDeletedOutput>;

export const userExportData = defineOperation({
  ...accountData,
  id: 'platform.user-export-data',
  output: dataExportOutput,
  outputStatuses: [201, 202],
  method: 'POST',
  path: '/api/user/export',
  input: z.object({}),
  bodyTypes: ['json'],
  doc: {
    summary: 'Export my data',
    description:
      "Builds one zip archive of everything kept about the account: `data.json` (profile, API keys without their secrets, usage ledger, request log, jobs, image and speech history, purchases) and a CSV per table. Answers 201 with a signed link valid for 24 hours; the same link is e-mailed to the account address. A large account's export is prepared in the background: 202 with `status: running`, the link e-mailed when it is ready, and `GET /api/user/export/{id}` answering it from then on.",
  },
});

export const userGetExport = defineOperation({
  ...accountData,
  id: 'platform.user-get-export',
  output: dataExportOutput,
  method: 'GET',
  path: '/api/user/export/{id}',
  input: z.object({ id: opaqueId().describe('The export id (exp_...).') }),
  bodyTypes: [],
  problems: ['not_found'],
  doc: {
    summary: 'A data export',
    description: 'Status of an export, with a freshly signed link to its archive while it exists.',
    example: { id: 'exp_8fK2mQ4xZ7pL1nB3vC9d' },
  },
});

export const userDeleteAccount = defineOperation({
  ...accountData,
  id: 'platform.user-delete-account',
  output: accountDeletedOutput,
  method: 'POST',
  path: '/api/user/account/delete',
  input: z.object({
    password: z.string().min(1).max(256).describe('The account password, entered again to confirm the deletion.'),
  }),
  bodyTypes: ['json'],
  problems: ['forbidden'],
  doc: {
    summary: 'Delete my account',
    description:
      'After checking the password (403 forbidden with `reason: invalid_password` when it is wrong, and nothing is deleted): revokes every API key at once, sets a running subscription to end at the close of its paid period, deletes files, history, logs, jobs and keys, and removes the sign-in. Purchases are kept, as tax law requires, under an opaque id no longer linked to the person. The e-mail may sign up again later as a new account.',
    example: { password: 'my password' },
  },
});

export const accountDataOperations: readonly Operation[] = [userExportData, userGetExport, userDeleteAccount];
