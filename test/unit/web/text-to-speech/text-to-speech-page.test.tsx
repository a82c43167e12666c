import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TextToSpeechPage from '../../../../web/src/features/text-to-speech/components/text-to-speech-page.js';
import { apiKey, callsTo, fullKey, mockFetch, renderPage } from '../dashboard/helpers.js';

/** The text-to-speech page against canned API answers (only `fetch` is replaced). */

const voices = (names: string[], withAudio: string[] = []) => ({
  success: true,
  voices: names.map((voiceName, i) => ({
    voiceName,
    language: 'pt-BR',
    gender: i < 2 ? 'female' : 'male',
    engine: 'espeak-ng',
    hasAudio: withAudio.includes(voiceName),
    audioUrl: withAudio.includes(voiceName) ? `http://s3.test/media/samples/espeak-ng/${voiceName}.mp3` : null,
    duration: withAudio.includes(voiceName) ? 4.2 : null,
  })),
});

const speech = {
  success: true,
  audioUrl: 'http://s3.test/media/speech/acct_1/tts_abc.mp3?X-Amz-Signature=x',
  fileName: 'audio_mariana_pt-BR.mp3',
  format: 'mp3',
  textLength: 12,
  provider: 'espeak-ng',
  language: 'pt-BR',
  duration: 1.4,
  billing: { totalCreditsCharged: 1 },
};

const routes = (overrides: Record<string, unknown> = {}) =>
  mockFetch({
    'GET /api/user/api-key': { body: apiKey() },
    'GET /api/voice-samples/pt-BR': { body: voices(['mariana', 'camila', 'pedro', 'joao'], ['camila']) },
    'GET /api/voice-samples/en-US': { body: voices(['emma', 'olivia', 'sophia', 'alex', 'david', 'james']) },
    'POST /api/audio/text-to-speech/v2': (request: Request) =>
      new URL(request.url).searchParams.get('dry_run') === 'true'
        ? { body: { dryRun: true, credits: 1, balance: 20 } }
        : { body: speech },
    'POST /api/text-to-speech/history': { status: 201, body: { success: true, id: 'tts_1' } },
    'GET /api/text-to-speech/history': { body: [] },
    ...overrides,
  });

afterEach(() => vi.unstubAllGlobals());

const textBox = () => screen.getByRole('textbox', { name: 'Texto' });

