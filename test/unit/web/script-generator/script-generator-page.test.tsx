import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScript, timeSections } from '../../../../functions/text/script/draft.js';
import { templateScript } from '../../../../functions/text/script/template.js';
import { dashboardPath } from '../../../../web/src/features/dashboard/paths.js';
import { ImageGeneratorPage } from '../../../../web/src/features/image-generator/components/image-generator-page.js';
import {
  ScriptGeneratorPage,
  scriptFileName,
} from '../../../../web/src/features/script-generator/components/script-generator-page.js';
import { readScriptHandoff, scriptHandoffKey, scriptHandoffTarget } from '../../../../web/src/lib/script-handoff.js';
import { apiKey, callsTo, mockFetch, renderPage } from '../dashboard/helpers.js';

const path = '/dashboard/gerador-roteiro';

/** What the operation answers without an LLM, built by the same functions the server uses. */
const templateAnswer = (brief: Parameters<typeof templateScript>[0]) => {
  const draft = templateScript(brief);
  const sections = timeSections(draft.sections, brief.duration);
  return {
    success: true,
    source: 'template',
    title: draft.title,
    script: renderScript(draft.title, draft.preamble ?? [], sections),
    sections,
    wordCount: 123,
    targetWords: brief.duration * 140,
    language: brief.language,
  };
};

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('script generator page', { timeout: 20_000 }, () => {
  it('asks for a topic before calling anything (spec: the topic is required)', async () => {
    const mock = mockFetch({});
    await renderPage(<ScriptGeneratorPage />, { path });
    await userEvent.click(screen.getByRole('button', { name: 'Gerar roteiro' }));
    expect(await screen.findByText('Por favor, informe o tema do roteiro.')).toBeInTheDocument();
    expect(callsTo(mock, 'POST', '/api/text/generate-script')).toHaveLength(0);
  });

  it('sends the brief, shows the timed sections, says it is a template, and copies and downloads the script', async () => {
    const brief = {
      topic: 'Energia solar em casa',
      scriptType: 'podcast',
      duration: 10,
      tone: 'casual',
      audience: 'vizinhos',
      language: 'pt',
    } as const;
    const answer = templateAnswer(brief);
    const mock = mockFetch({ 'POST /api/text/generate-script': { body: answer } });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:script';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });

    await renderPage(<ScriptGeneratorPage />, { path });
    await userEvent.type(screen.getByLabelText('Tema'), brief.topic);
    await userEvent.selectOptions(screen.getByLabelText('Tipo de roteiro'), 'podcast');
    await userEvent.selectOptions(screen.getByLabelText('Duração'), '10');
    await userEvent.selectOptions(screen.getByLabelText('Tom'), 'casual');
    await userEvent.type(screen.getByLabelText('Público-alvo'), 'vizinhos');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar roteiro' }));

    const sections = await screen.findAllByTestId('section');
    expect(sections).toHaveLength(answer.sections.length);
    expect(sections[0]?.textContent).toContain('0:00 - ');
    expect(sections[0]?.textContent).toContain('Abertura');
    expect(screen.getByText('Modelo')).toBeInTheDocument();
    expect(screen.getByText(/Nenhum modelo de IA está configurado neste ambiente/)).toBeInTheDocument();
    const [request] = callsTo(mock, 'POST', '/api/text/generate-script');
    expect(await request?.json()).toEqual(brief);

    await userEvent.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith(answer.script);
    expect(await screen.findByText('Roteiro copiado!')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Baixar .txt' }));
    expect(clicked).toEqual(['roteiro-energia-solar-em-casa.txt']);
    expect(await blobs[0]?.text()).toBe(answer.script);
    expect(blobs[0]?.type).toContain('text/plain');
  });

  it('sends the script to the image generator, which opens its script tab with it', async () => {
    const answer = templateAnswer({
      topic: 'Faróis',
      scriptType: 'youtube',
      duration: 3,
      tone: 'professional',
      language: 'pt',
    });
    mockFetch({
      'POST /api/text/generate-script': { body: answer },
      'GET /api/user/api-key': { body: apiKey() },
      'GET /api/images/history': { body: { success: true, data: [] } },
    });
    await renderPage(<ScriptGeneratorPage />, { path });
    await userEvent.type(screen.getByLabelText('Tema'), 'Faróis');
    await userEvent.selectOptions(screen.getByLabelText('Duração'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar roteiro' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Gerar imagens com este roteiro' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(readScriptHandoff()).toEqual({ script: answer.script, durationMinutes: 3 });

    // The image generator reads it once: script tab, script and minutes prefilled, then the key is gone.
    await renderPage(<ImageGeneratorPage delays={{ processMs: 0, sceneMs: 0 }} />, { path: scriptHandoffTarget });
    expect(screen.getByRole('tab', { name: 'Roteiro' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Roteiro completo')).toHaveValue(answer.script);
    expect(screen.getByRole('spinbutton', { name: 'Duração do vídeo' })).toHaveValue(3);
    await waitFor(() => expect(window.sessionStorage.getItem(scriptHandoffKey)).toBeNull());
  });

  it('shows an LLM script without the template notice', async () => {
    mockFetch({
      'POST /api/text/generate-script': {
        body: {
          success: true,
          source: 'llm',
          model: 'amazon.nova-micro-v1:0',
          title: 'O sol',
          script: 'O sol\n\n[0:00 - 1:00] Abertura\nOlá!\n',
          sections: [{ heading: 'Abertura', startTime: 0, endTime: 60, timeRange: '0:00 - 1:00', text: 'Olá!' }],
          wordCount: 1,
          targetWords: 140,
          language: 'pt',
        },
      },
    });
    await renderPage(<ScriptGeneratorPage />, { path });
    await userEvent.type(screen.getByLabelText('Tema'), 'sol');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar roteiro' }));
    expect(await screen.findByText('Escrito por IA')).toBeInTheDocument();
    expect(screen.queryByText(/Nenhum modelo de IA/)).toBeNull();
  });

  it('shows the API error', async () => {
    mockFetch({
      'POST /api/text/generate-script': { status: 400, body: { code: 'invalid_request', detail: 'topic: too long' } },
    });
    await renderPage(<ScriptGeneratorPage />, { path });
    await userEvent.type(screen.getByLabelText('Tema'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar roteiro' }));
    expect(await screen.findByText('Erro ao gerar roteiro: topic: too long')).toBeInTheDocument();
  });

  it('names downloads after the title and hands off to the dashboard’s real image generator route', () => {
    expect(scriptFileName('Ação & Reação: 2026!')).toBe('roteiro-acao-reacao-2026.txt');
    expect(scriptFileName('***')).toBe('roteiro.txt');
    expect(scriptHandoffTarget).toBe(dashboardPath('imageGenerator'));
  });
});
