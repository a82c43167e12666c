import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooLarge } from '../../../infra/smoke/edge.js';
import { gatewayProblem, problemContentType, wafAnswerHeader, wafContentType } from '../../../shared/edge.js';

/**
 * The smoke's edge checks against a loopback stand-in that answers the 413 as WAF does on AWS (application/json,
 * marked) or as the gateway does (problem+json): each origin must send exactly its own media type.
 */
let server: Server;
let base: string;
let answerWith: { contentType: string; marked: boolean } = { contentType: wafContentType, marked: true };

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(413, {
        'content-type': answerWith.contentType,
        'access-control-allow-origin': '*',
        ...(answerWith.marked ? { [wafAnswerHeader.name]: wafAnswerHeader.value } : {}),
      });
      res.end(JSON.stringify(gatewayProblem('too-large', '')));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the stand-in has no TCP port');
  base = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("the smoke's edge problems", () => {
  it("accepts WAF's 413 as application/json when WAF marks it as its own", async () => {
    answerWith = { contentType: wafContentType, marked: true };
    await expect(tooLarge(base)).resolves.toMatch(/413 payload_too_large, WAF, application\/json/);
  });

  it('accepts the gateway 413 as problem+json (charset and all)', async () => {
    answerWith = { contentType: `${problemContentType}; charset=utf-8`, marked: false };
    await expect(tooLarge(base)).resolves.toMatch(/413 payload_too_large, problem\+json/);
  });

  it('refuses application/json from anything but WAF', async () => {
    answerWith = { contentType: wafContentType, marked: false };
    await expect(tooLarge(base)).rejects.toThrow(/expected application\/problem\+json/);
  });

  it('refuses problem+json claimed by WAF, and a near miss such as application/problem+json-ish', async () => {
    answerWith = { contentType: problemContentType, marked: true };
    await expect(tooLarge(base)).rejects.toThrow(/expected application\/json \(a WAF answer\)/);
    answerWith = { contentType: `${problemContentType}x`, marked: false };
    await expect(tooLarge(base)).rejects.toThrow(/expected application\/problem\+json/);
  });
});
