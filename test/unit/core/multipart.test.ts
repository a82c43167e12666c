import busboy from 'busboy';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, invalidRequest, payloadTooLarge } from '../../../functions/core/errors.js';
import { parseBody } from '../../../functions/core/http/body.js';
import { parseMediaType } from '../../../functions/core/http/header-params.js';
import { type MultipartLimits, type MultipartPart, parseMultipart } from '../../../functions/core/http/multipart.js';
import type { HttpRequest } from '../../../functions/core/http/request.js';
import { defineOperation } from '../../../shared/operations/define.js';

/**
 * The buffer parser against the busboy 1.6 reading it replaced (kept here as the oracle, with body.ts's old options):
 * on any valid form both give the same fields and files; on a damaged one ours either agrees with busboy or refuses
 * with a 400, never reads something else. Where the two differ on purpose the test says so:
 * - a file part without Content-Type: ours `application/octet-stream` (RFC 7578 §4.4), busboy `text/plain`;
 * - transport padding after a delimiter (RFC 2046): ours reads the part, busboy drops it;
 * - what busboy passed over in silence (no form-data disposition or name, junk after a delimiter, unknown charset,
 *   an over-long field it cut short) ours refuses;
 * - a file of exactly the limit: busboy answered 413, ours takes it (the limit is inclusive).
 */

const roomy: MultipartLimits = { maxFiles: 20, maxFields: 200, maxFileBytes: 1 << 20, maxFieldBytes: 1 << 20 };

// ---------------------------------------------------------------------------------------------------------------
// The two parsers, answering in one comparable shape

type Seen =
  | { readonly name: string; readonly text: string }
  | { readonly name: string; readonly filename: string; readonly contentType: string; readonly bytes: string };
type Outcome = { readonly ok: true; readonly parts: Seen[] } | { readonly ok: false; status: number; detail: string };

const seen = ({ name, value }: MultipartPart): Seen =>
  typeof value === 'string'
    ? { name, text: value }
    : {
        name,
        filename: value.filename,
        contentType: value.contentType,
        bytes: Buffer.from(value.bytes).toString('hex'),
      };

const refusal = (error: AppError): Outcome => ({ ok: false, status: error.status, detail: error.detail });

/** Ours; anything thrown that is not an AppError escapes and fails the test. */
function ours(body: Buffer, contentType: string, limits: MultipartLimits = roomy): Outcome {
  try {
    return { ok: true, parts: parseMultipart(body, contentType, limits).map(seen) };
  } catch (error) {
    if (error instanceof AppError) return refusal(error);
    throw error;
  }
}

/** body.ts before this parser: busboy with the same options and answers, parts kept in the order their headers came. */
function viaBusboy(body: Buffer, contentType: string, limits: MultipartLimits = roomy): Promise<Outcome> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        defParamCharset: 'utf8',
        limits: {
          fileSize: limits.maxFileBytes,
          files: limits.maxFiles,
          fields: limits.maxFields,
          fieldSize: limits.maxFieldBytes,
        },
      });
    } catch {
      resolve(refusal(invalidRequest('The multipart body has no boundary.')));
      return;
    }
    const parts: (Seen | undefined)[] = [];
    const pending: Promise<void>[] = [];
    let failed: AppError | undefined;
    let settled = false;
    parser.on('field', (name, text) => parts.push({ name: String(name), text }));
    parser.on('file', (name, stream, info) => {
      const slot = parts.push(undefined) - 1;
      const chunks: Buffer[] = [];
      pending.push(
        new Promise<void>((done) => {
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', () => done());
          stream.on('limit', () => {
            failed ??= payloadTooLarge(limits.maxFileBytes, `File ${name}`);
          });
          stream.on('close', () => {
            const bytes = Buffer.concat(chunks).toString('hex');
            const { filename = '', mimeType } = info;
            parts[slot] = { name: String(name), filename, contentType: mimeType || 'application/octet-stream', bytes };
            done();
          });
        }),
      );
    });
    const max = limits.maxFiles;
    parser.on('filesLimit', () => {
      failed ??= invalidRequest(`At most ${max} file${max === 1 ? '' : 's'} per request.`);
    });
    parser.on('fieldsLimit', () => {
      failed ??= invalidRequest('Too many form fields.');
    });
    parser.on('error', () => {
      settled = true;
      resolve(refusal(new AppError('invalid_request', 'The multipart body is malformed or incomplete.')));
    });
    parser.on('close', () => {
      if (settled) return;
      void Promise.all(pending).then(() =>
        resolve(failed ? refusal(failed) : { ok: true, parts: parts.filter((p) => p !== undefined) }),
      );
    });
    parser.end(body);
  });
}

