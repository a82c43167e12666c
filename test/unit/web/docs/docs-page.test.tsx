import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyHeaders } from '../../../../shared/edge.js';
import { operationTextLoaders } from '../../../../shared/i18n/index.js';
import { mcpClientConfigs } from '../../../../shared/mcp-config.js';
import { buildOpenApi, openApiTexts } from '../../../../shared/openapi.js';
import { operations } from '../../../../shared/operations/index.js';
import { problemCodes } from '../../../../shared/problems.js';
import { dashboardPath } from '../../../../web/src/features/dashboard/paths.js';
import { dashboardKeysHref } from '../../../../web/src/features/docs/components/dashboard-docs-page.js';
import { DocsPage } from '../../../../web/src/features/docs/components/docs-page.js';
import { en } from '../../../../web/src/features/docs/i18n/en.js';
import { es } from '../../../../web/src/features/docs/i18n/es.js';
import { fr } from '../../../../web/src/features/docs/i18n/fr.js';
import { pt } from '../../../../web/src/features/docs/i18n/pt.js';
import { PublicDocsRoute } from '../../../../web/src/features/docs/route.js';
import { mockFetch, renderPage } from '../dashboard/helpers.js';

const origin = 'https://api.alquimia.test';
// Built once: the answer of GET /api/openapi.json for every test.
const document = buildOpenApi(operations, { serverUrl: origin });
const listed = operations.filter((op) => op.public !== false);
const routes = () => ({ 'GET /api/openapi.json': { body: document } });
const slow = { timeout: 15_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('documentation page', { timeout: 30_000 }, () => {
  it('lists every operation of the table in the reference, rendered from /api/openapi.json, summed up in Portuguese', async () => {
    mockFetch(routes());
    const pt = await operationTextLoaders.pt();
    const summaryOf = (id: string) => (pt.operations[id]?.summary ?? 'missing').replaceAll('`', '');
    await renderPage(<DocsPage keysHref="/dashboard/api-keys" />, { path: '/dashboard/documentacao' });
    await waitFor(() => expect(screen.getAllByTestId('operation').length).toBeGreaterThan(0), slow);
    // The document's English summaries give way to the Portuguese ones once their module has loaded.
    await waitFor(() => expect(screen.getByText(summaryOf('pdf.merge'))).toBeInTheDocument(), slow);
    const shown = screen.getAllByTestId('operation');
    expect(shown).toHaveLength(listed.length);
    for (const op of listed) {
      const item = shown.find((el) => el.dataset.operationId === op.id);
      expect(item, op.id).toBeDefined();
      expect(item?.textContent).toContain(op.path);
      expect(item?.textContent).toContain(op.method);
      expect(item?.textContent).toContain(summaryOf(op.id));
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Imagens' })).toBeInTheDocument();
    expect(screen.getByText(/\(\d+ operações\)/).textContent).toContain(`(${listed.length} operações)`);
  });

  it('opens an operation with its price, fields, responses and examples calling this deployment', async () => {
    mockFetch(routes());
    await renderPage(<DocsPage keysHref="/dashboard/api-keys" />, { path: '/dashboard/documentacao' });
    const merge = await waitFor(() => {
      const el = screen.getAllByTestId('operation').find((e) => e.dataset.operationId === 'pdf.merge');
      if (!el) throw new Error('pdf.merge not shown yet');
      return el;
    }, slow);
    await userEvent.click(within(merge).getByText('/api/pdf/merge'));
    const body = within(merge);
    await body.findByText('Corpo da requisição', { exact: false });
    expect(body.getByTestId('price').textContent).toBe('1 crédito por chamada');
    expect(body.getAllByText('files').length).toBeGreaterThan(0);
    expect(body.getAllByText('dry_run').length).toBeGreaterThan(0);
    expect(body.getByText('402')).toBeInTheDocument();
    const curl = merge.querySelector('[role="tabpanel"]:not([hidden])')?.textContent ?? '';
    expect(curl).toContain(`curl -X POST '${origin}/api/pdf/merge'`);
    expect(curl).toContain("-H 'api-token: YOUR_API_KEY'");
    expect(body.getByRole('tab', { name: 'PHP' })).toBeInTheDocument();
    expect(body.getByRole('tab', { name: 'JavaScript' })).toBeInTheDocument();
  });

  it('in Spanish: group names, summaries, descriptions, price lines and parameter notes from the operation texts', async () => {
    mockFetch(routes());
    await renderPage(<DocsPage keysHref="/dashboard/api-keys" />, { path: '/dashboard/documentacao', language: 'es' });
    const speech = await waitFor(() => {
      const el = screen.getAllByTestId('operation').find((e) => e.dataset.operationId === 'audio.text-to-speech');
      if (!el) throw new Error('audio.text-to-speech not shown yet');
      return el;
    }, slow);
    await waitFor(() => expect(speech.textContent).toContain('Texto a voz (archivo de audio)'), slow);
    expect(screen.getByRole('heading', { level: 3, name: 'Verificación' })).toBeInTheDocument();
    await userEvent.click(within(speech).getByText('/api/audio/text-to-speech'));
    const body = within(speech);
    expect(body.getByTestId('price').textContent).toBe(
      '1 crédito por cada 1000 caracteres (o fracción) de text, como mínimo 1',
    );
    expect(speech.textContent).toContain('con el motor eSpeak NG incluido');
    expect(speech.textContent).toContain('Velocidad');
    expect(speech.textContent).toContain('valida y responde el precio sin ejecutar ni cobrar');
    // Responses by what they are: the shared problem answers by status, the success by its kind.
    expect(speech.textContent).toContain('No hay créditos suficientes para esta llamada');
    expect(speech.textContent).toContain('El archivo del resultado');
    // The group's description is the document's tag, translated by the family id.
    expect(screen.getByText('Síntesis de voz y transcripción.')).toBeInTheDocument();
    expect(speech.textContent).not.toContain('credit per');
    expect(speech.textContent).not.toContain('Not enough credits');
  });

  it('filters the reference by path, id or name', async () => {
    mockFetch(routes());
    await renderPage(<DocsPage keysHref="/dashboard/api-keys" />, { path: '/dashboard/documentacao' });
    const filter = await screen.findByLabelText('Filtrar endpoints', {}, slow);
    fireEvent.change(filter, { target: { value: '/api/pdf/' } });
    await waitFor(() => {
      const ids = screen.getAllByTestId('operation').map((e) => e.dataset.operationId);
      expect(ids.length).toBeGreaterThan(3);
      expect(ids.every((id) => id?.startsWith('pdf.'))).toBe(true);
    });
    fireEvent.change(filter, { target: { value: 'nothing-matches-this' } });
    expect(await screen.findByText('Nenhum endpoint corresponde ao filtro.')).toBeInTheDocument();
  });

  it('has the six quick links of the spec, each pointing at a section of the page', async () => {
    mockFetch(routes());
    await renderPage(<DocsPage keysHref="/dashboard/api-keys" />, { path: '/dashboard/documentacao' });
    const nav = screen.getByRole('navigation', { name: 'Links rápidos' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Primeiros passos',
      'Autenticação',
      'Endpoints',
      'Exemplos',
      'Códigos de erro',
      'Limites de taxa',
    ]);
    for (const link of links) {
      const id = (link.getAttribute('href') ?? '').replace('#', '');
      expect(window.document.getElementById(id), id).not.toBeNull();
    }
  });

  it('lists every problem code the API answers, with its status and an explanation in each language', async () => {
    mockFetch(routes());
    await renderPage(<DocsPage keysHref="/dashboard/api-keys" />, { path: '/dashboard/documentacao' });
    const table = screen.getByTestId('error-catalogue');
    const rows = table.querySelectorAll('tbody tr');
    expect([...rows].map((r) => r.getAttribute('data-code')).sort()).toEqual(Object.keys(problemCodes).sort());
    for (const [code, status] of Object.entries(problemCodes)) {
      const row = table.querySelector(`tr[data-code="${code}"]`);
      expect(row?.textContent).toContain(String(status));
    }
    for (const catalog of [pt, en, es, fr]) {
      for (const code of Object.keys(problemCodes)) {
        expect(Object.entries(catalog.guides.errors.codes).find(([k]) => k === code)?.[1], code).toBeTruthy();
      }
    }
  });

  it('documents the four key headers, the webhook headers and an MCP snippet per client for this origin', async () => {
    mockFetch(routes());
    await renderPage(<DocsPage keysHref="/dashboard/api-keys" />, { path: '/dashboard/documentacao' });
    await waitFor(() => expect(screen.getAllByTestId('operation').length).toBeGreaterThan(0), slow);
    const headers = screen.getByTestId('key-headers').textContent ?? '';
    for (const header of keyHeaders) expect(headers).toContain(`${header}: YOUR_API_KEY`);
    expect(headers).toContain('Authorization: Bearer YOUR_API_KEY');
    expect(screen.getByTestId('webhook-headers').textContent).toContain('Alquimia-Signature');
    const clients = screen.getAllByTestId('mcp-client');
    const configs = mcpClientConfigs(origin);
    expect(clients).toHaveLength(configs.length);
    for (const [i, config] of configs.entries()) {
      expect(clients[i]?.textContent).toContain(config.client);
      expect(clients[i]?.querySelector('pre')?.textContent).toBe(config.config);
    }
    expect(screen.getByRole('link', { name: 'Abrir API Keys' })).toHaveAttribute('href', '/dashboard/api-keys');
  });

  it('shows an error with a retry when the document cannot be loaded', async () => {
    mockFetch({ 'GET /api/openapi.json': { status: 500, body: { code: 'internal_error' } } });
    await renderPage(<DocsPage keysHref="/dashboard/api-keys" />, { path: '/dashboard/documentacao' });
    expect(
      await screen.findByText('Não foi possível carregar a referência da API. Tente novamente.', {}, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
  });

  it('is public at /docs, in English when chosen, with sign-up and sign-in links', async () => {
    mockFetch(routes());
    await renderPage(<PublicDocsRoute />, { path: '/docs', language: 'en', profile: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'API Documentation' }, slow)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create a free account' })[0]).toHaveAttribute('href', '/register');
    await waitFor(() => expect(screen.getAllByTestId('operation')).toHaveLength(listed.length), slow);
  });

  it('in English: group descriptions, shared parameters and answers are the document’s own texts', async () => {
    mockFetch(routes());
    await renderPage(<DocsPage keysHref="/dashboard/api-keys" />, { path: '/dashboard/documentacao', language: 'en' });
    const merge = await waitFor(() => {
      const el = screen.getAllByTestId('operation').find((e) => e.dataset.operationId === 'pdf.merge');
      if (!el) throw new Error('pdf.merge not shown yet');
      return el;
    }, slow);
    expect(screen.getByText(openApiTexts.tags.audio)).toBeInTheDocument();
    await userEvent.click(within(merge).getByText('/api/pdf/merge'));
    await within(merge).findByText('Request body', { exact: false });
    const plain = (text: string) => text.replaceAll('`', '');
    expect(merge.textContent).toContain(plain(openApiTexts.parameters.IdempotencyKey));
    expect(merge.textContent).toContain(plain(openApiTexts.problems['402']));
    expect(merge.textContent).toContain(plain(openApiTexts.responses.file));
  });

  it('links to the dashboard key page the dashboard really has', () => {
    expect(dashboardKeysHref).toBe(dashboardPath('apiKeys'));
  });
});
