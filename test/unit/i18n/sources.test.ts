import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { currentTranslationInputs } from '../../../shared/i18n/current-sources.js';
import {
  explainProblems,
  type FreshnessProblem,
  freshnessProblems,
  parseSourceRecord,
  rewriteCommand,
  sourceRecord,
  sourceRecordPath,
  type TranslationInputs,
  translatedTexts,
} from '../../../shared/i18n/sources.js';
import type { Operation } from '../../../shared/operations/types.js';

/**
 * Translations cannot silently outlive the text they translate (docs/translations.md): shared/i18n/sources.json
 * records, for every translated text, a fingerprint of its source; an edited source, an unrecorded translation or a
 * recorded text that no longer exists fails here, naming the id and the languages to review.
 */
const root = join(import.meta.dirname, '..', '..', '..');
const record = parseSourceRecord(readFileSync(join(root, sourceRecordPath), 'utf8'));
const inputs = await currentTranslationInputs();
const texts = translatedTexts(inputs);

/** A record of today's sources, so that each case below sees only the change it makes. */
const today = sourceRecord(texts);

/** What the check says once one input is swapped. */
const problemsWith = (change: Partial<TranslationInputs>): FreshnessProblem[] =>
  freshnessProblems(today, translatedTexts({ ...inputs, ...change }));

/** The table with one operation replaced. */
const withOperation = (id: string, replace: (op: Operation) => Operation): readonly Operation[] =>
  inputs.operations.map((op) => (op.id === id ? replace(op) : op));

describe('which source each translation was made from (shared/i18n/sources.json)', () => {
  it('records the source of every translated text as it is today', () => {
    const problems = freshnessProblems(record, texts);
    expect(problems, explainProblems(problems)).toEqual([]);
    // The record is exactly what the script would write: sorted, nothing else in it.
    expect(Object.keys(record)).toEqual(Object.keys(sourceRecord(texts)));
  });

  it('covers operation texts, cards, the OpenAPI document’s shared texts, categories and plans', () => {
    const ids = texts.map((t) => t.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'operation pdf.split summary',
        'operation pdf.split parameter pages',
        'operation pdf.split card name',
        'openapi tag pdf',
        'openapi problem 403',
        'openapi parameter DryRun',
        'openapi response file',
        'category image',
        'plan 2 feature 1',
        'problem key_restricted title',
        'response field jobAcceptedStatusUrl',
        'response field exportUrl',
        'family verify',
      ]),
    );
    const byId = new Map(texts.map((t) => [t.id, t]));
    // English sources are translated to pt, es and fr; Portuguese ones to en, es and fr.
    expect(byId.get('operation pdf.split parameter pages')?.languages).toEqual(['pt', 'es', 'fr']);
    expect(byId.get('openapi parameter DryRun')?.languages).toEqual(['pt', 'es', 'fr']);
    expect(byId.get('operation pdf.split card name')?.languages).toEqual(['en', 'es', 'fr']);
  });

  it('fails, naming the id and pt, es and fr, when an English describe() text of the table changes', () => {
    const table = withOperation('pdf.split', (op) => {
      if (!(op.input instanceof z.ZodObject)) throw new Error('pdf.split takes an object');
      const pages = op.input.shape.pages;
      if (!(pages instanceof z.ZodType)) throw new Error('pdf.split has pages');
      return { ...op, input: op.input.extend({ pages: pages.describe('Page ranges, now said differently.') }) };
    });
    const problems = problemsWith({ operations: table });
    expect(problems).toEqual([
      { id: 'operation pdf.split parameter pages', reason: 'source changed', languages: ['pt', 'es', 'fr'] },
    ]);
    const message = explainProblems(problems);
    expect(message).toContain('operation pdf.split parameter pages: its source changed since it was translated');
    expect(message).toContain('review pt, es, fr');
    expect(message).toContain(rewriteCommand);
  });

  it('fails when a summary or description of the table changes', () => {
    const table = withOperation('pdf.merge', (op) => ({
      ...op,
      doc: { ...op.doc, summary: `${op.doc.summary}!`, description: `${op.doc.description ?? ''} More.` },
    }));
    expect(problemsWith({ operations: table }).map((p) => p.id)).toEqual([
      'operation pdf.merge summary',
      'operation pdf.merge description',
    ]);
  });

  it('fails, naming en, es and fr, when a Portuguese card changes', () => {
    const table = withOperation('pdf.split', (op) =>
      op.service === undefined ? op : { ...op, service: { ...op.service, name: 'Separar PDF' } },
    );
    expect(problemsWith({ operations: table })).toEqual([
      { id: 'operation pdf.split card name', reason: 'source changed', languages: ['en', 'es', 'fr'] },
    ]);
  });

  it('fails when an English text of the OpenAPI document changes', () => {
    const openApi = {
      ...inputs.openApi,
      problems: { ...inputs.openApi.problems, '403': 'These credentials may not call this route.' },
    } as const;
    expect(problemsWith({ openApi })).toEqual([
      { id: 'openapi problem 403', reason: 'source changed', languages: ['pt', 'es', 'fr'] },
    ]);
  });

  it('fails, naming pt, es and fr, when a problem title or a response field description changes', () => {
    const problemTitles = { ...inputs.problemTitles, insufficient_credits: 'Not enough credits' };
    const outputFieldTexts = { ...inputs.outputFieldTexts, keyMasked: 'The key, masked.' };
    expect(problemsWith({ problemTitles, outputFieldTexts })).toEqual([
      { id: 'problem insufficient_credits title', reason: 'source changed', languages: ['pt', 'es', 'fr'] },
      { id: 'response field keyMasked', reason: 'source changed', languages: ['pt', 'es', 'fr'] },
    ]);
  });

  it('fails, naming en, es and fr, when a family’s Portuguese name changes', () => {
    const familyNames = { ...inputs.familyNames, verify: 'Validação' };
    expect(problemsWith({ familyNames })).toEqual([
      { id: 'family verify', reason: 'source changed', languages: ['en', 'es', 'fr'] },
    ]);
  });

  it('fails when the record has an id the table no longer has', () => {
    const table = inputs.operations.filter((op) => op.id !== 'pdf.split');
    const problems = problemsWith({ operations: table });
    expect(problems.length).toBeGreaterThan(2);
    expect(problems.every((p) => p.reason === 'no longer exists' && p.id.startsWith('operation pdf.split '))).toBe(
      true,
    );
    expect(problems.map((p) => p.id)).toContain('operation pdf.split parameter pages');
    expect(explainProblems(problems)).toContain('operation pdf.split parameter pages: no longer exists');
  });

  it('fails when a translated text was never recorded', () => {
    const { 'operation pdf.split summary': _left, ...without } = today;
    expect(freshnessProblems(without, texts)).toEqual([
      { id: 'operation pdf.split summary', reason: 'not recorded', languages: ['pt', 'es', 'fr'] },
    ]);
  });

  it('never reaches the browser: nothing under web/src, functions or infra reads the record or its check', () => {
    const readers: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) {
          if (name !== 'node_modules') walk(path);
        } else if (/\.(ts|tsx)$/.test(name)) {
          const source = readFileSync(path, 'utf8');
          if (/i18n\/(sources|current-sources)\.js'|sources\.json/.test(source))
            readers.push(path.slice(root.length + 1));
        }
      }
    };
    for (const dir of [join('web', 'src'), 'functions', 'infra']) walk(join(root, dir));
    expect(readers).toEqual([]);
  });
});
