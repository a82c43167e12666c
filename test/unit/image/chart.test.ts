import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { deepMerge, labelDatasets } from '../../../functions/image/chart-config.js';
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

/** Pixels of a box that are clearly red (the colour a test gave a title). */
async function redIn(png: Uint8Array, box: { left: number; top: number; width: number; height: number }) {
  const image = await pixels(png);
  let red = 0;
  for (let y = box.top; y < box.top + box.height; y++) {
    for (let x = box.left; x < box.left + box.width; x++) {
      const i = (y * image.width + x) * 4;
      const [r, g, b] = [image.data[i] ?? 0, image.data[i + 1] ?? 0, image.data[i + 2] ?? 0];
      if (r > 180 && g < 90 && b < 90) red++;
    }
  }
  return red;
}

/** The bar chart with one field replaced by raw JSON, so a key such as `__proto__` stays an own key when sent. */
const withRaw = (json: string): Record<string, unknown> => ({ ...bar, ...JSON.parse(json) });

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
      message: 'The chart took longer than 1 ms to render; use fewer data points or a smaller size.',
    });
    await slow.close();
    // The shared renderer keeps working after another one was killed.
    expect((await call('/api/image/chart', bar)).status).toBe(200);
  });

  it('deep-merges the plugins field into options.plugins: a title set in options keeps its text and takes the colour', async () => {
    const top = { left: 0, top: 0, width: 640, height: 30 };
    const title = { display: true, text: 'My Title', font: { size: 24 } };
    const grey = await call('/api/image/chart', { ...bar, type: 'line', options: { plugins: { title } } });
    const red = await call('/api/image/chart', {
      ...bar,
      type: 'line',
      options: { plugins: { title } },
      plugins: { title: { color: 'red' } },
    });
    expect(red.status).toBe(200);
    // The same text is drawn, only in red: as much ink in the title band, and that ink is red.
    const [greyInk, redInk] = [await inkIn(grey.bytes, top), await inkIn(red.bytes, top)];
    expect(greyInk).toBeGreaterThan(300);
    expect(Math.abs(redInk - greyInk)).toBeLessThan(greyInk * 0.2);
    expect(await redIn(red.bytes, top)).toBeGreaterThan(100);
    expect(await redIn(grey.bytes, top)).toBe(0);
  });

  it('deepMerge merges plain objects at every depth, replaces arrays and leaves both sides untouched', () => {
    const base = {
      title: { display: true, text: 'T', font: { size: 20, weight: 'bold' } },
      legend: { labels: [1, 2] },
    };
    const override = { title: { font: { size: 24 } }, legend: { labels: [3] }, tooltip: { enabled: false } };
    expect(deepMerge(base, override)).toEqual({
      title: { display: true, text: 'T', font: { size: 24, weight: 'bold' } },
      legend: { labels: [3] },
      tooltip: { enabled: false },
    });
    expect(base.title.font.size).toBe(20);
    expect(override.title.font).toEqual({ size: 24 });
  });

  it.each([
    ['options', '{"options":{"__proto__":{"x":1}}}', 'options.__proto__'],
    ['the body', '{"__proto__":{"x":1}}', '__proto__'],
    ['data', '{"data":{"__proto__":{"x":1},"labels":["a"],"datasets":[{"label":"A","data":[1]}]}}', 'data.__proto__'],
    [
      'a dataset',
      '{"data":{"labels":["a"],"datasets":[{"label":"A","data":[1]},{"__proto__":{"x":1},"data":[2]}]}}',
      'data.datasets[1].__proto__',
    ],
    ['plugins', '{"plugins":{"__proto__":{"x":1}}}', 'plugins.__proto__'],
    ['options.scales', '{"options":{"scales":{"__proto__":{"x":1}}}}', 'options.scales.__proto__'],
    [
      'a data point',
      '{"data":{"datasets":[{"data":[{"x":1,"y":2,"prototype":1}]}]}}',
      'data.datasets[0].data[0].prototype',
    ],
  ])('refuses a prototype key in %s with 400 naming its path, uncharged', async (_where, json, path) => {
    const before = meter.credits;
    const response = await call('/api/image/chart', withRaw(json));
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request', errors: [{ path }] });
    expect(meter.credits).toBe(before);
  });

  it.each([
    'function (v) { return v }',
    'function format(v) { return v }',
    '  function(){ return 1 }',
    'async function f() {}',
    'x => x * 2',
    '(a, b) => a + b',
    '() => 1',
    'async (e) => fetch(e)',
    'eval("1 + 1")',
    'window.eval(x)',
    'new Function("return 1")',
    'javascript:alert(1)',
  ])('refuses the code-like label %j with 400 naming it, uncharged', async (label) => {
    const before = meter.credits;
    const response = await call('/api/image/chart', {
      ...bar,
      data: { ...bar.data, labels: [label, 'b', 'c', 'd', 'e'] },
    });
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request', errors: [{ path: 'data.labels[0]' }] });
    expect(meter.credits).toBe(before);
  });

  it.each([
    'Loss function (MSE)',
    '2023 => 2024',
    'Revenue (2023) => 2024',
    'Q1 — Q2 => growth',
    'A function of time',
    'Medieval (500–1500)',
    'Function points',
    'new functions (beta)',
    '1 => 2 => 3',
  ])('accepts the ordinary label %j in labels and as a dataset label', async (text) => {
    const response = await call('/api/image/chart', {
      ...bar,
      data: { labels: [text, 'b', 'c', 'd', 'e'], datasets: [{ label: text, data: [1, 2, 3, 4, 5] }] },
    });
    expect(response.status).toBe(200);
  });

  it('names unlabelled datasets by position in the legend, as if "Dataset N" had been sent', async () => {
    const render = async (datasets: Record<string, unknown>[]) => {
      const response = await call('/api/image/chart', { ...bar, data: { labels: ['a', 'b'], datasets } });
      expect(response.status).toBe(200);
      return Buffer.from((await pixels(response.bytes)).data);
    };
    const unlabelled = await render([{ data: [1, 2] }, { label: 'Custos', data: [2, 1] }, { data: [3, 3] }]);
    const named = await render([
      { label: 'Dataset 1', data: [1, 2] },
      { label: 'Custos', data: [2, 1] },
      { label: 'Dataset 3', data: [3, 3] },
    ]);
    const undefinedText = await render([
      { label: 'undefined', data: [1, 2] },
      { label: 'Custos', data: [2, 1] },
      { label: 'undefined', data: [3, 3] },
    ]);
    expect(unlabelled.equals(named)).toBe(true);
    expect(unlabelled.equals(undefinedText)).toBe(false);
  });

  it('labelDatasets keeps given labels, even empty ones, and numbers the rest from 1', () => {
    const datasets = [{ data: [1] }, { label: '', data: [2] }, { label: 'B', data: [3] }, { data: [4] }];
    expect(labelDatasets(datasets).map((d) => d.label)).toEqual(['Dataset 1', '', 'B', 'Dataset 4']);
    expect(datasets[0]).toEqual({ data: [1] });
  });

  it.each([
    ['text and objects', { datasets: [{ data: ['abc', { foo: 1 }] }] }, 'data.datasets[0].data[0]'],
    ['an object among numbers', { datasets: [{ data: [1, { foo: 1 }] }] }, 'data.datasets[0].data[1]'],
    ['absurd magnitudes', { datasets: [{ data: [1e308, -1e308] }] }, 'data.datasets[0].data[0]'],
    ['a boolean', { datasets: [{ data: [1, 2, true] }] }, 'data.datasets[0].data[2]'],
    ['an empty string', { datasets: [{ data: ['', 3] }] }, 'data.datasets[0].data[0]'],
    [
      'a bad point in a later dataset',
      { datasets: [{ data: [1, 2] }, { data: [3, 'x'] }] },
      'data.datasets[1].data[1]',
    ],
    ['a triple for a floating bar', { datasets: [{ data: [[1, 2, 3]] }] }, 'data.datasets[0].data[0]'],
    ['an {x, y} point without y', { datasets: [{ data: [{ x: 'a', value: 3 }] }] }, 'data.datasets[0].data[0]'],
    ['numbers in a scatter dataset', { datasets: [{ type: 'scatter', data: [1, 2] }] }, 'data.datasets[0].data[0]'],
    ['a null among {x, y} points', { datasets: [{ data: [{ x: 'a', y: 1 }, null] }] }, 'data.datasets[0].data[1]'],
    ['a number after a pair', { datasets: [{ data: [[1, 2], 3] }] }, 'data.datasets[0].data[1]'],
  ])(
    'refuses data points Chart.js cannot plot (%s) with 400 naming dataset and point, uncharged',
    async (_n, data, path) => {
      const before = meter.credits;
      const response = await call('/api/image/chart', { ...bar, data: { labels: ['a', 'b', 'c'], ...data } });
      expect(response.status).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_request', errors: [{ path }] });
      expect(String(response.json().detail)).toContain(path);
      expect(meter.credits).toBe(before);
    },
  );

  it.each([
    ['pie', 'pie values are scalars', [{ data: [3, '4', null] }], {}],
    ['doughnut', 'a doughnut', [{ data: [1e99, 1] }], {}],
    [
      'bar',
      'floating bars',
      [
        {
          data: [
            [1, 5],
            ['2', 9],
          ],
        },
      ],
      {},
    ],
    [
      'bar',
      'category points',
      [
        {
          data: [
            { x: 'a', y: 3 },
            { x: 'b', y: null },
          ],
        },
      ],
      {},
    ],
    ['bar', 'horizontal category points', [{ data: [{ x: 3, y: 'a' }] }], { indexAxis: 'y' }],
    ['line', 'values, numeric strings and gaps', [{ data: [1, null, ' -1.5e2 '] }], {}],
    [
      'line',
      'numeric points and gaps',
      [
        {
          data: [
            { x: 1, y: 2 },
            { x: 2, y: null },
          ],
        },
      ],
      {},
    ],
    ['bar', 'a scatter dataset in a bar chart', [{ type: 'scatter', data: [{ x: 1, y: 2 }] }], {}],
    ['line', 'a bubble dataset', [{ type: 'bubble', data: [{ x: 1, y: 2, r: 5 }] }], {}],
  ])('accepts %s data: %s', async (type, _n, datasets, options) => {
    const response = await call('/api/image/chart', {
      ...bar,
      type,
      data: { labels: ['a', 'b', 'c'], datasets },
      options,
    });
    expect(response.status).toBe(200);
  });
});
