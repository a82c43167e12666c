import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listServices } from '../../../../shared/catalogue/index.js';
import { operations } from '../../../../shared/operations/index.js';
import PlaygroundPage from '../../../../web/src/features/playground/components/playground-page.js';
import { i18n, type Language } from '../../../../web/src/i18n/index.js';
import { setupI18n, webConfig } from '../dashboard/helpers.js';

/**
 * The playground page against a stubbed `fetch` (the real fetchers, query hooks and call code run): files,
 * problems and jobs are answered the way the platform answers them.
 */
// Two shared cores run many suites at once: give the page's async steps room.
configure({ asyncUtilTimeout: 5000 });

const key = 'alq_live_ABCDEFGHIJKLMNOPQRSTUVWXyz123456';

type Handler = (request: Request, init: RequestInit | undefined) => Response | Promise<Response>;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json', ...headers },
  });

let calls: { request: Request; init: RequestInit | undefined }[];
let routes: Map<string, Handler>;
let balance: number;

const stubFetch = (extra: Record<string, Handler> = {}) => {
  routes = new Map<string, Handler>(
    Object.entries({
      'GET /config.json': () => json(webConfig),
      'GET /api/user/api-key': () => json({ id: 'key_1', name: 'API Key Principal', token: key, revoked: false }),
      'GET /api/user/balance': () => json({ balance, status: 'Active' }),
      'GET /api/services': () => json(listServices()),
      ...extra,
    }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(String(input instanceof Request ? input.url : input), 'http://127.0.0.1'), {
        method: init?.method ?? 'GET',
        headers: init?.headers ?? {},
      });
      calls.push({ request, init });
      const url = new URL(request.url);
      const handler = routes.get(`${request.method} ${url.pathname}`);
      return handler ? handler(request, init) : json({ title: 'Not Found', detail: 'no route', status: 404 }, 404);
    }),
  );
};

const renderPlayground = async (path = '/dashboard/playground', language: Language = 'pt') => {
  await setupI18n(language);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['dashboard', 'balance'], { balance: 20 });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/dashboard/playground" element={<PlaygroundPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  await waitFor(() => expect(screen.getByTestId('playground-credits').textContent).toBe(String(balance)));
  return client;
};

const callsTo = (method: string, path: string) =>
  calls.filter((c) => c.request.method === method && new URL(c.request.url).pathname === path);

