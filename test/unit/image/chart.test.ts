import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createChartRenderer } from '../../../functions/image/engine/chart.js';
import { imageImplementations } from '../../../functions/image/implementations.js';
import { changedIn, pipelineFor, pixels } from './support.js';

const renderer = createChartRenderer({ timeoutMs: 5000 });
const { meter, call } = pipelineFor('image', imageImplementations({ chartRenderer: () => renderer }), 100);
afterAll(() => renderer.close());

const bar = {
  type: 'bar',
  data: {
    labels: ['Jan', 'Fev', 'Março', 'Ação', 'Привет'],
    datasets: [{ label: 'Vendas', data: [12, 19, 7, 15, 9] }],
  },
  width: 640,
  height: 400,
};

/** Pixels differing from pure white in a box. */
async function inkIn(png: Uint8Array, box: { left: number; top: number; width: number; height: number }) {
  const image = await pixels(png);
  const white = { data: new Uint8ClampedArray(image.data.length).fill(255), width: image.width };
  return changedIn(white, image, box, 10);
}

describe('image.chart', { timeout: 30_000 }, () => {
  it('renders a PNG of the requested size with bars in the plot area, for 1 credit', async () => {
    const before = meter.credits;
    const response = await call('/api/image/chart', bar);
    expect(response.status).toBe(200);
    expect(response.headers['Content-Type']).toBe('image/png');
    expect(meter.credits).toBe(before - 1);
    const meta = await sharp(response.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([640, 400]);
    // The background is white (corners), the plot area holds coloured bars.
    const image = await pixels(response.bytes);
    expect([image.data[0], image.data[1], image.data[2], image.data[3]]).toEqual([255, 255, 255, 255]);
    expect(await inkIn(response.bytes, { left: 80, top: 60, width: 520, height: 280 })).toBeGreaterThan(20_000);
  });

  it('renders non-Latin labels (Cyrillic, Greek, CJK) with the bundled fonts', async () => {
    const latin = await call('/api/image/chart', { ...bar, data: { ...bar.data, labels: ['a', 'b', 'c', 'd', 'e'] } });
    const cyrillic = await call('/api/image/chart', {
      ...bar,
      data: { ...bar.data, labels: ['Москва', 'Ελλάδα', 'Ação', '東京', 'かな'] },
    });
    const axis = { left: 30, top: 382, width: 610, height: 18 };
    expect(await inkIn(cyrillic.bytes, axis)).toBeGreaterThan((await inkIn(latin.bytes, axis)) * 2);
  });

  it('draws Hangul labels as glyphs, not as the same missing-glyph box for every syllable', async () => {
    const axis = { left: 30, top: 382, width: 610, height: 18 };
    const render = async (labels: string[]) => {
      const response = await call('/api/image/chart', { ...bar, data: { ...bar.data, labels } });
      expect(response.status).toBe(200);
      return response.bytes;
    };
    // Same syllable counts: missing glyphs would draw identical boxes, real glyphs differ.
    const seoul = await render(['서울', '부산', '대구', '인천', '광주']);
    const other = await render(['한국', '춘천', '제주', '수원', '울산']);
    const axisPixels = (png: Uint8Array) => sharp(png).extract(axis).raw().toBuffer();
    expect((await axisPixels(seoul)).equals(await axisPixels(other))).toBe(false);
    expect(await inkIn(seoul, axis)).toBeGreaterThan(100);
  });

  it('draws emoji and symbol labels with Symbola, each its own glyph', async () => {
    const axis = { left: 30, top: 382, width: 610, height: 18 };
    const render = async (labels: string[]) => {
      const response = await call('/api/image/chart', { ...bar, data: { ...bar.data, labels } });
      expect(response.status).toBe(200);
      return response.bytes;
    };
    // 🎉 🚀 👍 are in Symbola only; a missing glyph would draw the same box for every one of them.
    const party = await render(['🎉🎉', '🎉🎉', '🎉🎉', '🎉🎉', '🎉🎉']);
    const rocket = await render(['🚀🚀', '🚀🚀', '🚀🚀', '🚀🚀', '🚀🚀']);
    const axisPixels = (png: Uint8Array) => sharp(png).extract(axis).raw().toBuffer();
    expect((await axisPixels(party)).equals(await axisPixels(rocket))).toBe(false);
    expect(await inkIn(party, axis)).toBeGreaterThan(100);
    expect(await inkIn(rocket, axis)).toBeGreaterThan(100);
  });

  it.each([
    ['a label', { data: { ...bar.data, labels: ['Jan', 'Fev', 'Mar \uE000', 'Abr', 'Mai'] } }, 'data.labels[2]'],
    [
      'a dataset label',
      { data: { ...bar.data, datasets: [{ label: 'Vendas \uE000', data: [1, 2, 3, 4, 5] }] } },
      'data.datasets[0].label',
    ],
    ['a title', { plugins: { title: { display: true, text: '\uE000 Relatório' } } }, 'plugins.title.text'],
    [
      'an axis title',
      { options: { scales: { y: { title: { display: true, text: ['Total', '\uE000'] } } } } },
      'options.scales.y.title.text[1]',
    ],
  ])(
    'refuses %s no bundled font can draw with 422 naming the character and field, uncharged',
    async (_n, extra, field) => {
      const before = meter.credits;
      const response = await call('/api/image/chart', { ...bar, ...extra });
      expect(response.status).toBe(422);
      expect(response.json()).toMatchObject({ code: 'unprocessable_input', field, characters: ['\uE000'] });
      expect(String(response.json().detail)).toContain(`${field}: no bundled font can draw`);
      expect(String(response.json().detail)).toContain('U+E000');
      expect(meter.credits).toBe(before);
    },
  );

  it('merges built-in plugin options (a title appears above the plot)', async () => {
    const plain = await call('/api/image/chart', { ...bar, type: 'line' });
    const titled = await call('/api/image/chart', {
      ...bar,
      type: 'line',
      plugins: { title: { display: true, text: 'Relatório de vendas', font: { size: 24 } } },
    });
    expect(titled.status).toBe(200);
    const top = { left: 0, top: 0, width: 640, height: 30 };
    expect(await inkIn(titled.bytes, top)).toBeGreaterThan((await inkIn(plain.bytes, top)) + 300);
  });

  it.each([
    ['a function-like string', { options: { scales: { y: { ticks: { callback: 'function (v) { return v }' } } } } }],
    ['an arrow function', { options: { onClick: '(e) => fetch("http://x")' } }],
    ['a custom plugin', { plugins: { evil: { code: 'x' } } }],
    ['a prototype key', { options: { scales: { constructor: { prototype: { polluted: true } } } } }],
    ['a font family of its own', { options: { font: { family: 'Impact' } } }],
    ['a title font family', { plugins: { title: { display: true, text: 'x', font: { family: 'serif' } } } }],
  ])('refuses %s with 400, uncharged', async (_name, extra) => {
    const before = meter.credits;
    const response = await call('/api/image/chart', { ...bar, ...extra });
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request' });
    expect(meter.credits).toBe(before);
  });

  it('refuses a data array beyond the point limit with 400 and a 10 MB body with 413, uncharged', async () => {
    const before = meter.credits;
    const many = Array.from({ length: 3 }, () => ({ data: Array.from({ length: 9000 }, (_, i) => i) }));
    const tooMany = await call('/api/image/chart', { ...bar, data: { labels: [], datasets: many } });
    expect(tooMany.status).toBe(400);
    const huge = await call('/api/image/chart', {
      ...bar,
      data: { datasets: [{ data: Array.from({ length: 2_000_000 }, () => 12345) }] },
    });
    expect(huge.status).toBe(413);
    expect(meter.credits).toBe(before);
  });

  it('stops a render that overruns its time box and recovers for the next one', async () => {
    const slow = createChartRenderer({ timeoutMs: 1 });
    await expect(
      slow.render({ width: 800, height: 500, config: { type: 'bar', data: bar.data } }),
    ).rejects.toMatchObject({
      code: 'unprocessable_input',
    });
    await slow.close();
    // The shared renderer keeps working after another one was killed.
    expect((await call('/api/image/chart', bar)).status).toBe(200);
  });
});
