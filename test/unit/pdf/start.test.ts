import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type BrowserLocation,
  type ChromiumRenderer,
  createChromiumRenderer,
  locateChromium,
  type RenderOptions,
} from '../../../functions/pdf/engine/renderer.js';
import { pageTexts } from '../../fixtures/pdf/build.js';
import { expectProblem } from './support.js';

/**
 * The browser started ahead of the first render (functions/pdf/handler.ts starts it while provisioned concurrency
 * initialises an environment): the render awaits that start instead of launching another browser, a failed start is the render's
 * problem, and the render after it starts again.
 */

const chromiumPath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const a4: RenderOptions = {
  format: 'a4',
  landscape: false,
  printBackground: false,
  margin: { top: '1cm', right: '1cm', bottom: '1cm', left: '1cm' },
};

/** `locate` that counts its calls: one call is one browser start. */
function counted(locate: () => Promise<BrowserLocation | undefined>) {
  const calls = { count: 0 };
  const countedLocate = () => {
    calls.count++;
    return locate();
  };
  return { calls, locate: countedLocate };
}

const renderers: ChromiumRenderer[] = [];
afterAll(async () => {
  await Promise.all(renderers.map((r) => r.close()));
});

describe('starting the HTML renderer ahead of the first render', () => {
  it('starts the browser at start(), and the first render uses that browser', async () => {
    const { calls, locate } = counted(locateChromium(chromiumPath));
    const renderer = createChromiumRenderer({ locate });
    renderers.push(renderer);
    const starting = renderer.start();
    expect(calls.count).toBe(1);
    await renderer.start();
    await starting;
    const pdf = await renderer.render('<p>Olá, início</p>', a4);
    expect((await pageTexts(pdf))[0]).toContain('Olá, início');
    expect(calls.count).toBe(1);
  }, 60_000);

  it('answers a failed start on the first render, and starts again on the next', async () => {
    const { calls, locate } = counted(async () => ({
      executablePath: '/nonexistent/alquimia/chromium',
      headless: true,
      args: [],
    }));
    const renderer = createChromiumRenderer({ locate });
    renderers.push(renderer);
    // The start settles without rejecting (nothing unhandled at init); its failure is kept for the render.
    await expect(renderer.start()).resolves.toBeUndefined();
    expect(calls.count).toBe(1);
    await expectProblem(renderer.render('<p>um</p>', a4), 'engine_unavailable', 503);
    // The render awaited the failed start rather than starting a browser of its own.
    expect(calls.count).toBe(1);
    await expectProblem(renderer.render('<p>dois</p>', a4), 'engine_unavailable', 503);
    expect(calls.count).toBe(2);
  });

  it('answers a browser that cannot be found as before (503), started or not', async () => {
    const { calls, locate } = counted(async () => undefined);
    const renderer = createChromiumRenderer({ locate });
    renderers.push(renderer);
    void renderer.start();
    await expectProblem(renderer.render('<p>um</p>', a4), 'engine_unavailable', 503);
    expect(calls.count).toBe(1);
  });
});
