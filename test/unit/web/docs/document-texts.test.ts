import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOpenApi, openApiTexts } from '../../../../shared/openapi.js';
import { operations } from '../../../../shared/operations/index.js';
import { problemText, responseText } from '../../../../web/src/features/docs/i18n/document-texts.js';
import { listOperations, openApiDocumentSchema } from '../../../../web/src/features/docs/lib/openapi.js';

/**
 * The docs reference translates the document's texts by id (shared/i18n/openapi) and shows the document's own
 * English otherwise. These tests hold the ids to the English they stand for: every response of the real document
 * is told apart as the text it carries, so a translation is never shown for another sentence.
 */
const document = buildOpenApi(operations, { serverUrl: 'https://api.alquimia.test' });
// Read as the page reads the served document.
const listed = listOperations(openApiDocumentSchema.parse(document));

describe('the docs reference reads the document’s texts by id', () => {
  it('tells every response of the document apart as the English text it carries', () => {
    const mismatched = listed.flatMap((op) =>
      op.responses.flatMap((response) => {
        const english =
          response.kind === 'problem'
            ? Object.entries(openApiTexts.problems).find(([status]) => status === response.status)?.[1]
            : openApiTexts.responses[response.kind];
        return english === response.description ? [] : [`${op.id} ${response.status} (${response.kind})`];
      }),
    );
    expect(listed.length).toBeGreaterThan(50);
    expect(mismatched).toEqual([]);
  });

  it('answers the translation in pt, es and fr and nothing in English (the document’s text shows)', () => {
    expect(problemText('es', '402')).toMatch(/^No hay créditos suficientes/);
    expect(responseText('fr', 'jsonOrFile')).toMatch(/^Le résultat en JSON/);
    expect(problemText('pt', '999')).toBeUndefined();
    expect(problemText('en', '402')).toBeUndefined();
    expect(responseText('en', 'file')).toBeUndefined();
  });

  it('holds each English text once: no copy of the document’s texts outside shared/openapi.ts', () => {
    const english = [
      ...Object.values(openApiTexts.tags),
      ...Object.values(openApiTexts.problems),
      ...Object.values(openApiTexts.parameters),
      ...Object.values(openApiTexts.responses),
    ].filter((text) => text.split(/\s+/).length >= 4);
    const root = process.cwd();
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) {
          if (name !== 'node_modules') walk(path);
        } else if (/\.(ts|tsx)$/.test(name) && path !== join(root, 'shared', 'openapi.ts')) files.push(path);
      }
    };
    // The web and shared code; an error message of the API (functions/) may say the same words for another purpose.
    for (const dir of ['shared', join('web', 'src')]) walk(join(root, dir));
    const copies = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return english.filter((text) => source.includes(text)).map((text) => `${file.slice(root.length + 1)}: ${text}`);
    });
    expect(english.length).toBeGreaterThan(20);
    expect(copies).toEqual([]);
  });
});