describe('text-to-speech page', () => {
  it('shows the tabs, selects, a 10,000-character counter, the voices panel and the dry_run cost', async () => {
    const api = routes();
    await renderPage(<TextToSpeechPage />, { path: '/dashboard/texto-para-fala' });
    expect(await screen.findByRole('heading', { name: 'Texto para Fala' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Gerar/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: /Histórico/ })).toBeTruthy();
    expect(screen.getByTestId('tts-counter').textContent).toBe('0 / 10.000 caracteres');
    expect((textBox() as HTMLTextAreaElement).maxLength).toBe(10_000);
    const panel = await screen.findByRole('complementary', { name: 'Vozes' });
    expect(await within(panel).findByText('Mariana')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Ouvir amostra de Camila' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Gerar amostra de Pedro' })).toBeTruthy();

    fireEvent.change(textBox(), { target: { value: 'Olá, mundo!' } });
    expect(screen.getByTestId('tts-counter').textContent).toBe('11 / 10.000 caracteres');
    await waitFor(() => expect(screen.getByTestId('tts-cost').textContent).toBe('Custo: 1 crédito'), { timeout: 3000 });
    const dryRuns = callsTo(api, 'POST', '/api/audio/text-to-speech/v2');
    expect(dryRuns.length).toBe(1);
    expect(new URL(dryRuns[0]?.url ?? '').searchParams.get('dry_run')).toBe('true');
    expect(dryRuns[0]?.headers.get('api-token')).toBe(fullKey);
  });

  it('generates with the key, plays and offers the download, and saves the history item', async () => {
    const api = routes();
    await renderPage(<TextToSpeechPage />, { path: '/dashboard/texto-para-fala' });
    await screen.findByRole('heading', { name: 'Texto para Fala' });
    fireEvent.change(textBox(), { target: { value: 'Olá, Alquimia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar Áudio' }));
    const audio = await screen.findByTestId('tts-audio');
    expect(audio.getAttribute('src')).toBe(speech.audioUrl);
    expect(screen.getByRole('button', { name: 'Baixar' })).toBeTruthy();
    expect(screen.getByText(/1 crédito cobrado/)).toBeTruthy();
    const generated = callsTo(api, 'POST', '/api/audio/text-to-speech/v2').filter(
      (r) => new URL(r.url).searchParams.get('dry_run') !== 'true',
    );
    expect(generated.length).toBe(1);
    expect(generated[0]?.headers.get('api-token')).toBe(fullKey);
    expect(await generated[0]?.json()).toEqual({
      text: 'Olá, Alquimia',
      voice: 'mariana',
      language: 'pt-BR',
      audioFormat: 'MP3',
    });
    await waitFor(() => expect(callsTo(api, 'POST', '/api/text-to-speech/history').length).toBe(1));
    expect(await callsTo(api, 'POST', '/api/text-to-speech/history')[0]?.json()).toEqual({
      title: 'Olá, Alquimia',
      text: 'Olá, Alquimia',
      voice: 'mariana',
      language: 'pt-BR',
      audioUrl: speech.audioUrl,
      duration: 1.4,
      creditsUsed: 1,
    });
    // Spec §4: changing the text clears the generated audio.
    fireEvent.change(textBox(), { target: { value: 'Outro texto' } });
    expect(screen.queryByTestId('tts-audio')).toBeNull();
  });

  it('shows the spec messages: empty text, and an API failure with the prefix', async () => {
    const api = routes({
      'POST /api/audio/text-to-speech/v2': {
        status: 402,
        body: { code: 'insufficient_credits', detail: 'Not enough credits.' },
      },
    });
    await renderPage(<TextToSpeechPage />, { path: '/dashboard/texto-para-fala' });
    await screen.findByRole('heading', { name: 'Texto para Fala' });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar Áudio' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Por favor, digite algum texto antes de gerar o áudio.',
    );
    expect(callsTo(api, 'POST', '/api/audio/text-to-speech/v2').length).toBe(0);

    fireEvent.change(textBox(), { target: { value: 'Oi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar Áudio' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Erro ao gerar áudio: Créditos insuficientes para gerar este áudio.',
      ),
    );
  });

  it('reloads the voices for another language and resets the voice', async () => {
    routes();
    await renderPage(<TextToSpeechPage />, { path: '/dashboard/texto-para-fala' });
    await screen.findByRole('heading', { name: 'Texto para Fala' });
    fireEvent.change(screen.getByLabelText('Idioma'), { target: { value: 'en-US' } });
    expect((screen.getByLabelText('Voz') as HTMLSelectElement).value).toBe('emma');
    const panel = screen.getByRole('complementary', { name: 'Vozes' });
    expect(await within(panel).findByText('Olivia')).toBeTruthy();
  });

  it('masks the key in the cURL example until it is revealed', async () => {
    routes();
    await renderPage(<TextToSpeechPage />, { path: '/dashboard/texto-para-fala' });
    await screen.findByRole('heading', { name: 'Texto para Fala' });
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar exemplo cURL' }));
    await waitFor(() => expect(screen.getByTestId('tts-curl').textContent).toContain(`••••${fullKey.slice(-12)}`));
    expect(screen.getByTestId('tts-curl').textContent).toContain('/api/audio/text-to-speech/v2');
    expect(screen.getByTestId('tts-curl').textContent).not.toContain(fullKey);
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar chave' }));
    expect(screen.getByTestId('tts-curl').textContent).toContain(fullKey);
  });

  it('lists the history with title, preview of 150 characters, voice, language, credits and a player', async () => {
    const long = 'palavra '.repeat(40).trim();
    routes({
      'GET /api/text-to-speech/history': {
        body: [
          {
            id: 'tts_1',
            title: 'Boas-vindas',
            text_content: long,
            voice: 'mariana',
            language: 'pt-BR',
            credits_used: 2,
            audio_url: 'http://s3.test/media/speech/acct_1/tts_1.mp3',
            created_at: '2026-11-20T12:30:00.000Z',
          },
        ],
      },
    });
    await renderPage(<TextToSpeechPage />, { path: '/dashboard/texto-para-fala' });
    fireEvent.click(await screen.findByRole('tab', { name: /Histórico/ }));
    const item = await screen.findByTestId('tts-history-item');
    expect(within(item).getByRole('heading', { name: 'Boas-vindas' })).toBeTruthy();
    expect(item.textContent).toContain(`${long.slice(0, 150).trimEnd()}…`);
    expect(item.textContent).not.toContain(long);
    expect(item.textContent).toContain('Voz: Mariana');
    expect(item.textContent).toContain('Idioma: pt-BR');
    expect(item.textContent).toContain('2 créditos');
    expect(item.textContent).toContain('20/11/2026');
    expect(item.querySelector('audio')?.getAttribute('src')).toBe('http://s3.test/media/speech/acct_1/tts_1.mp3');
  });

  it('shows the English texts', async () => {
    routes();
    await renderPage(<TextToSpeechPage />, { path: '/dashboard/texto-para-fala', language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Text to Speech' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate Audio' })).toBeTruthy();
  });
});
