import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root, so entries and assets resolve the same from `cdk synth` and from vitest. */
export const projectRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export const fromRoot = (...segments: string[]): string => join(projectRoot, ...segments);

const manifestSchema = z.object({ dependencies: z.record(z.string(), z.string()).default({}) });

/**
 * Of the given packages, those declared in package.json or installed as a dependency of one (platform binaries such
 * as @ffmpeg-installer/linux-x64; CDK reads their version from node_modules). Native engines (Chromium, sharp...) are installed next to
 * the bundle instead of bundled, but only once the family that needs them has added them to the project.
 */
export function installedDependencies(candidates: readonly string[]): string[] {
  const manifestPath = fromRoot('package.json');
  if (!existsSync(manifestPath)) return [];
  const { dependencies } = manifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')));
  return candidates.filter(
    (name) => name in dependencies || existsSync(fromRoot('node_modules', ...name.split('/'), 'package.json')),
  );
}
