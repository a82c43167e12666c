import { describe, expect, it } from 'vitest';
import { operationById, operations } from '../../../../shared/operations/index.js';
import { buildSnippets, preferredBodyType } from '../../../../shared/snippets.js';
import { bodyTypeFor } from '../../../../web/src/features/playground/api/execute.js';

const options = { baseUrl: 'https://api.example', apiKey: 'k' } as const;

describe('a snippet has the operation’s real shape before the form is filled', () => {
  it('Juntar PDFs with no file chosen shows multipart parts with sample files, never an empty JSON body', () => {
    const merge = operationById('pdf.merge');
    expect(merge).toBeDefined();
    if (!merge) return;
    // What the playground passes before a file is picked: no files, so the call itself would be JSON.
    const curl = buildSnippets(merge, { ...options, input: {}, bodyType: bodyTypeFor(merge, false) }).curl;
    expect(curl).toContain("-F 'files=@documento.pdf'");
    expect(curl).toContain("-F 'files=@documento-2.pdf'");
    expect(curl).not.toContain('application/json');
    expect(curl).not.toContain("-d '{}'");
  });

  it.each(operations.filter((op) => preferredBodyType(op) === 'multipart').map((op) => [op.id, op] as const))(
    '%s: an empty form still uploads every required file',
    (_id, op) => {
      const curl = buildSnippets(op, { ...options, input: {}, bodyType: bodyTypeFor(op, false) }).curl;
      expect(curl).not.toContain("-d '{}'");
      expect(curl).toMatch(/-F '[^=]+=@/);
    },
  );
});
