import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createChartRenderer } from '../../../functions/image/engine/chart.js';
import { imageImplementations } from '../../../functions/image/implementations.js';
import { pipelineFor, pixels } from './support.js';

const renderer = createChartRenderer({ timeoutMs: 5000 });
const { meter, call } = pipelineFor('image', imageImplementations({ chartRenderer: () => renderer }), 100);
afterAll(() => renderer.close());

type Rgb = readonly [number, number, number];
const red: Rgb = [255, 0, 0];
const green: Rgb = [0, 192, 0];
const blue: Rgb = [0, 0, 255];
const orange: Rgb = [255, 165, 0];
const white: Rgb = [255, 255, 255];
const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;

const size = { width: 400, height: 300 };
const noLegend = { plugins: { legend: { display: false } } };
const tenByTen = { x: { min: 0, max: 10 }, y: { min: 0, max: 10 } };

/** The chart rendered, checked to be a 400 × 300 PNG charged 1 credit. */
async function render(body: Record<string, unknown>) {
  const before = meter.credits;
  const response = await call('/api/image/chart', { ...size, ...body });
  expect(response.status, JSON.stringify(response.status === 200 ? '' : response.json())).toBe(200);
  expect(response.headers['Content-Type']).toBe('image/png');
  expect(meter.credits).toBe(before - 1);
  const meta = await sharp(response.bytes).metadata();
  expect([meta.width, meta.height]).toEqual([size.width, size.height]);
  return pixels(response.bytes);
}

type Image = Awaited<ReturnType<typeof pixels>>;
const close = (image: Image, i: number, [r, g, b]: Rgb) =>
  Math.abs((image.data[i] ?? 0) - r) < 24 &&
  Math.abs((image.data[i + 1] ?? 0) - g) < 24 &&
  Math.abs((image.data[i + 2] ?? 0) - b) < 24;

/** The colour at a pixel, as [r, g, b]. */
const at = (image: Image, x: number, y: number): Rgb => {
  const i = (y * image.width + x) * 4;
  return [image.data[i] ?? 0, image.data[i + 1] ?? 0, image.data[i + 2] ?? 0];
};
const expectColour = (image: Image, x: number, y: number, colour: Rgb) =>
  expect(close(image, (y * image.width + x) * 4, colour), `(${x}, ${y}) is ${at(image, x, y)}, not ${colour}`).toBe(
    true,
  );

/** How many pixels have a colour, and where their centre is. */
function blob(image: Image, colour: Rgb) {
  let count = 0;
  let sx = 0;
  let sy = 0;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (!close(image, (y * image.width + x) * 4, colour)) continue;
      count++;
      sx += x;
      sy += y;
    }
  }
  return { count, x: count ? sx / count : Number.NaN, y: count ? sy / count : Number.NaN };
}

