import type { OperationLimits } from '../../shared/operations/types.js';
import type { UploadedFile } from '../../shared/schemas/fields.js';
import { openPdf } from './engine/document.js';

/** The operation's `file` field opened with its `password`, within the operation's page limit. */
export const openInputPdf = (
  input: { readonly file: UploadedFile; readonly password?: string | undefined },
  ctx: { readonly operation: { readonly limits: OperationLimits } },
) => openPdf(input.file, { field: 'file', password: input.password, maxPages: ctx.operation.limits.maxPages });
