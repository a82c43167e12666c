import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { Chart, registerables } from 'chart.js';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { fontFile } from '../functions/image/engine/fonts.js';
import { imageImplementations } from '../functions/image/implementations.js';
import { handlerCalls, megabytes, multipartForm, printRatios, type RatioRow } from './support/lambda.js';
import { alternate } from './support/timing.js';

/**
 * The image family through its Lambda handler (parse → validate → resolve files → run → respond, unmetered)
 * beside the raw engine doing the same work in-process, measured alternately in this run: p50 after a warm-up.
 * Also the process's peak RSS after the 12 MP watermark runs. OCR, a function of its own, is ocr.bench.ts.
 */

// 40, not the 20 the issue asks at least: the raw anchor alone moved 125–150 ms between rows of one run at 20.
const runs = 40;
/** Engine and pipeline alternately (see support/timing.ts). */
const pair = async (engine: () => Promise<unknown>, pipeline: () => Promise<unknown>) => {
  const { anchor, subject } = await alternate(runs, engine, pipeline);
  return { engine: anchor, pipeline: subject };
};

/** A 4000 × 3000 photo-like JPEG: smooth random colour fields (noise upscaled), q85. */
const photo12mp = () =>
  sharp({
    create: {
      width: 200,
      height: 150,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .png()
    .toBuffer()
    .then((small) => sharp(small).resize(4000, 3000, { kernel: 'cubic' }).blur(3).jpeg({ quality: 85 }).toBuffer());

export default async function benchImage(): Promise<void> {
  const image = handlerCalls('image', imageImplementations());
  const rows: RatioRow[] = [];

  // Watermark first, so the peak RSS below is the watermark's (plus the process baseline).
  const photo = await photo12mp();
  const rssBefore = process.resourceUsage().maxRSS;
  const form = multipartForm(
    { watermarkType: 'text', watermarkContent: '© São Paulo Ação 2026', position: 'bottom-right', opacity: '0.5' },
    { name: 'file', bytes: photo, type: 'image/jpeg' },
  );
  const overlay = Buffer.from(
    `<svg width="1400" height="220"><text x="20" y="160" font-family="DejaVu Sans" font-size="150" fill="rgba(255,255,255,0.5)">© São Paulo Ação 2026</text></svg>`,
  );
  const rawOverlay = () =>
    sharp(photo)
      .autoOrient()
      .composite([{ input: overlay, gravity: 'southeast' }])
      .jpeg({ quality: 90 })
      .toBuffer();
  rows.push({
    name: `watermark 12 MP JPEG (${(photo.length / 1e6).toFixed(1)} MB)`,
    ...(await pair(rawOverlay, image('/api/image/watermark', form.body, form.contentType))),
    anchor: 'raw sharp SVG overlay',
    target: 1.2,
  });
  // The same with a new text on every call, so the rendered mark is never reused from the mark cache.
  const uncached = Array.from({ length: runs + 1 }, (_, i) => {
    const form = multipartForm(
      {
        watermarkType: 'text',
        watermarkContent: `© São Paulo Ação ${2027 + i}`,
        position: 'bottom-right',
        opacity: '0.5',
      },
      { name: 'file', bytes: photo, type: 'image/jpeg' },
    );
    return image('/api/image/watermark', form.body, form.contentType);
  });
  let next = 0;
  rows.push({
    name: 'watermark 12 MP, new text each call',
    ...(await pair(rawOverlay, () => {
      const call = uncached[next++];
      if (!call) throw new Error('more watermark calls than prepared events');
      return call();
    })),
    anchor: 'raw sharp SVG overlay',
    target: 1.2,
  });
  const rssWatermark = process.resourceUsage().maxRSS;

  const chartBody = {
    type: 'bar',
    data: {
      labels: ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun'],
      datasets: [{ label: 'Vendas', data: [12, 19, 7, 15, 9, 22] }],
    },
    width: 800,
    height: 500,
  };
  Chart.register(...registerables);
  GlobalFonts.registerFromPath(fontFile(), 'DejaVu Sans');
  rows.push({
    name: 'chart 800 × 500 bar PNG',
    ...(await pair(
      async () => {
        const canvas = createCanvas(800, 500);
        // @napi-rs/canvas implements the 2D context API Chart.js draws with; its type is not the DOM's.
        const chart = new Chart(canvas.getContext('2d') as unknown as CanvasRenderingContext2D, {
          type: 'bar',
          data: chartBody.data,
          options: { animation: false, responsive: false, devicePixelRatio: 1 },
        });
        const png = await canvas.encode('png');
        chart.destroy();
        return png;
      },
      image('/api/image/chart', Buffer.from(JSON.stringify(chartBody)), 'application/json'),
    )),
    anchor: 'raw chart.js + canvas (main thread)',
    target: 1.3,
  });

  const qrBody = { data: 'https://alquimia.dev/?ref=Ação', width: 600 };
  rows.push({
    name: 'QR code PNG 600 px',
    ...(await pair(
      () => QRCode.toBuffer(qrBody.data, { errorCorrectionLevel: 'M', margin: 4, width: 600, type: 'png' }),
      image('/api/image/qr-code', Buffer.from(JSON.stringify(qrBody)), 'application/json'),
    )),
    anchor: 'raw qrcode.toBuffer',
    target: 1.3,
  });

  printRatios(runs, rows);
  process.stdout.write(
    `peak RSS: ${megabytes(rssBefore)} before the 12 MP watermark, ${megabytes(rssWatermark)} after it; ${megabytes(process.resourceUsage().maxRSS)} at the end (with the chart worker)\n`,
  );
}