describe('image.chart: every Chart.js core chart type renders from plain JSON', { timeout: 30_000 }, () => {
  it('bar: bars of the dataset colour rise from the axis in proportion to their values', async () => {
    const image = await render({
      type: 'bar',
      data: { labels: ['a', 'b'], datasets: [{ data: [2, 8], backgroundColor: hex(red) }] },
      options: { ...noLegend, scales: { y: { min: 0, max: 10 } } },
    });
    const bars = blob(image, red);
    expect(bars.count).toBeGreaterThan(5000);
    // The second bar is four times as tall: most red lies right of the middle, and it reaches the top quarter.
    expect(bars.x).toBeGreaterThan(image.width / 2);
    expect(blob({ ...image, height: 90 }, red).count).toBeGreaterThan(500);
  });

  it('line: a line of the border colour, rising left to right', async () => {
    const image = await render({
      type: 'line',
      data: { labels: ['a', 'b', 'c'], datasets: [{ data: [1, 5, 9], borderColor: hex(blue), borderWidth: 4 }] },
      options: { ...noLegend, scales: { y: { min: 0, max: 10 } } },
    });
    const left = blob({ ...image, width: image.width / 2 }, blue);
    const line = blob(image, blue);
    expect(line.count).toBeGreaterThan(500);
    // The left half of the line sits lower (larger y) than the whole.
    expect(left.y).toBeGreaterThan(line.y);
  });

  it.each([
    ['pie', false],
    ['doughnut', true],
  ])('%s: slices clockwise from the top, in proportion to the values', async (type, hole) => {
    const image = await render({
      type,
      data: { labels: ['a', 'b', 'c'], datasets: [{ data: [1, 1, 2], backgroundColor: [red, green, blue].map(hex) }] },
      options: noLegend,
    });
    const [cx, cy] = [200, 150];
    expectColour(image, cx + 60, cy - 60, red);
    expectColour(image, cx + 60, cy + 60, green);
    expectColour(image, cx - 100, cy, blue);
    expectColour(image, cx - 60, cy - 60, blue);
    if (hole) expectColour(image, cx, cy, white);
    // Blue holds half of the coloured area.
    const [r, g, b] = [blob(image, red).count, blob(image, green).count, blob(image, blue).count];
    expect(b / (r + g + b)).toBeCloseTo(0.5, 1);
  });

  it('polarArea: equal values fill four equal quadrants clockwise from the top', async () => {
    const image = await render({
      type: 'polarArea',
      data: {
        labels: ['a', 'b', 'c', 'd'],
        datasets: [{ data: [4, 4, 4, 4], backgroundColor: [red, green, blue, orange].map(hex) }],
      },
      options: noLegend,
    });
    const [cx, cy] = [200, 150];
    expectColour(image, cx + 60, cy - 60, red);
    expectColour(image, cx + 60, cy + 60, green);
    expectColour(image, cx - 60, cy + 60, blue);
    expectColour(image, cx - 60, cy - 60, orange);
  });

  it('radar: the dataset fills a polygon around the centre', async () => {
    const image = await render({
      type: 'radar',
      data: {
        labels: ['a', 'b', 'c', 'd', 'e'],
        datasets: [{ data: [5, 5, 5, 5, 5], backgroundColor: hex(red), borderColor: hex(red) }],
      },
      options: { ...noLegend, scales: { r: { min: 0, max: 5 } } },
    });
    expectColour(image, 200, 160, red);
    const polygon = blob(image, red);
    expect(polygon.count).toBeGreaterThan(30_000);
    expect(Math.abs(polygon.x - 200)).toBeLessThan(10);
  });

  it('scatter: each {x, y} point is drawn where its values put it', async () => {
    const image = await render({
      type: 'scatter',
      data: {
        datasets: [
          { data: [{ x: 1, y: 1 }], backgroundColor: hex(red), pointRadius: 8 },
          { data: [{ x: 9, y: 9 }], backgroundColor: hex(blue), pointRadius: 8 },
        ],
      },
      options: { ...noLegend, scales: tenByTen },
    });
    const low = blob(image, red);
    const high = blob(image, blue);
    for (const point of [low, high]) expect(point.count).toBeGreaterThan(120);
    // (1, 1) bottom left, (9, 9) top right: x grows rightwards, y upwards.
    expect(low.x).toBeLessThan(image.width * 0.35);
    expect(low.y).toBeGreaterThan(image.height * 0.65);
    expect(high.x).toBeGreaterThan(image.width * 0.75);
    expect(high.y).toBeLessThan(image.height * 0.25);
  });

  it('bubble: a bubble of radius r pixels at its {x, y}', async () => {
    const image = await render({
      type: 'bubble',
      data: { datasets: [{ data: [{ x: 5, y: 5, r: 30 }], backgroundColor: hex(green), borderColor: hex(green) }] },
      options: { ...noLegend, scales: tenByTen },
    });
    const bubble = blob(image, green);
    // π × 30² ≈ 2,827 pixels (plus the border).
    expect(bubble.count).toBeGreaterThan(2400);
    expect(bubble.count).toBeLessThan(3600);
    expect(Math.abs(bubble.x - image.width / 2)).toBeLessThan(30);
    expect(Math.abs(bubble.y - image.height / 2)).toBeLessThan(30);
  });

  it('mixed: a line dataset drawn over a bar chart, each at its own values', async () => {
    const image = await render({
      type: 'bar',
      data: {
        labels: ['a', 'b', 'c'],
        datasets: [
          { data: [3, 3, 3], backgroundColor: hex(red) },
          { type: 'line', data: [6, 6, 6], borderColor: hex(blue), backgroundColor: hex(blue), borderWidth: 4 },
        ],
      },
      options: { ...noLegend, scales: { y: { min: 0, max: 10 } } },
    });
    const bars = blob(image, red);
    const line = blob(image, blue);
    expect(bars.count).toBeGreaterThan(5000);
    expect(line.count).toBeGreaterThan(500);
    expect(line.y).toBeLessThan(bars.y);
  });

  it('reads object points through custom parsing keys, as Chart.js does', async () => {
    const image = await render({
      type: 'line',
      data: {
        datasets: [
          {
            data: [
              { month: 'Jan', sales: { total: 1 } },
              { month: 'Fev', sales: { total: 9 } },
            ],
            parsing: { xAxisKey: 'month', yAxisKey: 'sales.total' },
            borderColor: hex(blue),
            borderWidth: 4,
          },
        ],
      },
      options: { ...noLegend, scales: { y: { min: 0, max: 10 } } },
    });
    expect(blob(image, blue).count).toBeGreaterThan(300);
  });
});

describe('image.chart: an option the engine cannot honour is a 400 naming its path, uncharged', () => {
  const bar = { type: 'bar', data: { labels: ['a', 'b'], datasets: [{ data: [1, 2] }] } };
  it.each([
    [
      'a tick callback given as a name',
      { options: { scales: { y: { ticks: { callback: 'formatMoney' } } } } },
      'options.scales.y.ticks.callback',
    ],
    [
      'a tooltip callback',
      { options: { plugins: { tooltip: { callbacks: { label: 'R$' } } } } },
      'options.plugins.tooltip.callbacks.label',
    ],
    ['an event handler', { options: { onClick: 'openDetails' } }, 'options.onClick'],
    ['a legend filter', { plugins: { legend: { labels: { filter: 'hidden' } } } }, 'plugins.legend.labels.filter'],
    ['a scale hook', { options: { scales: { x: { afterFit: 'pad' } } } }, 'options.scales.x.afterFit'],
    [
      'a dataset-level handler',
      { data: { labels: ['a'], datasets: [{ data: [1], onHover: 'x' }] } },
      'data.datasets[0].onHover',
    ],
    ['a time scale (no date adapter)', { options: { scales: { x: { type: 'time' } } } }, 'options.scales.x.type'],
    ['an unknown scale type', { options: { scales: { y: { type: 'logarithmicish' } } } }, 'options.scales.y.type'],
    ['scales that are not an object of scales', { options: { scales: 'x' } }, 'options.scales'],
    [
      'a dataset type that is not a chart type',
      { data: { labels: ['a'], datasets: [{ type: 'area', data: [1] }] } },
      'data.datasets.0.type',
    ],
    [
      'a plugin the engine does not have',
      { options: { plugins: { datalabels: { display: true } } } },
      'options.plugins.datalabels',
    ],
  ])('refuses %s', async (_name, extra, path) => {
    const before = meter.credits;
    const response = await call('/api/image/chart', { ...bar, ...extra });
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request', errors: [expect.objectContaining({ path })] });
    expect(meter.credits).toBe(before);
  });
});
