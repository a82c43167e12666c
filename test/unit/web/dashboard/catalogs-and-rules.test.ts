import { describe, expect, it } from 'vitest';
import { en } from '../../../../web/src/features/dashboard/i18n/en.js';
import { es } from '../../../../web/src/features/dashboard/i18n/es.js';
import { fr } from '../../../../web/src/features/dashboard/i18n/fr.js';
import { pt } from '../../../../web/src/features/dashboard/i18n/pt.js';
import { keyExamples } from '../../../../web/src/features/dashboard/lib/key-examples.js';
import { maskKey } from '../../../../web/src/features/dashboard/lib/mask.js';
import { checkPasswordChange } from '../../../../web/src/features/dashboard/lib/password-rules.js';

type Tree = { readonly [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
};

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1] ?? '').sort();

describe('dashboard catalogs', () => {
  const reference = leaves(pt);

  it.each([
    ['en', en],
    ['es', es],
    ['fr', fr],
  ])('%s has every pt key, non-empty, with the same placeholders', (_, catalog) => {
    const other = leaves(catalog);
    expect([...other.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, text] of other) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ''));
    }
  });

  it('uses the spec texts verbatim in pt and en', () => {
    expect(pt.services.error).toBe('Falha ao carregar serviços. Por favor, tente novamente mais tarde.');
    expect(pt.credits.error).toBe('Erro ao carregar dados de uso. Por favor, tente novamente mais tarde.');
    expect(pt.credits.upsell).toBe('Somente para assinantes. Por favor, escolha um plano.');
    expect(pt.credits.currentPlan).toBe('Plano Atual');
    expect(pt.credits.choosePlan).toBe('Escolher Plano');
    expect(pt.credits.more).toBe('Ver mais');
    expect(pt.credits.title).toBe('Meus Créditos');
    expect(pt.common.dateNotAvailable).toBe('Data não disponível');
    expect(pt.common.dateInvalid).toBe('Data inválida');
    expect(pt.home.fallbackName).toBe('Usuário');
    expect(pt.sidebar.tools).toBe('Ferramentas');
    expect(en.apiKey.nameRequired).toBe('Please enter a name for the API Key');
    expect(en.apiKey.copyError).toBe('Token not available for copying');
    expect(en.apiKey.noKeyHint).toBe('You do not have an API Key yet - contact support to set up your API Key');
  });
});

describe('password change rules', () => {
  it('checks required fields first, then the match, then the length', () => {
    expect(checkPasswordChange({ current: '', next: 'abcdef', confirm: 'abcdef' })).toBe('allFieldsRequired');
    expect(checkPasswordChange({ current: 'x', next: 'abc', confirm: 'abd' })).toBe('passwordsDoNotMatch');
    expect(checkPasswordChange({ current: 'x', next: 'abcde', confirm: 'abcde' })).toBe('passwordMinLength');
    expect(checkPasswordChange({ current: 'x', next: 'abcdef', confirm: 'abcdef' })).toBeUndefined();
  });
});

describe('key mask', () => {
  it('keeps the length and only the last 12 characters readable', () => {
    const key = 'alq_0123456789abcdefghijklmnopqrstuv';
    const masked = maskKey(key);
    expect(masked).toHaveLength(key.length);
    expect(masked.slice(-12)).toBe(key.slice(-12));
    expect(masked.slice(0, -12)).toMatch(/^•+$/);
    expect(maskKey('short')).toBe('short');
  });
});

describe('API key page examples', () => {
  it('make a QR code (cheap, no internet needed) with the api-token header in four languages', () => {
    const samples = keyExamples('http://127.0.0.1:3000/', 'KEY123');
    expect(samples.map((s) => s.label)).toEqual(['cURL', 'JavaScript', 'Python', 'PHP']);
    for (const sample of samples) {
      expect(sample.code).toContain('http://127.0.0.1:3000/api/image/qr-code');
      expect(sample.code).toContain('data');
      expect(sample.code).toMatch(/api-token/);
      expect(sample.code).toContain('KEY123');
    }
  });
});
