import { describe, expect, it } from 'vitest';
import { InvalidServicesError, parseServices } from '../../../../web/src/lib/catalogue.js';
import { foldText, matchesSearch } from '../../../../web/src/lib/search.js';

describe('accent-free service search', () => {
  it('folds accents and case: video finds Vídeo, acao finds Ação', () => {
    expect(foldText('Vídeo a partir de Imagens')).toBe('video a partir de imagens');
    expect(matchesSearch('video', ['Legendas em vídeo'])).toBe(true);
    expect(matchesSearch('ACAO', ['Ação rápida'])).toBe(true);
    expect(matchesSearch('vídeo', ['Video merge'])).toBe(true);
  });

  it('needs every word somewhere in the texts, and an empty query matches everything', () => {
    expect(matchesSearch('pdf texto', ['Extrair texto', 'de um PDF'])).toBe(true);
    expect(matchesSearch('pdf audio', ['Extrair texto', 'de um PDF'])).toBe(false);
    expect(matchesSearch('   ', ['anything'])).toBe(true);
  });
});

describe('catalogue parsing without a schema library', () => {
  const service = { id: 'pdf-merge', name: 'Juntar PDF', category: 'pdf', credits_per_use: 1 };

  it('fills the defaults the spec gives and ignores extra fields', () => {
    expect(parseServices([{ ...service, extra: true }])).toEqual([
      {
        ...service,
        description: '',
        icon: undefined,
        priced_by_length: false,
        popular: false,
        coming_soon: false,
        status: 'available',
        operationId: null,
      },
    ]);
    expect(parseServices({ services: [service] })).toHaveLength(1);
    // The operation a service sells keys its translated texts (shared/i18n/operations).
    expect(parseServices([{ ...service, operationId: 'pdf.merge' }])[0]?.operationId).toBe('pdf.merge');
  });

  it('rejects an answer whose services lack required fields or have wrong types', () => {
    expect(() => parseServices({ nope: [] })).toThrow(InvalidServicesError);
    expect(() => parseServices([{ ...service, id: 3 }])).toThrow(InvalidServicesError);
    expect(() => parseServices([{ ...service, credits_per_use: '1' }])).toThrow(InvalidServicesError);
    expect(() => parseServices([{ ...service, popular: 'yes' }])).toThrow(InvalidServicesError);
    expect(() => parseServices([{ ...service, icon: 7 }])).toThrow(InvalidServicesError);
    expect(() => parseServices([{ ...service, operationId: 7 }])).toThrow(InvalidServicesError);
  });
});