/** Ours as busboy would have labelled it: a file we call octet-stream where busboy says text/plain had no type. */
function asBusboyLabels(mine: Outcome, theirs: Outcome): Outcome {
  if (!mine.ok || !theirs.ok) return mine;
  const parts = mine.parts.map((part, i) => {
    const other = theirs.parts[i];
    const untyped =
      'contentType' in part &&
      other !== undefined &&
      'contentType' in other &&
      part.contentType === 'application/octet-stream' &&
      other.contentType === 'text/plain';
    return untyped ? { ...part, contentType: 'text/plain' } : part;
  });
  return { ok: true, parts };
}

// ---------------------------------------------------------------------------------------------------------------
// Valid forms, built with what each parser should read from them

interface Form {
  readonly body: Buffer;
  readonly contentType: string;
  readonly boundary: string;
  readonly expected: Seen[];
  readonly expectedByBusboy: Seen[];
}

interface Part {
  readonly head: string;
  readonly content: Buffer;
  readonly expected: Seen;
  readonly typed: boolean;
}

const tchar = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const quote = (value: string) => `"${value.replace(/[\\"]/g, '\\$&')}"`;
const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('utf8');
const baseName = (path: string) => {
  const name = path.split(/[/\\]/).at(-1) ?? '';
  return name === '.' || name === '..' ? '' : name;
};

/** RFC 2046 bchars: 1–70, not ending in a space. */
const bchars = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'()+_,-./:=? ".split('');
const boundaryArb = fc
  .array(fc.constantFrom(...bchars), { minLength: 1, maxLength: 70 })
  .map((cs) => cs.join(''))
  .filter((b) => !b.endsWith(' '));

const isControl = (c: string) => {
  const code = c.codePointAt(0) ?? 0;
  return (code < 0x20 && code !== 0x09) || code === 0x7f;
};
/** Text a header parameter can carry: any Unicode but C0 controls and DEL (which quoted-string does not allow). */
const paramText = (extra: readonly string[]) =>
  fc
    .oneof(
      fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' }),
      fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme-ascii' }),
      fc.constantFrom(...extra),
    )
    .filter((s) => s.length > 0 && ![...s].some(isControl));
const nameArb = paramText(['doc', 'size', '__proto__', 'constructor', 'a"b', 'c\\d', 'x y', 'ação', '名前', '\t']);
const filenameArb = paramText([
  'a.png',
  'C:/x/y.pdf',
  '..',
  '.',
  'dir/',
  'a\\b.txt',
  'relatório "final".pdf',
  '写真.jpg',
]);

/** Bytes that come close to a delimiter without being one: its prefixes, and the whole of it without CRLF. */
const nearMiss = (b: string) =>
  fc.oneof(
    fc.integer({ min: 0, max: b.length - 1 }).map((n) => Buffer.from(`\r\n--${b.slice(0, n)}`)),
    fc.constantFrom(Buffer.from(`x--${b}`), Buffer.from(`\r--${b}`), Buffer.from(`\n--${b}`), Buffer.from('\r\n')),
  );
const binary = (b: string, maxLength: number) =>
  fc
    .array(fc.oneof({ weight: 3, arbitrary: fc.uint8Array({ maxLength }).map(Buffer.from) }, nearMiss(b)), {
      maxLength: 5,
    })
    .map((chunks) => Buffer.concat(chunks));
const textValue = (b: string) =>
  fc
    .array(
      fc.oneof(
        fc.string({ maxLength: 20, unit: 'grapheme' }).map((s) => Buffer.from(s, 'utf8')),
        fc.string({ maxLength: 10, unit: 'binary' }).map((s) => Buffer.from(s, 'utf8')),
        nearMiss(b),
      ),
      { maxLength: 4 },
    )
    .map((chunks) => Buffer.concat(chunks));

/** How a part's header section is spelled: case, spacing, order, extra headers. */
const style = fc.record({
  disposition: fc.constantFrom('Content-Disposition', 'content-disposition', 'CONTENT-DISPOSITION'),
  type: fc.constantFrom('Content-Type', 'content-type'),
  space: fc.constantFrom('', ' ', '  ', '\t'),
  separator: fc.constantFrom('; ', ';', ' ;\t'),
  formData: fc.constantFrom('form-data', 'Form-Data'),
  typeFirst: fc.boolean(),
  extra: fc.constantFrom(undefined, 'X-Trace: 1', 'Content-Transfer-Encoding: binary', 'X-Folded: a\r\n\tb'),
  token: fc.boolean(),
});
type Style = typeof style extends fc.Arbitrary<infer S> ? S : never;

