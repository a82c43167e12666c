import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { z } from 'zod';

/** axe-core, injected into the page under test from the package the tests depend on. */
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const violationSchema = z.array(
  z.object({ id: z.string(), impact: z.string().nullable(), nodes: z.array(z.object({ target: z.unknown() })) }),
);

/**
 * axe-core's serious and critical findings, each as `rule at [targets]`, in the whole page or inside the elements
 * `selector` matches. An empty list is what every screen must give. Measured once no animation runs: a dialog
 * fading in has its colours mixed with the page behind it, which axe reads as poor contrast.
 */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const raw: unknown = await page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: object) => Promise<unknown> } }).axe;
    const context = include === null ? document : { include: [[include]] };
    const results = await axe.run(context, { resultTypes: ['violations'] });
    return (results as { violations: unknown }).violations;
  }, selector ?? null);
  return violationSchema
    .parse(raw)
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} at ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}
