import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fontFamilies } from '../../core/fonts.js';

const xml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Latin first, then CJK ideographs/kana/Hangul, then emoji and symbols: fontconfig falls back glyph by glyph. */
const fallbackChain = [fontFamilies.sans, fontFamilies.fallback, fontFamilies.symbols];

/**
 * The fontconfig file Chromium reads. It lists only the bundled fonts, so a page renders with the same fonts under
 * `npm start` as on Lambda, where the only fonts otherwise are @sparticuz/chromium's Open Sans (no CJK, no emoji).
 * Every generic family, and any family a page names that is not installed, resolves to the same chain.
 */
export function fontsConf(fontsDir: string, cacheDir: string): string {
  const prefer = fallbackChain.map((family) => `<family>${xml(family)}</family>`).join('');
  const appended = fallbackChain.map((family) => `<string>${xml(family)}</string>`).join('');
  const aliases = ['sans-serif', 'serif', 'monospace', 'system-ui', 'emoji']
    .map((generic) => `  <alias binding="same"><family>${generic}</family><prefer>${prefer}</prefer></alias>\n`)
    .join('');
  return (
    '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n' +
    `  <dir>${xml(fontsDir)}</dir>\n  <cachedir>${xml(cacheDir)}</cachedir>\n${aliases}` +
    // Pages ask for Times New Roman, Arial, Helvetica...: whatever is not bundled falls back to the same chain.
    `  <match target="pattern"><edit name="family" mode="append_last" binding="weak">${appended}</edit></match>\n` +
    '</fontconfig>\n'
  );
}

/**
 * Writes a private fontconfig file and a home for the browser, both under the OS temp dir (Lambda's only writable
 * place: /var/task is read-only and HOME is unset or an unwritable /home/sbx_user…), and answers the environment
 * that points Chromium at them. The folder is fresh per launch, so processes running from different checkouts
 * never overwrite each other's file; the font cache is shared, since fontconfig keys it by font folder and writes
 * it atomically.
 */
export async function browserEnvironment(fontsDir: string): Promise<Record<string, string>> {
  const base = join(tmpdir(), 'alquimia-chromium');
  const cacheDir = join(base, 'fontconfig-cache');
  await mkdir(cacheDir, { recursive: true });
  const home = await mkdtemp(join(base, 'run-'));
  const configFile = join(home, 'fonts.conf');
  await writeFile(configFile, fontsConf(fontsDir, cacheDir));
  return {
    FONTCONFIG_FILE: configFile,
    FONTCONFIG_PATH: home,
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_CACHE_HOME: join(home, '.cache'),
    XDG_DATA_HOME: join(home, '.local', 'share'),
  };
}
