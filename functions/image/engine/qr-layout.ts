import QRCode from 'qrcode';

/**
 * Where a QR code's modules and its optional logo go in a `width` × `width` image.
 *
 * Two rules keep every code readable:
 * - Modules are a whole number of pixels. qrcode's own `width` option scales by a fraction, so modules come out
 *   alternately k and k + 1 pixels wide, and jsQR misreads the grid of many such codes even without a logo
 *   (versions 12, 14, 15, 18 at 200 px; 15, 17 at 300 px; 25, 29 at 600 px). The pixels left over widen the
 *   quiet zone.
 * - A logo only covers modules that error correction can spare. It is a centred square of whole modules that
 *   touches no function pattern (finders, separators, timing, alignment, format and version information: a
 *   decoder needs them to find the grid at all) and hides at most `hiddenCodewordBudget` of the codewords.
 *   The version is raised above the data's own when that buys a larger logo: the smallest version (21 modules)
 *   has room for only 3 modules before the format information, and version 7–13 codes have an alignment
 *   pattern in their very centre.
 */

/** Quiet zone in modules (the QR standard asks for 4); it only grows from there. */
export const quietZone = 4;
/** The largest QR version. */
const maxVersion = 40;

/**
 * Level H corrects ⌊ec/2⌋ codewords per block, about 30 % of them. Interleaving spreads the logo's codewords
 * over the blocks unevenly; with this budget the worst block of any version (measured for 1–40 against qrcode's
 * block table) spends 63 % of its correction on the logo, leaving over a third for print and camera damage.
 * The former fixed logo (22 % of the width) needed 113 % on version 1 and 114 % on version 2: "hello" and "1234"
 * could not be decoded at any width.
 */
const hiddenCodewordBudget = 0.2;
/** The schema's promise: a logo takes at most a quarter of the width. */
const maxLogoShare = 0.25;
/** A logo narrower than this many modules (or pixels) is a speck, not a logo; such a version has no room. */
const minLogoModules = 5;
export const minLogoPixels = 16;
/**
 * Raising the version makes modules smaller, so it is worth it only for a noticeably larger logo: the smallest
 * version whose logo is within 10 % of the largest any version allows at this width.
 */
const nearBest = 0.9;

export interface Square {
  readonly left: number;
  readonly top: number;
  readonly size: number;
}

export interface QrLayout {
  readonly version: number;
  /** Modules per side, quiet zone excluded. */
  readonly modules: number;
  /** Pixels per module, a whole number. */
  readonly scale: number;
  /** Pixels from the image's edge to the first module (left and top). */
  readonly origin: number;
  /** The logo's square in pixels, aligned on module edges. */
  readonly logo?: Square;
}

export const modulesOf = (version: number): number => 17 + 4 * version;

/** Pixels per module for a version at this width, quiet zone included; 0 when the code does not fit. */
export const scaleFor = (version: number, width: number): number =>
  Math.floor(width / (modulesOf(version) + quietZone * 2));

/** The layout of a version at this width, with a logo `logoModules` wide when given. */
export function layoutFor(version: number, width: number, logoModules = 0): QrLayout {
  const modules = modulesOf(version);
  const scale = scaleFor(version, width);
  const origin = Math.floor((width - modules * scale) / 2);
  if (logoModules === 0) return { version, modules, scale, origin };
  // `modules` and `logoModules` are both odd, so the square starts on a module edge.
  const start = origin + ((modules - logoModules) / 2) * scale;
  return { version, modules, scale, origin, logo: { left: start, top: start, size: logoModules * scale } };
}

export interface LogoChoice {
  readonly version: number;
  readonly logoModules: number;
  readonly logoPixels: number;
}

/**
 * The version (at least `minVersion`) and logo size for a code with a logo, or undefined when no version that
 * fits the width leaves room for a logo of `minLogoPixels`.
 */
export function chooseLogoVersion(minVersion: number, width: number): LogoChoice | undefined {
  const choices: LogoChoice[] = [];
  for (let version = minVersion; version <= maxVersion; version++) {
    const scale = scaleFor(version, width);
    if (scale < 1) break;
    const logoModules = Math.min(logoRoom(version), oddAtMost(Math.floor((width * maxLogoShare) / scale)));
    if (logoModules >= minLogoModules) choices.push({ version, logoModules, logoPixels: logoModules * scale });
  }
  const best = Math.max(0, ...choices.map((c) => c.logoPixels));
  if (best < minLogoPixels) return undefined;
  return choices.find((c) => c.logoPixels >= best * nearBest);
}

/**
 * The last version with room for a logo at any width: 34. From 35 on, alignment patterns sit in or next to the
 * centre (35–40 leave at most 3 modules), so longer data cannot carry a logo.
 */
export function lastLogoVersion(): number {
  let last = 0;
  for (let version = 1; version <= maxVersion; version++) if (logoRoom(version) >= minLogoModules) last = version;
  return last;
}

const oddAtMost = (n: number): number => (n % 2 === 1 ? n : n - 1);

const rooms = new Map<number, number>();

/** The widest centred square, in modules (odd), that a logo may cover in this version; 0 when none. */
export function logoRoom(version: number): number {
  let room = rooms.get(version);
  if (room === undefined) {
    room = computeLogoRoom(version);
    rooms.set(version, room);
  }
  return room;
}

function computeLogoRoom(version: number): number {
  // Function patterns and codeword placement depend on the version alone; a fixed mask skips qrcode's mask search.
  const { size, reservedBit } = QRCode.create('0', { version, errorCorrectionLevel: 'H', maskPattern: 0 }).modules;
  const codewordAt = codewordMap(reservedBit, size);
  const codewords = Math.floor(codewordAt.filter((c) => c >= 0).length / 8);
  let room = 0;
  for (let side = 1; side <= size; side += 2) {
    const low = (size - side) / 2;
    const hidden = new Set<number>();
    for (let row = low; row < low + side; row++) {
      for (let col = low; col < low + side; col++) {
        if (reservedBit[row * size + col]) return room;
        const codeword = codewordAt[row * size + col] ?? -1;
        // Indices past the last codeword are remainder bits, which carry nothing.
        if (codeword >= 0 && codeword < codewords) hidden.add(codeword);
      }
    }
    if (hidden.size > codewords * hiddenCodewordBudget) return room;
    room = side;
  }
  return room;
}

/**
 * For each module, the index of the codeword (in the interleaved stream) that its bit belongs to, or -1 for a
 * function module: ISO/IEC 18004 §7.7.3 placement, the same walk as qrcode's `setupData` (two-module columns from
 * the right, alternately upwards and downwards, skipping the vertical timing pattern).
 */
function codewordMap(reserved: Uint8Array, size: number): Int32Array {
  const map = new Int32Array(size * size).fill(-1);
  let bit = 0;
  let row = size - 1;
  let step = -1;
  for (let col = size - 1; col > 0; col -= 2) {
    if (col === 6) col--;
    for (;;) {
      for (const c of [col, col - 1]) {
        if (!reserved[row * size + c]) map[row * size + c] = Math.floor(bit++ / 8);
      }
      row += step;
      if (row < 0 || row >= size) {
        row -= step;
        step = -step;
        break;
      }
    }
  }
  return map;
}