const param = (name: string, value: string, s: Style) =>
  `${s.separator}${name}=${s.token && tchar.test(value) ? value : quote(value)}`;

function head(s: Style, disposition: string, contentType: string | undefined): string {
  const lines = [`${s.disposition}:${s.space}${s.formData}${disposition}`];
  if (contentType !== undefined) lines[s.typeFirst ? 'unshift' : 'push'](`${s.type}:${s.space}${contentType}`);
  if (s.extra) lines.push(s.extra);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

const fieldPart = (b: string): fc.Arbitrary<Part> =>
  fc
    .record({
      s: style,
      name: nameArb,
      value: textValue(b),
      charset: fc.constantFrom(undefined, 'text/plain', 'text/plain; charset=UTF-8', 'text/plain;charset="utf-8"'),
      latin1: fc.option(
        fc.string({ maxLength: 12, unit: fc.integer({ min: 0x20, max: 0xff }).map(String.fromCharCode) }),
        {
          nil: undefined,
        },
      ),
    })
    .map(({ s, name, value, charset, latin1 }) => {
      if (latin1 !== undefined) {
        return {
          head: head(s, param('name', name, s), 'text/plain; charset=ISO-8859-1'),
          content: Buffer.from(latin1, 'latin1'),
          expected: { name: utf8(name), text: latin1 },
          typed: true,
        };
      }
      return {
        head: head(s, param('name', name, s), charset),
        content: value,
        expected: { name: utf8(name), text: value.toString('utf8') },
        typed: charset !== undefined,
      };
    });

const fileTypes = [
  undefined,
  'image/png',
  'application/pdf',
  'IMAGE/JPEG',
  'image/svg+xml; charset=utf-8',
  'text/plain',
];
const filePart = (b: string): fc.Arbitrary<Part> =>
  fc
    .record({
      s: style,
      name: nameArb,
      filename: filenameArb,
      how: fc.constantFrom('plain', 'extended', 'extended-first', 'empty', 'none'),
      language: fc.constantFrom('', 'en', 'pt-BR'),
      type: fc.constantFrom(...fileTypes),
      bytes: fc.oneof({ weight: 5, arbitrary: binary(b, 300) }, binary(b, 5000)),
    })
    .map(({ s, name, filename, how, language, type, bytes }) => {
      const pct = [...Buffer.from(filename, 'utf8')]
        .map((byte) =>
          /[!#$&+.^_`|~0-9A-Za-z-]/.test(String.fromCharCode(byte))
            ? String.fromCharCode(byte)
            : `%${byte.toString(16).padStart(2, '0')}`,
        )
        .join('');
      const extended = `${s.separator}filename*=UTF-8'${language}'${pct}`;
      const disposition = {
        plain: param('name', name, s) + param('filename', filename, s),
        extended: param('name', name, s) + param('filename', 'fallback.bin', s) + extended,
        'extended-first': extended + param('name', name, s) + param('filename', 'fallback.bin', s),
        // busboy's reading, kept: an empty filename is none, and an untitled octet-stream part is still a file.
        empty: `${param('name', name, s)}${s.separator}filename=""`,
        none: param('name', name, s),
      }[how];
      const untitled = how === 'empty' || how === 'none';
      const sentType = untitled ? 'application/octet-stream' : type;
      return {
        head: head(s, disposition, sentType),
        content: bytes,
        expected: {
          name: utf8(name),
          filename: untitled ? '' : baseName(utf8(filename)),
          contentType: sentType?.split(';')[0]?.toLowerCase() ?? 'application/octet-stream',
          bytes: bytes.toString('hex'),
        },
        typed: sentType !== undefined,
      };
    });

const contentTypeOf = (b: string) =>
  fc
    .record({
      media: fc.constantFrom('multipart/form-data', 'Multipart/Form-Data'),
      key: fc.constantFrom('boundary', 'Boundary', 'BOUNDARY'),
      quoted: fc.boolean(),
      before: fc.constantFrom('', '; charset=utf-8', ';  x="a;b"'),
      after: fc.constantFrom('', '; charset=utf-8', '\t; x=1 '),
      space: fc.constantFrom('; ', ';', ' ;  '),
    })
    .map((c) => `${c.media}${c.before}${c.space}${c.key}=${c.quoted || !tchar.test(b) ? `"${b}"` : b}${c.after}`);

const occurrences = (haystack: Buffer, needle: Buffer) => {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) count++;
  return count;
};

const formArb: fc.Arbitrary<Form> = boundaryArb.chain((b) =>
  fc
    .record({
      contentType: contentTypeOf(b),
      preamble: fc.oneof(
        fc.constant(undefined),
        fc.constant(''),
        textValue(b).map((t) => t.toString('latin1')),
      ),
      parts: fc.array(fc.oneof(fieldPart(b), filePart(b)), { maxLength: 6 }),
      epilogue: fc.constantFrom('', '\r\n', `\r\n--${b}\r\nanything\r\n`, 'junk', `\r\n--${b}--`),
    })
    .map(({ contentType, preamble, parts, epilogue }) => {
      const chunks: Buffer[] = [];
      if (preamble !== undefined) chunks.push(Buffer.from(`${preamble}\r\n`, 'latin1'));
      for (const part of parts) {
        chunks.push(Buffer.from(`--${b}\r\n${part.head}`, 'utf8'), part.content, Buffer.from('\r\n'));
      }
      chunks.push(Buffer.from(`--${b}--`));
      const framed = Buffer.concat(chunks);
      return { framed, body: Buffer.concat([framed, Buffer.from(epilogue, 'latin1')]), contentType, parts };
    })
    // Contents must not hold a delimiter: exactly one per part and the closing one, counting from a virtual CRLF.
    .filter(
      ({ framed, parts }) =>
        occurrences(Buffer.concat([Buffer.from('\r\n'), framed]), Buffer.from(`\r\n--${b}`)) === parts.length + 1,
    )
    .map(({ body, contentType, parts }) => ({
      body,
      contentType,
      boundary: b,
      expected: parts.map((p) => p.expected),
      expectedByBusboy: parts.map((p) =>
        'contentType' in p.expected && !p.typed ? { ...p.expected, contentType: 'text/plain' } : p.expected,
      ),
    })),
);

// ---------------------------------------------------------------------------------------------------------------
// Damage

type Edit =
  | { kind: 'cut'; at: number }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'insert'; at: number; bytes: number[] }
  | { kind: 'set'; at: number; byte: number };
