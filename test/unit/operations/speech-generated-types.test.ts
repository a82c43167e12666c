import { readFile, rm, writeFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../../shared/openapi.js';
import { operations } from '../../../shared/operations/index.js';
import { type GeneratedClient, generateClient, typeErrors } from '../../support/generated-client.js';

/**
 * A customer's client generated from the OpenAPI document (openapi-typescript, as its CLI would) types the
 * text-to-speech body so that a voice of another language does not compile, while every pair the server takes does.
 */

const scratch: GeneratedClient[] = [];

afterAll(async () => {
  await Promise.all(scratch.map((g) => rm(g.dir, { recursive: true, force: true })));
});

const bodies = [
  ['accepted', "{ text: 'Oi', voice: 'mariana', language: 'pt-BR' }"],
  ['accepted', "{ text: 'Hello', voice: 'emma', language: 'en-US', audioFormat: 'WAV' }"],
  ['accepted', "{ text: 'Salut', voice: 'louis' }"],
  ['refused', "{ text: 'Oi', voice: 'emma', language: 'pt-BR' }"],
  ['refused', "{ text: 'Hola', voice: 'amelie', language: 'es-ES' }"],
] as const;

describe('a client generated from the OpenAPI document', { timeout: 300_000 }, () => {
  it('compiles the text-to-speech bodies the server takes and refuses to compile a voice of another language', async () => {
    const document = JSON.stringify(buildOpenApi(operations, { serverUrl: 'https://api.alquimia.test' }));
    const generated = await generateClient(document);
    scratch.push(generated);
    const client = await readFile(generated.client, 'utf8');
    const paths = ['/api/audio/text-to-speech', '/api/audio/text-to-speech/v2', '/api/audio/text-to-speech/premium'];
    const lines = paths.flatMap((path, p) => [
      `type Speech${p} = paths['${path}']['post']['requestBody']['content']['application/json'];`,
      ...bodies.map(([, body], b) => `export const body${p}_${b}: Speech${p} = ${body};`),
    ]);
    const firstLine = client.split('\n').length + 1;
    await writeFile(generated.client, `${client}\n${lines.join('\n')}\n`);

    const errorLines = (await typeErrors(generated)).map((e) => Number(/^client\.ts\((\d+),/.exec(e)?.[1]));
    const refusedLines = lines.flatMap((line, i) =>
      bodies.some(([verdict, body]) => verdict === 'refused' && line.endsWith(`= ${body};`)) ? [firstLine + i] : [],
    );
    expect(refusedLines).toHaveLength(paths.length * 2);
    expect(errorLines.sort((a, b) => a - b)).toEqual(refusedLines);
  });
});
