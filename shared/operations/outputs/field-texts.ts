import { accountDataFieldTexts } from '../account-data.js';
import { newsletterFieldTexts } from '../newsletter.js';
import { recoveryFieldTexts } from '../recovery.js';
import { audioFieldTexts } from './audio.js';
import { commonFieldTexts } from './common.js';
import { datesFieldTexts } from './dates.js';
import { imageFieldTexts } from './image.js';
import { jobsFieldTexts } from './jobs.js';
import { keysFieldTexts } from './keys.js';
import { pdfFieldTexts } from './pdf.js';
import { platformFieldTexts } from './platform.js';
import { requestsFieldTexts } from './requests.js';
import { textFieldTexts } from './text.js';
import { verifyFieldTexts } from './verify.js';

/**
 * Every `.describe()` text of the response bodies, by id: the English source that shared/i18n/responses translates
 * (docs/translations.md). Each file of this folder holds its own, as do the operation files that define their answers
 * beside them (account data, newsletter, recovery); ids are unique across them (a test checks it, and that no body
 * describes a field with a text missing here).
 */
export const outputFieldTexts = {
  ...commonFieldTexts,
  ...datesFieldTexts,
  ...audioFieldTexts,
  ...imageFieldTexts,
  ...jobsFieldTexts,
  ...keysFieldTexts,
  ...pdfFieldTexts,
  ...platformFieldTexts,
  ...requestsFieldTexts,
  ...textFieldTexts,
  ...verifyFieldTexts,
  ...accountDataFieldTexts,
  ...newsletterFieldTexts,
  ...recoveryFieldTexts,
} as const;

export type OutputFieldId = keyof typeof outputFieldTexts;

/** The files' tables as they are, for the test that no id is defined twice (a spread keeps only the last). */
export const outputFieldTextTables = [
  commonFieldTexts,
  datesFieldTexts,
  audioFieldTexts,
  imageFieldTexts,
  jobsFieldTexts,
  keysFieldTexts,
  pdfFieldTexts,
  platformFieldTexts,
  requestsFieldTexts,
  textFieldTexts,
  verifyFieldTexts,
  accountDataFieldTexts,
  newsletterFieldTexts,
  recoveryFieldTexts,
] as const;
