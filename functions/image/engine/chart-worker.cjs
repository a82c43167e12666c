'use strict';
/**
 * Renders Chart.js configurations to PNG in a worker thread, so the parent can stop a render that runs too long
 * (it terminates the thread). The configuration arrives as structured-cloned JSON (no functions can travel);
 * the only code that runs is Chart.js and the white-background plugin below. Plain CommonJS: it is loaded as is
 * by `new Worker(url)` from source, tests and the Lambda bundle alike.
 */
const { parentPort, workerData } = require('node:worker_threads');
const { createCanvas, GlobalFonts } = require('@napi-rs/canvas');
const { Chart, registerables } = require('chart.js');

Chart.register(...registerables);
// The image family's font chain (./fonts.ts), in order: glyphs DejaVu lacks come from Droid Sans Fallback (CJK,
// kana, Hangul), then Symbola (emoji, symbols). The parent checked every text against the same chain.
for (const font of workerData.fonts) GlobalFonts.registerFromPath(font.file, font.family);
Chart.defaults.font.family = workerData.family;
Chart.defaults.color = '#333333';

const background = {
  id: 'alquimiaBackground',
  beforeDraw(chart) {
    const { ctx, width, height } = chart;
    ctx.save();
    ctx.globalCompositeOperation = 'destination-over';
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.restore();
  },
};

parentPort.on('message', (job) => {
  let chart;
  try {
    const canvas = createCanvas(job.width, job.height);
    chart = new Chart(canvas.getContext('2d'), { ...job.config, plugins: [background] });
    const png = canvas.toBuffer('image/png');
    parentPort.postMessage({ id: job.id, png });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  } finally {
    chart?.destroy();
  }
});