const anyByte = fc.oneof(fc.constantFrom(...Buffer.from('\r\n- \t";=:\\/*%\'a')), fc.integer({ min: 0, max: 255 }));
const editArb: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 6 }) }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    bytes: fc.array(anyByte, { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant('set' as const), at: fc.nat(), byte: anyByte }),
);

function damage(body: Buffer, edits: readonly Edit[]): Buffer {
  let out = body;
  for (const edit of edits) {
    const at = edit.at % (out.length + 1);
    if (edit.kind === 'cut') out = out.subarray(0, at);
    else if (edit.kind === 'delete') out = Buffer.concat([out.subarray(0, at), out.subarray(at + edit.length)]);
    else if (edit.kind === 'insert')
      out = Buffer.concat([out.subarray(0, at), Buffer.from(edit.bytes), out.subarray(at)]);
    else if (at < out.length)
      out = Buffer.concat([out.subarray(0, at), Buffer.from([edit.byte]), out.subarray(at + 1)]);
  }
  return out;
}

/** The body without RFC 2046 transport padding on delimiter lines, which busboy does not read (it drops the part). */
function withoutPadding(body: Buffer, b: string): Buffer {
  const escaped = b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const padded = new RegExp(`(^|\\r\\n)--${escaped}[ \\t]+\\r\\n`, 'g');
  return Buffer.from(body.toString('latin1').replace(padded, `$1--${b}\r\n`), 'latin1');
}

// MULTIPART_PROPERTY_RUNS and _SEED widen the search locally; CI keeps it small and seeded.
const runs = {
  numRuns: Number(process.env.MULTIPART_PROPERTY_RUNS ?? 300),
  seed: Number(process.env.MULTIPART_PROPERTY_SEED ?? 20261124),
};

// ---------------------------------------------------------------------------------------------------------------

