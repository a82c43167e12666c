import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import busboy from 'busboy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageChart, imageQrCode } from '../../../shared/operations/image.js';
import { operations } from '../../../shared/operations/index.js';
import { pdfMerge, pdfSplit } from '../../../shared/operations/pdf.js';
import type { Operation } from '../../../shared/operations/types.js';
import { renderSnippets } from '../../../shared/snippet-render.js';
import { buildSnippets, fileUpload, snippetLanguages, snippetRequest } from '../../../shared/snippets.js';
import { heroFiles, heroKey, heroRequest } from '../../../web/src/features/landing/components/hero-example.js';
import { type CountingServer, startServer } from '../net/servers.js';

/**
 * The generated snippets are run, not just read: each cURL command goes through a real shell and curl to a
 * loopback server, which parses what arrived (JSON, or multipart with busboy) and checks it against the
 * operation's own input schema. The JavaScript snippet runs in Node the same way.
 */

const run = promisify(execFile);
const key = 'alq_TESTKEY0123456789';

interface Received {
  method: string;
  url: string;
  token: string | undefined;
  contentType: string;
  fields: Record<string, unknown>;
}

const readBody = async (req: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

const parseMultipart = (contentType: string, body: Buffer): Promise<Record<string, unknown>> =>
  new Promise((resolve, reject) => {
    const fields: Record<string, unknown> = {};
    const add = (name: string, value: unknown) => {
      const existing = fields[name];
      fields[name] =
        existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
    };
    const parser = busboy({ headers: { 'content-type': contentType } });
    parser.on('field', (name, value) => add(name, value));
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('close', () =>
        add(name, {
          kind: 'upload',
          filename: info.filename,
          contentType: info.mimeType,
          bytes: new Uint8Array(Buffer.concat(chunks)),
        }),
      );
    });
    parser.on('close', () => resolve(fields));
    parser.on('error', reject);
    parser.end(body);
  });

let server: CountingServer;
let dir: string;
const received: Received[] = [];

beforeAll(async () => {
  server = await startServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const contentType = req.headers['content-type'] ?? '';
      const fields = contentType.startsWith('multipart/')
        ? await parseMultipart(contentType, body)
        : contentType.startsWith('application/json')
          ? (JSON.parse(body.toString()) as Record<string, unknown>)
          : {};
      const token = req.headers['api-token'];
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        token: typeof token === 'string' ? token : undefined,
        contentType,
        fields,
      });
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end('result-bytes');
    })();
  });
  dir = mkdtempSync(join(tmpdir(), 'alquimia-snippets-'));
  for (const name of ['documento.pdf', 'documento-2.pdf', 'contrato.pdf', 'anexo.pdf']) {
    writeFileSync(join(dir, name), `%PDF-1.4 ${name}`);
  }
});

afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Runs a snippet's cURL command in a shell and returns what the server received. */
const runCurl = async (command: string): Promise<Received> => {
  const before = received.length;
  await run('sh', ['-c', command], { cwd: dir, timeout: 10_000 });
  const got = received[before];
  if (!got) throw new Error('the server received nothing');
  return got;
};

/** The fields, checked by the operation's own schema (files arrive as uploads, as the pipeline builds them). */
const validFor = (op: Operation, fields: Record<string, unknown>) => op.input.safeParse(fields).success;

describe('snippets for every operation', () => {
  it('exist in all five languages and name the operation path', () => {
    for (const op of operations) {
      const s = buildSnippets(op, { baseUrl: 'https://api.example.test', apiKey: key });
      const path = op.path.split('{')[0] ?? op.path;
      for (const language of snippetLanguages) {
        expect(s[language], `${op.id} ${language}`).toContain(path);
      }
    }
  });
});

describe('generated cURL, run by a shell against a loopback server', () => {
  it('sends a JSON operation with its headers and a body its schema accepts', async () => {
    const got = await runCurl(buildSnippets(imageQrCode, { baseUrl: server.url, apiKey: key }).curl);
    expect(got).toMatchObject({ method: 'POST', url: imageQrCode.path, token: key, contentType: 'application/json' });
    expect(got.fields).toEqual(imageQrCode.doc.example);
    expect(validFor(imageQrCode, got.fields)).toBe(true);
  });

  it('keeps nested JSON and shell-unsafe characters intact', async () => {
    const input = {
      ...imageChart.doc.example,
      options: { plugins: { title: { display: true, text: "it's $HOME `x`" } } },
    };
    const got = await runCurl(buildSnippets(imageChart, { baseUrl: server.url, apiKey: key, input }).curl);
    expect(got.fields).toEqual(input);
  });

  it('uploads every file of a list as repeated multipart parts', async () => {
    const got = await runCurl(buildSnippets(pdfMerge, { baseUrl: server.url, apiKey: key }).curl);
    expect(got.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const files = got.fields.files;
    expect(Array.isArray(files) ? files.map((f: { filename: string }) => f.filename) : files).toEqual([
      'documento.pdf',
      'documento-2.pdf',
    ]);
    expect(validFor(pdfMerge, got.fields)).toBe(true);
  });

  it('sends text parts verbatim next to a file, with the live form values', async () => {
    const input = { file: fileUpload('documento.pdf'), pages: '@1-2' };
    const got = await runCurl(buildSnippets(pdfSplit, { baseUrl: server.url, apiKey: key, input }).curl);
    // --form-string: a value starting with @ is text, not a file to read.
    expect(got.fields.pages).toBe('@1-2');
    expect(got.fields.file).toMatchObject({ kind: 'upload', filename: 'documento.pdf' });
  });

  it('adds pipeline controls and the async preference', () => {
    const request = snippetRequest(pdfSplit, { baseUrl: server.url, apiKey: key, controls: { dry_run: 'true' } });
    expect(request.url).toBe(`${server.url}/api/pdf/split?dry_run=true`);
  });
});

describe('generated JavaScript, run by Node against a loopback server', () => {
  it('uploads the files of a multipart operation and saves the answer', async () => {
    const code = buildSnippets(pdfMerge, { baseUrl: server.url, apiKey: key }).javascript;
    writeFileSync(join(dir, 'merge.mjs'), code);
    const before = received.length;
    await run(process.execPath, ['merge.mjs'], { cwd: dir, timeout: 10_000 });
    const got = received[before];
    expect(got?.token).toBe(key);
    expect(got && validFor(pdfMerge, got.fields)).toBe(true);
  });
});

describe('the landing hero', () => {
  it('shows exactly the request the generator builds for pdf.merge, on the given origin', async () => {
    const origin = server.url;
    const fromTable = snippetRequest(pdfMerge, {
      baseUrl: origin,
      apiKey: heroKey,
      input: { files: heroFiles.map((f) => fileUpload(f)) },
    });
    expect(heroRequest(origin)).toEqual(fromTable);
    const curl = renderSnippets(heroRequest(origin)).curl;
    expect(curl).toContain(`'${origin}/api/pdf/merge'`);
    // The key stays a shell variable, expanded by the shell.
    const got = await runCurl(`ALQUIMIA_KEY=${key} && ${curl}`);
    expect(got.token).toBe(key);
    expect(validFor(pdfMerge, got.fields)).toBe(true);
  });
});
