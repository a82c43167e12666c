import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { currentTranslationInputs } from '../shared/i18n/current-sources.js';
import {
  freshnessProblems,
  parseSourceRecord,
  sourceRecord,
  sourceRecordPath,
  translatedTexts,
} from '../shared/i18n/sources.js';

/**
 * `npm run i18n:sources`: after the translations of an edited source were reviewed (docs/translations.md), records
 * every translated text's source fingerprint in shared/i18n/sources.json, and prints what changed.
 */
const path = join(import.meta.dirname, '..', sourceRecordPath);
/** The record as it was; none the first time (every text is then new). */
const readRecord = (): Record<string, string> => {
  try {
    return parseSourceRecord(readFileSync(path, 'utf8'));
  } catch {
    return {};
  }
};

const texts = translatedTexts(await currentTranslationInputs());
const before = freshnessProblems(readRecord(), texts);
writeFileSync(path, `${JSON.stringify(sourceRecord(texts), null, 2)}\n`);
for (const problem of before) process.stdout.write(`${problem.reason}: ${problem.id}\n`);
process.stdout.write(`${sourceRecordPath}: ${texts.length} translated texts recorded (${before.length} changed).\n`);