beforeEach(() => {
  calls = [];
  balance = 20;
  URL.createObjectURL = vi.fn(() => 'blob:result');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('API playground page', { timeout: 30_000 }, () => {
  it('prefills the key, shows the credits and lists every category with prices', async () => {
    stubFetch();
    await renderPlayground();
    expect((screen.getByLabelText('API Key', { exact: true }) as HTMLInputElement).value).toBe(key);
    const nav = screen.getByRole('navigation', { name: 'Endpoints do playground' });
    const titles = within(nav)
      .getAllByRole('heading')
      .map((h) => h.firstChild?.textContent);
    expect(titles).toEqual(['PDF', 'Imagem', 'Texto', 'Áudio', 'Vídeo', 'Verificação', 'Arquivos', 'Jobs']);
    expect(within(nav).getByRole('button', { name: /Juntar PDFs/ }).textContent).toContain('1 crédito');
  });

  it('names the catalogue’s categories from its translations and its own groups from the playground’s', async () => {
    stubFetch();
    await renderPlayground('/dashboard/playground', 'en');
    const nav = await screen.findByRole('navigation', { name: 'Playground endpoints' });
    const titles = within(nav)
      .getAllByRole('heading')
      .map((h) => h.firstChild?.textContent);
    expect(titles).toEqual(['PDF', 'Image', 'Text', 'Audio', 'Video', 'Verification', 'Files', 'Jobs']);
  });

  it('lists every api-key operation of the table, each with its form (no hand-kept list)', async () => {
    stubFetch();
    await renderPlayground();
    const nav = screen.getByRole('navigation', { name: 'Endpoints do playground' });
    const listed = [...nav.querySelectorAll('[data-operation]')].map((el) => el.getAttribute('data-operation'));
    const expected = operations
      .filter((op) => op.auth === 'api-key' && op.public !== false && op.family !== 'mcp')
      .map((op) => op.id);
    expect(expected.length).toBeGreaterThan(30);
    expect([...new Set(listed)].sort()).toEqual([...expected].sort());
  });

  it('marks a category "Em breve" when none of its operations is available', async () => {
    const statuses = listServices().map((s) => (s.category === 'video' ? { ...s, status: 'needs_configuration' } : s));
    stubFetch({ 'GET /api/services': () => json(statuses) });
    await renderPlayground();
    const video = document.querySelector('[data-category="video"] h2');
    await waitFor(() => expect(video?.textContent).toContain('Em breve'));
    expect(document.querySelector('[data-category="pdf"] h2')?.textContent).toBe('PDF');
  });

  it('changes the form with the operation and keeps the example in step with it', async () => {
    stubFetch();
    await renderPlayground('/dashboard/playground?op=image.qr-code');
    const form = screen.getByTestId('operation-form');
    expect(form.getAttribute('data-operation')).toBe('image.qr-code');
    const data = form.querySelector<HTMLTextAreaElement>('[data-field="data"] textarea');
    if (!data) throw new Error('no data field');
    await userEvent.clear(data);
    await userEvent.type(data, 'pedido-42');
    const example = screen.getByTestId('request-example');
    expect(within(example).getByRole('tabpanel').textContent).toContain('"data":"pedido-42"');
    expect(within(example).getByRole('tabpanel').textContent).toContain(`api-token: ${key}`);
    expect(
      within(example)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['cURL', 'JavaScript', 'Python', 'PHP']);
    await userEvent.click(within(screen.getByRole('navigation')).getByRole('button', { name: /Juntar PDFs/ }));
    expect(
      screen.getByTestId('operation-form').querySelector('[data-field="files"] input[type="file"]'),
    ).not.toBeNull();
  });

  it('names and describes an operation without a card of its own (a job’s status) in the reader’s language', async () => {
    stubFetch();
    await renderPlayground('/dashboard/playground?op=jobs.get', 'es');
    await waitFor(() => expect(screen.getByTestId('endpoint-name').textContent).toBe('Estado de un job'));
    const details = screen.getByTestId('endpoint-name').parentElement;
    expect(details?.textContent).toContain('cada intento con su hora');
    // Code in the description is <code>, never literal backticks.
    expect(details?.querySelector('p code')?.textContent).toContain('jobId');
    expect(details?.querySelector('p')?.textContent).not.toContain('`');
  });

  it('uploads the files, shows the banner with the credit headers and the file, and refreshes balances', async () => {
    stubFetch({
      'POST /api/pdf/merge': () =>
        new Response(new TextEncoder().encode('%PDF-1.7 merged'), {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="merged.pdf"',
            'x-credits-charged': '1',
            'x-credits-remaining': '19',
            'x-request-id': 'req_123',
          },
        }),
    });
    const client = await renderPlayground('/dashboard/playground?op=pdf.merge');
    const input = document.querySelector<HTMLInputElement>('[data-field="files"] input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, [
      new File(['%PDF-1.4 a'], 'a.pdf', { type: 'application/pdf' }),
      new File(['%PDF-1.4 b'], 'b.pdf', { type: 'application/pdf' }),
    ]);
    balance = 19;
    await userEvent.click(screen.getByRole('button', { name: 'Executar' }));
    const banner = await screen.findByTestId('result-banner');
    expect(banner.getAttribute('data-status')).toBe('200');
    expect(banner.textContent).toContain('Créditos cobrados1');
    expect(banner.textContent).toContain('Créditos restantes19');

    const [merge] = callsTo('POST', '/api/pdf/merge');
    expect(merge?.request.headers.get('api-token')).toBe(key);
    const body = merge?.init?.body;
    expect(body instanceof FormData ? body.getAll('files').map((f) => (f instanceof File ? f.name : f)) : []).toEqual([
      'a.pdf',
      'b.pdf',
    ]);

    const file = screen.getByTestId('result-file');
    expect(file.textContent).toContain('merged.pdf');
    expect(file.textContent).toContain('application/pdf');
    expect(within(file).getByRole('link', { name: 'Baixar' }).getAttribute('download')).toBe('merged.pdf');
    expect(within(file).getByTitle('Pré-visualização de merged.pdf')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('playground-credits').textContent).toBe('19'));
    expect(client.getQueryState(['dashboard', 'balance'])?.isInvalidated).toBe(true);
  });

  it('asks the API for the price with dry_run before running', async () => {
    stubFetch({
      'POST /api/image/qr-code': (request) =>
        new URL(request.url).searchParams.get('dry_run') === 'true'
          ? json({ dryRun: true, operationId: 'image.qr-code', credits: 1, balance: 20 }, 200, {
              'x-credits-charged': '0',
            })
          : json({ title: 'unexpected' }, 500),
    });
    await renderPlayground('/dashboard/playground?op=image.qr-code');
    await userEvent.click(screen.getByRole('button', { name: 'Ver custo (dry_run)' }));
    await waitFor(() =>
      expect(screen.getByTestId('playground-cost').textContent).toBe('Custo desta chamada: 1 crédito · Saldo: 20'),
    );
    expect(callsTo('POST', '/api/image/qr-code')).toHaveLength(1);
  });

  it('shows the problem’s title and detail on a non-OK answer', async () => {
    stubFetch({
      'POST /api/image/qr-code': () =>
        json(
          {
            type: 'about:blank',
            title: 'Invalid request',
            status: 400,
            detail: 'width must be at most 2000.',
            code: 'invalid_request',
            errors: [{ path: 'width', message: 'too big' }],
          },
          400,
          { 'x-credits-charged': '0', 'x-credits-remaining': '20' },
        ),
    });
    await renderPlayground('/dashboard/playground?op=image.qr-code');
    await userEvent.click(screen.getByRole('button', { name: 'Executar' }));
    const problem = await screen.findByTestId('problem');
    expect(problem.textContent).toContain('Invalid request');
    expect(problem.textContent).toContain('width must be at most 2000.');
    expect(screen.getByTestId('result-banner').getAttribute('data-status')).toBe('400');
  });

  it('follows an accepted job until it is done', async () => {
    let reads = 0;
    stubFetch({
      'POST /api/videos/merge-videos': () =>
        json({ jobId: 'job_abc', status: 'queued', statusUrl: '/api/jobs/job_abc' }, 202, {
          location: '/api/jobs/job_abc',
          'x-credits-charged': '5',
          'x-credits-remaining': '15',
        }),
      'GET /api/jobs/job_abc': () => {
        reads += 1;
        return json(
          reads < 2
            ? { jobId: 'job_abc', status: 'running', progress: 40 }
            : { jobId: 'job_abc', status: 'succeeded', progress: 100, result: { url: 'https://x.test/v.mp4' } },
        );
      },
    });
    await renderPlayground('/dashboard/playground?op=video.merge-videos');
    await userEvent.click(screen.getByRole('button', { name: 'Executar' }));
    await waitFor(() => expect(screen.getByTestId('result-json').textContent).toContain('"succeeded"'), {
      timeout: 5000,
    });
    expect(reads).toBe(2);
    expect(callsTo('GET', '/api/jobs/job_abc')[0]?.request.headers.get('api-token')).toBe(key);
  });

  it('offers the voices of the chosen language and never sends a voice of another one', async () => {
    stubFetch({
      'POST /api/audio/text-to-speech': () =>
        new Response(new Uint8Array([0x49, 0x44, 0x33]), {
          status: 200,
          headers: { 'content-type': 'audio/mpeg', 'x-credits-charged': '1', 'x-credits-remaining': '19' },
        }),
    });
    await renderPlayground('/dashboard/playground?op=audio.text-to-speech');
    const form = screen.getByTestId('operation-form');
    const select = (name: string) => {
      const element = form.querySelector<HTMLSelectElement>(`[data-field="${name}"] select`);
      if (!element) throw new Error(`no ${name} select`);
      return element;
    };
    const offered = (name: string) => [...select(name).options].map((o) => o.value).filter(Boolean);
    expect(offered('voice')).toEqual(['mariana', 'camila', 'pedro', 'joao']);

    await userEvent.selectOptions(select('language'), 'en-US');
    // The Portuguese voice of the example stays shown until changed, beside the English ones.
    expect(offered('voice')).toEqual(['emma', 'olivia', 'sophia', 'alex', 'david', 'james', 'mariana']);
    await userEvent.click(screen.getByRole('button', { name: 'Executar' }));
    expect(
      await screen.findByText(
        'Com os demais campos como estão, voice aceita um destes valores: emma, olivia, sophia, alex, david, james',
        { selector: '[role="alert"]' },
      ),
    ).toBeTruthy();
    expect(select('voice').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('POST', '/api/audio/text-to-speech')).toHaveLength(0);

    await userEvent.selectOptions(select('voice'), 'emma');
    expect(offered('voice')).toEqual(['emma', 'olivia', 'sophia', 'alex', 'david', 'james']);
    await userEvent.click(screen.getByRole('button', { name: 'Executar' }));
    await waitFor(() => expect(callsTo('POST', '/api/audio/text-to-speech')).toHaveLength(1));
    const [speech] = callsTo('POST', '/api/audio/text-to-speech');
    expect(JSON.parse(String(speech?.init?.body))).toMatchObject({ voice: 'emma', language: 'en-US' });

    await userEvent.selectOptions(select('language'), '');
    expect(offered('voice')).toHaveLength(16);
  });

  it('refuses to run without a key or with too few credits (spec messages)', async () => {
    balance = 0;
    stubFetch();
    await renderPlayground('/dashboard/playground?op=image.qr-code');
    expect(screen.getByRole('button', { name: 'Executar' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Créditos insuficientes. Necessário: 1, Disponível: 0')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('API Key', { exact: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Ver custo (dry_run)' }));
    expect(await screen.findByText('Por favor, insira sua API Key')).toBeTruthy();
  });
});
