import { describe, expect, it } from 'vitest';
import { imageQrCode } from '../../../../shared/operations/image.js';
import { operations } from '../../../../shared/operations/index.js';
import { pdfAddText, pdfMerge } from '../../../../shared/operations/pdf.js';
import { playgroundCatalogue } from '../../../../web/src/features/playground/i18n/register.js';
import {
  categoryComingSoon,
  groupedOperations,
  playgroundCategories,
} from '../../../../web/src/features/playground/lib/catalog.js';
import { FieldError, formFields, initialValues, toInput } from '../../../../web/src/features/playground/lib/form.js';

const offered = groupedOperations().flatMap((g) => g.operations);

describe('what the playground offers', () => {
  it('is every public operation a customer calls with an API key, read from the table', () => {
    const keyed = operations.filter((op) => op.auth === 'api-key' && op.public !== false).map((op) => op.id);
    const ids = offered.map((op) => op.id);
    // The only one left out is the MCP protocol endpoint, whose tools are the very operations listed here.
    expect(keyed.filter((id) => !ids.includes(id))).toEqual(['mcp.endpoint']);
    expect(ids.every((id) => keyed.includes(id))).toBe(true);
    expect(ids.length).toBeGreaterThanOrEqual(30);
    // Nothing from the dashboard's own (session) calls or the platform's public ones.
    expect(offered.some((op) => op.auth !== 'api-key')).toBe(false);
  });

  it('shows the spec’s categories in its order, then files and jobs', () => {
    expect(groupedOperations().map((g) => g.category)).toEqual([...playgroundCategories]);
    expect(playgroundCategories.slice(0, 6)).toEqual(['pdf', 'image', 'text', 'audio', 'video', 'verify']);
    const verify = groupedOperations().find((g) => g.category === 'verify');
    expect(verify?.operations.every((op) => op.family === 'verify')).toBe(true);
  });

  // Each operation's name in the four languages is checked with its other texts (test/unit/web/i18n-catalogues.test.ts).
  it('has the same keys in the four languages of its catalogue', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    const reference = keys(playgroundCatalogue.catalogues.pt).sort();
    for (const [language, catalog] of Object.entries(playgroundCatalogue.catalogues)) {
      expect(keys(catalog).sort(), language).toEqual(reference);
    }
  });

  it('marks a category coming soon only when none of its operations can run', () => {
    const video = groupedOperations().find((g) => g.category === 'video');
    if (!video) throw new Error('no video category');
    const serviceIds = [...new Set(video.operations.flatMap((op) => (op.service ? [op.service.id] : [])))];
    const allSoon = serviceIds.map((id) => ({ id, status: 'needs_configuration' }));
    // Jobs' status routes sell no service, so video (with them elsewhere) depends on its own services only.
    const onlyServices = { ...video, operations: video.operations.filter((op) => op.service !== undefined) };
    expect(categoryComingSoon(onlyServices, allSoon)).toBe(true);
    const [first, ...rest] = allSoon;
    expect(categoryComingSoon(onlyServices, [...rest, { id: first?.id ?? '', status: 'available' }])).toBe(false);
  });
});

describe('forms built from JSON Schema', () => {
  it('types each control from the schema: lists of files, integers with bounds and defaults, enums, JSON', () => {
    expect(formFields(pdfMerge).find((f) => f.name === 'files')).toMatchObject({ kind: 'files', required: true });
    expect(formFields(imageQrCode).find((f) => f.name === 'width')).toMatchObject({
      kind: 'integer',
      minimum: 64,
      maximum: 2000,
      defaultValue: 200,
    });
    expect(formFields(imageQrCode).find((f) => f.name === 'format')).toMatchObject({
      kind: 'enum',
      options: ['png', 'svg'],
    });
    expect(formFields(imageQrCode).find((f) => f.name === 'logo')?.kind).toBe('file');
    expect(formFields(pdfAddText).find((f) => f.name === 'color')?.kind).toBe('json');
  });

  it('starts from the documented example, leaving files to the user', () => {
    const values = initialValues(imageQrCode);
    expect(values.data).toBe('https://alquimia.dev');
    expect(values.logo).toEqual({ files: [], reference: '' });
  });

  it('turns controls into typed input the operation schema accepts', () => {
    const a = new File(['%PDF-1.4 a'], 'a.pdf', { type: 'application/pdf' });
    const input = toInput(pdfMerge, { files: { files: [a], reference: 'https://example.com/b.pdf' } }, (f) => f.name);
    expect(input).toEqual({ files: ['a.pdf', 'https://example.com/b.pdf'] });
    const qr = toInput(imageQrCode, { ...initialValues(imageQrCode), width: '300', format: '' }, (f) => f);
    expect(qr).toMatchObject({ data: 'https://alquimia.dev', width: 300 });
    expect(qr.format).toBeUndefined();
    expect(imageQrCode.input.safeParse(qr).success).toBe(true);
  });

  it('refuses malformed JSON and numbers by field', () => {
    expect(() => toInput(pdfAddText, { color: '{r: 1' }, (f) => f)).toThrow(FieldError);
    expect(() => toInput(imageQrCode, { width: 'abc' }, (f) => f)).toThrow(FieldError);
  });
});
