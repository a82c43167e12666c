import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { familyNames } from '../../../shared/i18n/families.js';
import { catalogueLoaders } from '../../../shared/i18n/index.js';
import { buildOpenApi } from '../../../shared/openapi.js';
import { operations } from '../../../shared/operations/index.js';
import { KeysCard } from '../../../web/src/features/dashboard/components/api-key/keys-card.js';
import { DocsPage } from '../../../web/src/features/docs/components/docs-page.js';
import { StackedBars } from '../../../web/src/features/usage/components/stacked-bars.js';
import { usageCatalogue } from '../../../web/src/features/usage/i18n/register.js';
import { mockFetch, renderPage } from './dashboard/helpers.js';

/**
 * One catalogue of family names (shared/i18n/families.ts, translated in shared/i18n/catalogue): the key dialog's
 * allowed services, the documentation's groups and the usage charts' legends say the same names in each language.
 */
const slow = { timeout: 15_000 };
const document = buildOpenApi(operations, { serverUrl: 'https://api.alquimia.test' });

afterEach(() => {
  vi.unstubAllGlobals();
});

const namesIn = async (language: 'pt' | 'fr') =>
  language === 'pt' ? familyNames : (await catalogueLoaders[language]()).families;

describe('family names from one catalogue', { timeout: 30_000 }, () => {
  it.each(['pt', 'fr'] as const)(
    'in %s, the key dialog lists the families by their catalogue names',
    async (language) => {
      const names = await namesIn(language);
      mockFetch({ 'GET /api/user/keys': { body: { items: [], limit: 5 } } });
      await renderPage(<KeysCard onBanner={() => undefined} />, { path: '/dashboard/api-keys', language });
      const user = userEvent.setup();
      const [create] = await screen.findAllByRole('button', { name: /Criar chave|Créer une clé/ });
      if (!create) throw new Error('no create button');
      await user.click(create);
      const dialog = screen.getByRole('dialog');
      for (const family of ['pdf', 'image', 'verify'] as const) {
        expect(within(dialog).getByRole('checkbox', { name: names[family] })).toBeInTheDocument();
      }
    },
  );

  it('in French, the documentation groups carry the same names as the key dialog', async () => {
    const names = await namesIn('fr');
    mockFetch({ 'GET /api/openapi.json': { body: document } });
    await renderPage(<DocsPage keysHref="/dashboard/api-keys" />, { path: '/dashboard/documentacao', language: 'fr' });
    await waitFor(() => expect(screen.getAllByTestId('operation').length).toBeGreaterThan(0), slow);
    for (const family of ['image', 'verify', 'billing'] as const) {
      expect(screen.getByRole('heading', { level: 3, name: names[family] })).toBeInTheDocument();
    }
    expect(names.image).not.toBe(familyNames.image);
  });

  it.each(['pt', 'fr'] as const)(
    'in %s, the usage chart names its families as the catalogue does',
    async (language) => {
      const names = await namesIn(language);
      usageCatalogue.register();
      const days = [{ date: '2026-11-27', calls: { text: 2, billing: 1, verify: 1 }, credits: {} }];
      await renderPage(<StackedBars days={days} metric="calls" />, { path: '/dashboard/uso', language });
      await waitFor(() => expect(screen.getAllByText(names.text).length).toBeGreaterThan(0));
      for (const family of ['billing', 'verify'] as const)
        expect(screen.getAllByText(names[family]).length).toBeGreaterThan(0);
    },
  );
});
