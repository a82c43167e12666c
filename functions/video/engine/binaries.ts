import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fontFamilies, fontsDir as sharedFontsDir } from '../../core/fonts.js';

/**
 * Where ffmpeg, ffprobe and the subtitle fonts are. Locally the npm installer packages' static binaries (ffmpeg
 * N-47683, 2018-12-10: libass, freetype, libx264, libvpx, opus; no xfade, no amix normalize); on AWS the same
 * binaries in the worker's asset, or FFMPEG_PATH / FFPROBE_PATH.
 */
export interface Binaries {
  readonly ffmpeg: string;
  readonly ffprobe: string;
  /** Directory with the shared fonts (libass `fontsdir`, drawtext `fontfile`): DejaVu, then CJK/Hangul. */
  readonly fontsDir: string;
  /** Environment for the child processes: a fontconfig file that knows only the bundled fonts. */
  readonly env: Readonly<Record<string, string>>;
}

const require = createRequire(import.meta.url);

function installerPath(name: '@ffmpeg-installer/ffmpeg' | '@ffprobe-installer/ffprobe'): string {
  const loaded: unknown = require(name);
  const path = typeof loaded === 'object' && loaded !== null ? Reflect.get(loaded, 'path') : undefined;
  if (typeof path !== 'string') throw new Error(`${name} did not give a binary path`);
  return path;
}

let prepared: Promise<Binaries> | undefined;

/** Resolved once per process; writes the fontconfig file under the writable temp dir (Lambda: /tmp). */
export function binaries(overrides: { ffmpeg?: string; ffprobe?: string } = {}): Promise<Binaries> {
  prepared ??= (async () => {
    const fontsDir = sharedFontsDir();
    const configDir = join(tmpdir(), 'alquimia-fontconfig');
    await mkdir(join(configDir, 'cache'), { recursive: true });
    const configFile = join(configDir, 'fonts.conf');
    await writeFile(
      configFile,
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${fontsDir}</dir>\n` +
        `  <cachedir>${join(configDir, 'cache')}</cachedir>\n` +
        // Any family the client names (Arial, Helvetica...) falls back to the bundled sans-serif, then CJK/Hangul.
        `  <alias><family>sans-serif</family><prefer><family>${fontFamilies.sans}</family><family>${fontFamilies.fallback}</family></prefer></alias>\n</fontconfig>\n`,
    );
    return {
      ffmpeg: overrides.ffmpeg ?? installerPath('@ffmpeg-installer/ffmpeg'),
      ffprobe: overrides.ffprobe ?? installerPath('@ffprobe-installer/ffprobe'),
      fontsDir,
      env: { FONTCONFIG_FILE: configFile, FONTCONFIG_PATH: configDir },
    };
  })();
  return prepared;
}
