import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageGeneratorPage } from '../../../../web/src/features/image-generator/components/image-generator-page.js';
import { zipImages } from '../../../../web/src/features/image-generator/lib/download.js';
import { cleanPrompt } from '../../../../web/src/features/image-generator/lib/prompt.js';
import { apiKey, callsTo, fullKey, mockFetch, renderPage } from '../dashboard/helpers.js';

const path = '/dashboard/gerador-imagens';
const noDelays = { processMs: 0, sceneMs: 0 };

const generated = (n: number, tag = 'a') => ({
  success: true,
  provider: 'http',
  storageUrls: Array.from({ length: n }, (_, i) => ({
    storageUrl: `https://media.test/images/${tag}${i}.jpg`,
    prompt: 'p',
  })),
  data: Array.from({ length: n }, (_, i) => ({ taskUUID: 't', imageUUID: `img_${tag}${i}`, seed: i })),
});

const routes = (overrides: Record<string, unknown> = {}) => ({
  'GET /api/user/api-key': { body: apiKey() },
  'GET /api/images/history': { body: { success: true, data: [] } },
  'POST /api/images/save': { status: 201, body: { success: true } },
  'POST /api/e-image/text-to-image': async (request: Request) =>
    new URL(request.url).searchParams.get('dry_run') === 'true'
      ? { body: { dryRun: true, credits: 3 * Number((await request.json()).numberResults), balance: 20 } }
      : { body: generated(Number((await request.json()).numberResults)) },
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('image generator page, single tab', { timeout: 20_000 }, () => {
  it('shows the key badge and the price from dry_run, then generates with the user key and saves each image', async () => {
    const mock = mockFetch(routes());
    await renderPage(<ImageGeneratorPage delays={noDelays} />, { path });
    expect(await screen.findByText('API Key ativa')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Prompt'), { target: { value: 'um farol "ao amanhecer"' } });
    await userEvent.selectOptions(screen.getByLabelText('Estilo'), 'watercolor');
    fireEvent.change(screen.getByLabelText('Quantidade'), { target: { value: '2' } });
    await waitFor(() => expect(screen.getByTestId('cost').textContent).toBe('Custo: 6 créditos · Saldo: 20'));

    await userEvent.click(screen.getByRole('button', { name: 'Gerar imagem' }));
    const grid = await screen.findByTestId('result-grid');
    expect(within(grid).getAllByRole('img')).toHaveLength(2);

    const runs = callsTo(mock, 'POST', '/api/e-image/text-to-image').filter(
      (r) => new URL(r.url).searchParams.get('dry_run') !== 'true',
    );
    expect(runs).toHaveLength(1);
    const run = runs[0];
    expect(run?.headers.get('api-token')).toBe(fullKey);
    expect(await run?.json()).toEqual({
      positivePrompt: 'um farol ao amanhecer, watercolor style',
      negativePrompt: 'imagem borrada, baixa qualidade, textos',
      width: 512,
      height: 512,
      numberResults: 2,
      outputFormat: 'JPG',
      steps: 20,
      CFGScale: 7,
      scheduler: 'DPMSolverMultistepScheduler',
    });
    const saves = callsTo(mock, 'POST', '/api/images/save');
    expect(saves).toHaveLength(2);
    expect(await saves[0]?.json()).toMatchObject({
      storage_url: 'https://media.test/images/a0.jpg',
      style: 'watercolor',
      mood: null,
      credits_used: 3,
    });
  });

  it('alerts the spec message for an empty prompt and calls nothing', async () => {
    const mock = mockFetch(routes());
    await renderPage(<ImageGeneratorPage delays={noDelays} />, { path });
    await screen.findByText('API Key ativa');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar imagem' }));
    expect(screen.getByText('Por favor, insira um prompt para gerar a imagem.')).toBeInTheDocument();
    expect(callsTo(mock, 'POST', '/api/e-image/text-to-image')).toHaveLength(0);
  });

  it('says plainly what to configure when no provider is configured (503)', async () => {
    const unavailable = { status: 503, body: { code: 'engine_unavailable', detail: 'No engine' } };
    mockFetch(routes({ 'POST /api/e-image/text-to-image': unavailable }));
    await renderPage(<ImageGeneratorPage delays={noDelays} />, { path });
    await screen.findByText('API Key ativa');
    await userEvent.type(screen.getByLabelText('Prompt'), 'cat');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar imagem' }));
    expect(await screen.findAllByText(/ainda não está disponível/)).not.toHaveLength(0);
    // Operators read the variable names in the README and the logs, never customers.
    expect(screen.queryAllByText(/IMAGE_AI_HTTP_URL/)).toHaveLength(0);
  });

  it('shows the not-found badge and the spec alert without a key', async () => {
    mockFetch(routes({ 'GET /api/user/api-key': { status: 404, body: { code: 'not_found' } } }));
    await renderPage(<ImageGeneratorPage delays={noDelays} />, { path });
    expect(await screen.findByText('API Key não encontrada')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Prompt'), 'cat');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar imagem' }));
    expect(screen.getByText(/verifique se você possui uma API Key ativa/)).toBeInTheDocument();
  });

  it('lists history items, dropping records without an http URL', async () => {
    mockFetch(
      routes({
        'GET /api/images/history': {
          body: {
            success: true,
            data: [
              { id: 'img_1', storage_url: 'https://media.test/1.jpg', positive_prompt: 'a lighthouse', width: 512 },
              { id: 'img_2', storage_url: 'null', positive_prompt: 'broken' },
              { id: 'img_3', storage_url: 'https://media.test/3.jpg', positive_prompt: null },
            ],
          },
        },
      }),
    );
    await renderPage(<ImageGeneratorPage delays={noDelays} />, { path });
    expect(await screen.findByText('Imagens recentes (2)')).toBeInTheDocument();
    const grid = screen.getByTestId('history-grid');
    expect(within(grid).getByText('a lighthouse')).toBeInTheDocument();
    expect(within(grid).getByText('Sem prompt')).toBeInTheDocument();
  });
});

describe('image generator page, script tab', { timeout: 20_000 }, () => {
  it('processes a script into scenes, deletes one, and generates the rest one after another', async () => {
    const scenes = [1, 2, 3].map((n) => ({
      id: `scene_${n}`,
      sequence: n,
      title: n === 1 ? 'Opening Scene' : `Scene ${n}`,
      timeRange: `0:${String((n - 1) * 20).padStart(2, '0')} - 0:${n * 20}`,
      timing: { startTime: (n - 1) * 20, endTime: n * 20, duration: 20 },
      prompt: `prompt ${n}`,
      elements: ['keeper'],
      importance: 'high',
    }));
    const mock = mockFetch(
      routes({ 'POST /api/openai/process-script': { body: { success: true, source: 'fallback', scenes } } }),
    );
    await renderPage(<ImageGeneratorPage delays={noDelays} />, { path });
    await screen.findByText('API Key ativa');
    await userEvent.click(screen.getByRole('tab', { name: 'Roteiro' }));
    expect(screen.getByRole('button', { name: 'Processar roteiro' })).toBeDisabled();

    await userEvent.type(screen.getByLabelText('Roteiro completo'), 'Era uma vez um faroleiro.');
    fireEvent.change(screen.getByLabelText('Duração do vídeo', { selector: 'input' }), { target: { value: '2' } });
    await userEvent.selectOptions(screen.getByLabelText('Duração do vídeo', { selector: 'select' }), 'minutes');
    expect(screen.getByTestId('total-seconds').textContent).toBe('Total: 120 segundos');
    fireEvent.change(screen.getByLabelText('Número de cenas'), { target: { value: '3' } });
    await userEvent.click(screen.getByRole('button', { name: 'Processar roteiro' }));

    expect(await screen.findAllByTestId('scene')).toHaveLength(3);
    expect(await callsTo(mock, 'POST', '/api/openai/process-script')[0]?.json()).toEqual({
      script: 'Era uma vez um faroleiro.',
      videoDuration: 120,
      desiredImages: 3,
    });
    const third = screen.getAllByTestId('scene')[2];
    if (!third) throw new Error('no third scene');
    await userEvent.click(within(third).getByRole('button', { name: 'Excluir cena' }));
    expect(screen.getAllByTestId('scene')).toHaveLength(2);
    expect(screen.getByTestId('toast').textContent).toBe('Cena excluída com sucesso');

    await userEvent.click(screen.getByRole('button', { name: 'Gerar todas' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe('Geração concluída! 2 imagens geradas com sucesso'),
    );
    const runs = callsTo(mock, 'POST', '/api/e-image/text-to-image').filter(
      (r) => new URL(r.url).searchParams.get('dry_run') !== 'true',
    );
    expect(await Promise.all(runs.map(async (r) => (await r.json()).positivePrompt))).toEqual(['prompt 1', 'prompt 2']);
    expect(within(screen.getByTestId('result-grid')).getAllByRole('img')).toHaveLength(2);
  });

  it('shows the spec message when script processing fails', async () => {
    mockFetch(routes({ 'POST /api/openai/process-script': { status: 500, body: { code: 'internal_error' } } }));
    await renderPage(<ImageGeneratorPage delays={noDelays} />, { path });
    await userEvent.click(screen.getByRole('tab', { name: 'Roteiro' }));
    await userEvent.type(screen.getByLabelText('Roteiro completo'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Processar roteiro' }));
    expect(await screen.findByText('Erro ao processar roteiro. Tente novamente.')).toBeInTheDocument();
  });
});

describe('generator helpers', () => {
  it('cleans prompts as the spec says', () => {
    expect(cleanPrompt('a "cat"\non a mat Key improvements made: more', 'anime', 'epic')).toBe(
      'a cat on a mat, anime style, epic mood',
    );
    expect(cleanPrompt('a cat', 'none', 'neutral')).toBe('a cat');
  });

  it('zips several images with their spec names', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async (url: string) =>
          new Response(new Uint8Array([1, 2, 3, url.length]), { headers: { 'content-type': 'image/jpeg' } }),
      ),
    );
    const zip = await zipImages(
      [
        { id: 'a', url: 'https://media.test/a.jpg' },
        { id: 'b', url: 'https://media.test/b.jpg' },
      ],
      'history_image',
    );
    expect(Object.keys(unzipSync(zip)).sort()).toEqual(['history_image_a.jpg', 'history_image_b.jpg']);
  });
});