describe('parseMultipart against busboy, property-based', { timeout: 120_000 }, () => {
  it('reads every valid form as it was sent, and as busboy read it', async () => {
    await fc.assert(
      fc.asyncProperty(formArb, async (form) => {
        expect(ours(form.body, form.contentType)).toEqual({ ok: true, parts: form.expected });
        expect(await viaBusboy(form.body, form.contentType)).toEqual({ ok: true, parts: form.expectedByBusboy });
      }),
      runs,
    );
  });

  it('answers the limits of a valid form as busboy did: the first crossed, in body order', async () => {
    const tight = fc.record({
      maxFiles: fc.integer({ min: 0, max: 3 }),
      maxFields: fc.integer({ min: 0, max: 4 }),
      maxFileBytes: fc.integer({ min: 0, max: 400 }),
      maxFieldBytes: fc.constant(1 << 20),
    });
    await fc.assert(
      fc.asyncProperty(formArb, tight, async (form, limits) => {
        // A file of exactly the limit is where the two differ on purpose (see the header); the unit tests cover it.
        fc.pre(!form.expected.some((p) => 'bytes' in p && p.bytes.length / 2 === limits.maxFileBytes));
        const theirs = await viaBusboy(form.body, form.contentType, limits);
        expect(asBusboyLabels(ours(form.body, form.contentType, limits), theirs)).toEqual(theirs);
      }),
      runs,
    );
  });

  it('reads a damaged form as busboy does, or refuses it with a 400; never something else, never a crash', async () => {
    await fc.assert(
      fc.asyncProperty(
        formArb,
        fc.array(editArb, { minLength: 1, maxLength: 3 }),
        // The Content-Type is damaged now and then only: damaged, it mostly ends the parse at its boundary.
        fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, fc.array(editArb, { minLength: 1, maxLength: 2 })),
        async (form, bodyEdits, headerEdits) => {
          const body = damage(form.body, bodyEdits);
          const contentType = damage(Buffer.from(form.contentType, 'latin1'), headerEdits).toString('latin1');
          const mine = ours(body, contentType);
          if (mine.ok) {
            const boundary = parseMediaType(contentType)?.params.get('boundary') ?? form.boundary;
            const theirs = await viaBusboy(withoutPadding(body, boundary), contentType);
            expect(asBusboyLabels(mine, theirs)).toEqual(theirs);
          } else {
            expect(mine.status, mine.detail).toBe(400);
          }
        },
      ),
      { ...runs, numRuns: runs.numRuns * 3 },
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------

const form = (...lines: string[]) => Buffer.from(lines.join('\r\n'), 'utf8');
const ct = 'multipart/form-data; boundary=b';
const field = (name: string, value: string) => `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
const parts = (body: Buffer, contentType = ct, limits = roomy) => parseMultipart(body, contentType, limits);
const refusedWith = (body: Buffer, contentType = ct, limits = roomy) => ours(body, contentType, limits);
const malformed = { ok: false, status: 400, detail: 'The multipart body is malformed or incomplete.' };

describe('parseMultipart', () => {
  it('gives fields and files in the order sent, repeated names included', () => {
    const body = form(
      field('tag', 'a'),
      '--b',
      'Content-Disposition: form-data; name="doc"; filename="x.png"',
      'Content-Type: image/png',
      '',
      '\x89PNG',
      field('tag', 'b'),
      '--b--',
    );
    expect(ours(body, ct)).toEqual({
      ok: true,
      parts: [
        { name: 'tag', text: 'a' },
        { name: 'doc', filename: 'x.png', contentType: 'image/png', bytes: Buffer.from('\x89PNG').toString('hex') },
        { name: 'tag', text: 'b' },
      ],
    });
  });

  it('hands file bytes out as a plain Uint8Array view into the body, not a copy', () => {
    const content = Buffer.alloc(1024, 7);
    const body = Buffer.concat([
      form('--b', 'Content-Disposition: form-data; name="f"; filename="a"', '', ''),
      content,
      Buffer.from('\r\n--b--'),
    ]);
    const file = parts(body)[0]?.value;
    if (typeof file !== 'object') throw new Error('expected a file');
    expect(Buffer.isBuffer(file.bytes)).toBe(false);
    expect(file.bytes.buffer).toBe(body.buffer);
    expect(file.bytes.byteOffset).toBe(body.byteOffset + body.indexOf(content));
    expect(file.bytes.byteLength).toBe(1024);
  });

  it('reads the boundary as a token or a quoted string, whatever the case of its name', () => {
    const body = form('--a:b c', 'Content-Disposition: form-data; name="x"', '', '1', '--a:b c--');
    expect(parts(body, 'multipart/form-data; BOUNDARY="a:b c"')).toEqual([{ name: 'x', value: '1' }]);
    expect(parts(form(field('x', '1'), '--b--'), 'multipart/form-data;boundary=b ; charset=utf-8')).toHaveLength(1);
  });

  it.each([
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=""',
    'multipart/form-data; boundary=b;',
    'multipart/form-data; boundary="b',
    'multipart/form-data boundary=b',
  ])('answers Content-Type %j with "no boundary"', (contentType) => {
    expect(refusedWith(form('--b--'), contentType)).toEqual({
      ok: false,
      status: 400,
      detail: 'The multipart body has no boundary.',
    });
  });

  it.each(['x'.repeat(71), 'ends-in-space ', 'a@b', 'é'])(
    'refuses the boundary %j that RFC 2046 does not allow',
    (b) => {
      const answer = refusedWith(form(`--${b}--`), `multipart/form-data; boundary="${b}"`);
      expect(answer).toMatchObject({ ok: false, status: 400 });
      expect(answer.ok || answer.detail).toContain('1 to 70 characters');
    },
  );

  it('takes a 70-character boundary', () => {
    const b = 'x'.repeat(70);
    expect(
      parts(
        form(`--${b}`, 'Content-Disposition: form-data; name="a"', '', '1', `--${b}--`),
        `multipart/form-data; boundary=${b}`,
      ),
    ).toHaveLength(1);
  });

  it('ignores preamble and epilogue, and takes a first delimiter at offset 0 or after a line break', () => {
    expect(parts(form('preamble --b not yet', field('a', '1'), '--b--', 'epilogue\r\n--b\r\nX: y'))).toEqual([
      { name: 'a', value: '1' },
    ]);
    expect(parts(form('', field('a', '1'), '--b--'))).toHaveLength(1);
    expect(parts(form('--b--'))).toEqual([]);
  });

  it('reads a part after a delimiter line with transport padding (busboy dropped it)', () => {
    expect(parts(form('--b \t', 'Content-Disposition: form-data; name="a"', '', '1', '--b--'))).toEqual([
      { name: 'a', value: '1' },
    ]);
  });

  it.each([
    ['no closing delimiter', form(field('a', '1'))],
    ['a body cut inside the closing delimiter', form(field('a', '1'), '--b-')],
    ['no delimiter at all', form('just text')],
    ['an empty body', Buffer.alloc(0)],
    ['junk after a delimiter', form('--bX', 'Content-Disposition: form-data; name="a"', '', '1', '--b--')],
    ['a part with no header section', form('--b', '', 'value', '--b--')],
    ['headers that never end', form('--b', 'Content-Disposition: form-data; name="a"', '--b--')],
    ['a header without a colon', form('--b', 'Content-Disposition form-data; name="a"', '', '1', '--b--')],
    ['a space before the colon', form('--b', 'Content-Disposition : form-data; name="a"', '', '1', '--b--')],
    ['a control byte in a header', form('--b', 'Content-Disposition: form-data; name="a\x01"', '', '1', '--b--')],
    ['a bare LF ending a header', form('--b', 'Content-Disposition: form-data; name="a"\nX: 1', '', '1', '--b--')],
    ['a folded first line', form('--b', ' Content-Disposition: form-data; name="a"', '', '1', '--b--')],
    [
      'two delimiters with no part between',
      form('--b', '--b', 'Content-Disposition: form-data; name="a"', '', '1', '--b--'),
    ],
  ])('answers %s with the malformed 400', (_, body) => {
    expect(refusedWith(body)).toEqual(malformed);
  });

  it('bounds a part header section at 16 KiB, blank line included', () => {
    const section = (bytes: number) => {
      const cd = 'Content-Disposition: form-data; name="a"\r\n';
      const filler = `X: ${'y'.repeat(bytes - cd.length - 'X: \r\n\r\n'.length)}\r\n`;
      return Buffer.from(`--b\r\n${cd}${filler}\r\n1\r\n--b--`);
    };
    expect(parts(section(16 * 1024))).toEqual([{ name: 'a', value: '1' }]);
    expect(refusedWith(section(16 * 1024 + 1))).toEqual(malformed);
  });

  it('refuses a part with 2000 header lines, where busboy started dropping them', () => {
    const lines = Array.from({ length: 1999 }, () => 'X: 1');
    const body = (n: number) =>
      form('--b', ...lines.slice(0, n), 'Content-Disposition: form-data; name="a"', '', '1', '--b--');
    expect(parts(body(1998))).toHaveLength(1);
    expect(refusedWith(body(1999))).toEqual(malformed);
  });

  it.each([
    ['no Content-Disposition', form('--b', 'Content-Type: text/plain', '', '1', '--b--')],
    ['a disposition other than form-data', form('--b', 'Content-Disposition: attachment; name="a"', '', '1', '--b--')],
    ['a malformed disposition', form('--b', 'Content-Disposition: form-data; name="a', '', '1', '--b--')],
    ['no name', form('--b', 'Content-Disposition: form-data; filename="a.png"', '', '1', '--b--')],
    ['an empty name', form('--b', 'Content-Disposition: form-data; name=""', '', '1', '--b--')],
  ])('refuses a part with %s, naming it, where busboy skipped it or named it "undefined"', (_, body) => {
    expect(refusedWith(body)).toEqual({
      ok: false,
      status: 400,
      detail: 'Multipart part 1 needs a Content-Disposition: form-data header with a name.',
    });
  });

  it('reads header names in any case, folded lines, and the first of a repeated header', () => {
    const body = form(
      '--b',
      'content-DISPOSITION: form-data;',
      '\tname="a"; filename="one.txt"',
      'CONTENT-TYPE: Text/CSV; charset=utf-8',
      'Content-Type: image/png',
      '',
      'x,y',
      '--b--',
    );
    expect(ours(body, ct)).toEqual({
      ok: true,
      parts: [{ name: 'a', filename: 'one.txt', contentType: 'text/csv', bytes: Buffer.from('x,y').toString('hex') }],
    });
  });

  it('reads file names as busboy did: UTF-8 raw, filename* first, only the base name, escapes kept but \\\\ and \\"', () => {
    const named = (disposition: string) => {
      const file = parts(form('--b', `Content-Disposition: form-data; name="f"; ${disposition}`, '', '', '--b--'))[0]
        ?.value;
      return typeof file === 'object' ? file.filename : file;
    };
    expect(named('filename="relatório ação.pdf"')).toBe('relatório ação.pdf');
    expect(named(`filename="plain.pdf"; filename*=UTF-8''%E5%86%99%E7%9C%9F.jpg`)).toBe('写真.jpg');
    expect(named(`filename*=iso-8859-1'pt'a%E7%E3o.txt; filename="plain.pdf"`)).toBe('ação.txt');
    expect(named('filename="../../etc/passwd"')).toBe('passwd');
    expect(named('filename="C:\\Users\\me\\photo.png"')).toBe('photo.png');
    expect(named('filename="say \\"hi\\".txt"')).toBe('say "hi".txt');
    expect(named('filename=".."')).toBe('');
    expect(named('filename=token.bin')).toBe('token.bin');
  });

  it('refuses a filename* in a charset it cannot decode', () => {
    const body = form('--b', `Content-Disposition: form-data; name="f"; filename*=koi8-r''%C1`, '', '', '--b--');
    expect(refusedWith(body)).toMatchObject({ ok: false, status: 400 });
  });

  it('treats an empty filename as none, and an application/octet-stream part as a file', () => {
    const body = form(
      '--b',
      'Content-Disposition: form-data; name="empty"; filename=""',
      '',
      'text',
      '--b',
      'Content-Disposition: form-data; name="blob"; filename=""',
      'Content-Type: application/octet-stream',
      '',
      '',
      '--b--',
    );
    expect(ours(body, ct)).toEqual({
      ok: true,
      parts: [
        { name: 'empty', text: 'text' },
        { name: 'blob', filename: '', contentType: 'application/octet-stream', bytes: '' },
      ],
    });
  });

  it('labels a file sent without Content-Type application/octet-stream (busboy said text/plain)', () => {
    const body = form('--b', 'Content-Disposition: form-data; name="f"; filename="a"', '', 'x', '--b--');
    const file = parts(body)[0]?.value;
    expect(typeof file === 'object' && file.contentType).toBe('application/octet-stream');
  });

  it('refuses a malformed part Content-Type instead of guessing text/plain', () => {
    const body = form(
      '--b',
      'Content-Disposition: form-data; name="f"; filename="a"',
      'Content-Type: image/',
      '',
      'x',
      '--b--',
    );
    expect(refusedWith(body)).toEqual({
      ok: false,
      status: 400,
      detail: 'Multipart part 1 (f) has a malformed Content-Type header.',
    });
  });

  it('decodes a field in its declared charset, UTF-8 by default, and refuses one it cannot decode', () => {
    const latin = Buffer.concat([
      form('--b', 'Content-Disposition: form-data; name="a"', 'Content-Type: text/plain; charset=ISO-8859-1', '', ''),
      Buffer.from('ação', 'latin1'),
      Buffer.from('\r\n--b--'),
    ]);
    expect(parts(latin)).toEqual([{ name: 'a', value: 'ação' }]);
    expect(parts(form(field('a', 'ação 名前 \r\n--x\r\n'), '--b--'))).toEqual([
      { name: 'a', value: 'ação 名前 \r\n--x\r\n' },
    ]);
    const koi = form(
      '--b',
      'Content-Disposition: form-data; name="a"',
      'Content-Type: text/plain; charset=koi8-r',
      '',
      'x',
      '--b--',
    );
    expect(refusedWith(koi)).toEqual({
      ok: false,
      status: 400,
      detail: 'Multipart field a: charset koi8-r is not supported; send UTF-8.',
    });
  });

  describe('limits', () => {
    const file = (name: string, bytes: number) =>
      `--b\r\nContent-Disposition: form-data; name="${name}"; filename="f"\r\n\r\n${'x'.repeat(bytes)}`;
    const limits = { maxFiles: 1, maxFields: 2, maxFileBytes: 10, maxFieldBytes: 5 };

    it('takes a file of exactly the limit (busboy answered 413) and refuses one byte more with 413', () => {
      expect(parts(form(file('doc', 10), '--b--'), ct, limits)).toHaveLength(1);
      expect(refusedWith(form(file('doc', 11), '--b--'), ct, limits)).toEqual({
        ok: false,
        status: 413,
        detail: 'File doc exceeds the limit of 10 bytes.',
      });
    });

    it('refuses a field over its byte limit with 413 naming it (busboy cut it short)', () => {
      expect(parts(form(field('a', '12345'), '--b--'), ct, limits)).toHaveLength(1);
      expect(refusedWith(form(field('a', '123456'), '--b--'), ct, limits)).toEqual({
        ok: false,
        status: 413,
        detail: 'Field a exceeds the limit of 5 bytes.',
      });
    });

    it('counts files and fields', () => {
      expect(refusedWith(form(file('a', 1), file('b', 1), '--b--'), ct, limits)).toEqual({
        ok: false,
        status: 400,
        detail: 'At most 1 file per request.',
      });
      expect(refusedWith(form(file('a', 1), file('b', 1), '--b--'), ct, { ...limits, maxFiles: 0 })).toMatchObject({
        detail: 'At most 0 files per request.',
      });
      expect(refusedWith(form(field('a', '1'), field('b', '2'), field('c', '3'), '--b--'), ct, limits)).toEqual({
        ok: false,
        status: 400,
        detail: 'Too many form fields.',
      });
    });

    it('answers the first limit crossed in body order, and a malformed body before any limit', () => {
      const body = form(file('big', 11), file('second', 1), '--b--');
      expect(refusedWith(body, ct, limits)).toMatchObject({ status: 413 });
      const reversed = form(file('a', 1), file('big', 11), '--b--');
      expect(refusedWith(reversed, ct, limits)).toMatchObject({ status: 400, detail: 'At most 1 file per request.' });
      expect(refusedWith(form(file('big', 11), field('a', '1')), ct, limits)).toEqual(malformed);
    });
  });
});

describe('parseBody on multipart', () => {
  const operation = defineOperation({
    id: 'test.multipart',
    method: 'POST',
    path: '/api/test-multipart',
    auth: 'api-key',
    family: 'platform',
    credits: { kind: 'fixed', credits: 1 },
    input: z.object({}),
    bodyTypes: ['multipart'],
    response: 'json',
    mode: 'sync',
    limits: { maxBodyBytes: 4096, maxFiles: 1 },
    doc: { summary: 'multipart (test only)' },
  });
  const request = (body: Buffer): HttpRequest => ({
    method: 'POST',
    resourcePath: operation.path,
    path: operation.path,
    headers: { 'content-type': ct },
    query: {},
    pathParameters: {},
    body,
    sourceIp: '127.0.0.1',
  });

  it('folds repeated names into arrays in the order sent, on an object without prototype', async () => {
    const fields = await parseBody(
      request(form(field('tag', 'a'), field('__proto__', 'p'), field('tag', 'b'), field('tag', 'c'), '--b--')),
      operation,
    );
    expect(Object.getPrototypeOf(fields)).toBeNull();
    expect({ ...fields }).toEqual({ tag: ['a', 'b', 'c'], ['__proto__']: 'p' });
  });

  it('rejects with the AppError of the parser', async () => {
    await expect(parseBody(request(form(field('a', '1'))), operation)).rejects.toMatchObject({
      code: 'invalid_request',
      detail: 'The multipart body is malformed or incomplete.',
    });
  });
});
