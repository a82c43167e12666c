/**
 * The soft dark halo behind a text mark: the glyphs' coverage blurred by a Gaussian of `sigma` pixels, with the
 * kernel libvips' gaussblur (sharp's `blur`) uses, which drew this halo before: cut where it falls below a fifth
 * of its peak, taps rounded as its integer masks round them.
 *
 * A halo of sigma 15 px (180 px text on a 12 MP photo) has no detail finer than a few pixels, so it is blurred
 * on a grid `step` times coarser and interpolated back row by row while the mark is composed: the blur touches
 * step² fewer pixels, and no full-size halo buffer is held. At four cells per sigma it stays within 5 levels in
 * 255 of libvips' blur (test/unit/image/halo.test.ts), invisible in a soft shadow; six cells (within 3) take
 * half as long again. Text up to 66 px (sigma ≤ 5) is blurred at full size.
 */

/** One band of 8-bit values (0–255), held in bytes or in 32-bit samples. */
export interface Band {
  readonly data: Uint8Array | Uint32Array;
  readonly width: number;
  readonly height: number;
}

/** Cells per sigma on the coarse grid: fewer blurs faster but interpolates the halo's edge less exactly. */
const cellsPerSigma = 4;
/** libvips' gaussmat `min_ampl` default: its kernels stop where exp(-x²/2σ²) drops below this. */
const minAmplitude = 0.2;

/**
 * Hands `draw` each row of the halo of `coverage` (same size, 0–255), top to bottom. The coverage should have a
 * transparent border of about 1.8 sigma for the halo to spread into. It is read in full before the first row is
 * drawn, so `draw` may overwrite it; the row handed over is only valid during the call. All synchronous.
 */
export function haloRows(coverage: Band, sigma: number, draw: (y: number, halo: Uint8Array) => void): void {
  const step = Math.max(1, Math.round(sigma / cellsPerSigma));
  const grid = { width: Math.ceil(coverage.width / step), height: Math.ceil(coverage.height / step) };
  const [cells, spare] = scratchGrids(grid.width * grid.height);
  shrink(coverage, step, grid.width, cells);
  const kernel = kernelOf(sigma, step);
  convolve(cells, spare, kernel, 1, grid.width, grid.width);
  convolve(spare, cells, kernel, grid.width, grid.height, grid.width);
  interpolate({ data: cells, ...grid }, step, coverage, draw);
}

let grids: [Float32Array, Float32Array] = [new Float32Array(0), new Float32Array(0)];

/**
 * Two zeroed grids of `length` cells, reused from mark to mark: the pages of a fresh array each cost a page fault
 * on first touch, which cost more than the blur itself. Safe to share because haloRows never yields.
 */
function scratchGrids(length: number): [Float32Array, Float32Array] {
  if (grids[0].length < length) grids = [new Float32Array(length), new Float32Array(length)];
  const [a, b] = grids;
  a.fill(0, 0, length);
  return [a.subarray(0, length), b.subarray(0, length)];
}

/** Mean coverage of each step × step cell into `cells` (zeroed; rows `width` long). */
function shrink(coverage: Band, step: number, width: number, cells: Float32Array): void {
  const { data: src, width: w, height: h } = coverage;
  const column = new Int32Array(w);
  for (let x = 0; x < w; x++) column[x] = Math.floor(x / step);
  const share = 1 / (step * step);
  for (let y = 0; y < h; y++) {
    const row = Math.floor(y / step) * width;
    for (let x = 0, i = y * w; x < w; x++, i++) {
      const v = src[i] ?? 0;
      if (v === 0) continue;
      const cell = row + (column[x] ?? 0);
      cells[cell] = (cells[cell] ?? 0) + v * share;
    }
  }
}

/**
 * The 1-D Gaussian for the coarse grid: each tap sums the full-resolution kernel over the `step` pixels one cell
 * stands for, so the cut at a fifth of the peak falls where libvips puts it rather than at a whole cell. Each
 * full-resolution tap is rounded from 20 × its amplitude, as libvips' integer masks for 8-bit images are.
 */
function kernelOf(sigma: number, step: number): Float32Array {
  const reach = sigma * Math.sqrt(2 * Math.log(1 / minAmplitude));
  const radius = Math.ceil((reach + (step - 1) / 2) / step);
  const kernel = new Float32Array(2 * radius + 1);
  let sum = 0;
  for (let k = -radius; k <= radius; k++) {
    let tap = 0;
    for (let m = 0; m < step; m++) {
      const d = k * step + (step - 1) / 2 - m;
      if (Math.abs(d) <= reach) tap += Math.round(20 * Math.exp(-(d * d) / (2 * sigma * sigma)));
    }
    kernel[k + radius] = tap;
    sum += tap;
  }
  for (let i = 0; i < kernel.length; i++) kernel[i] = (kernel[i] ?? 0) / sum;
  return kernel;
}

/**
 * One pass of `kernel` from `src` into `out` along the axis whose neighbours are `stride` apart and which has
 * `length` cells (rows are `width` long); outside the grid counts as transparent. `out` is overwritten.
 */
function convolve(
  src: Float32Array,
  out: Float32Array,
  kernel: Float32Array,
  stride: number,
  length: number,
  width: number,
): void {
  const radius = (kernel.length - 1) / 2;
  out.fill(0);
  for (let i = 0; i < src.length; i++) {
    const v = src[i] ?? 0;
    // Scatter each non-empty cell: much of a text mark's canvas is empty, so this skips much of the work.
    if (v === 0) continue;
    const at = stride === 1 ? i % width : Math.floor(i / width);
    const from = Math.max(-radius, -at);
    const to = Math.min(radius, length - 1 - at);
    for (let k = from, j = i + from * stride; k <= to; k++, j += stride) {
      out[j] = (out[j] ?? 0) + v * (kernel[k + radius] ?? 0);
    }
  }
}

interface Grid {
  readonly data: Float32Array;
  readonly width: number;
  readonly height: number;
}

/** The blurred grid read back at full resolution, bilinearly, one row at a time. */
function interpolate(
  grid: Grid,
  step: number,
  canvas: { readonly width: number; readonly height: number },
  draw: (y: number, halo: Uint8Array) => void,
): void {
  const { data, width, height } = grid;
  // Cell i's centre is at canvas coordinate i·step + (step − 1)/2; beyond the outer centres the edge value holds.
  const coordinate = (x: number, cells: number) => Math.min(Math.max((x - (step - 1) / 2) / step, 0), cells - 1);
  const lower = (u: number, cells: number) => Math.min(Math.floor(u), Math.max(cells - 2, 0));
  const left = new Int32Array(canvas.width);
  const weight = new Float32Array(canvas.width);
  for (let x = 0; x < canvas.width; x++) {
    const u = coordinate(x, width);
    left[x] = lower(u, width);
    weight[x] = u - (left[x] ?? 0);
  }
  // The columns read between cells i and i + 1 are spans[i] up to spans[i + 1] (left[] never decreases).
  const spans = new Int32Array(width + 1);
  for (let i = 0, x = 0; i <= width; i++) {
    while (x < canvas.width && (left[x] ?? 0) < i) x++;
    spans[i] = x;
  }
  // One spare cell so that reading i + 1 past a one-cell-wide grid finds 0 weight times 0.
  const line = new Float32Array(width + 1);
  const halo = new Uint8Array(canvas.width);
  for (let y = 0; y < canvas.height; y++) {
    const v = coordinate(y, height);
    const top = lower(v, height);
    const below = Math.min(top + 1, height - 1);
    blendLines(
      data.subarray(top * width, (top + 1) * width),
      data.subarray(below * width, (below + 1) * width),
      v - top,
      line,
    );
    spreadLine(line, spans, weight, halo);
    draw(y, halo);
  }
}

/** `line` = `above` + (`below` − `above`) · t, cell by cell. */
function blendLines(above: Float32Array, below: Float32Array, t: number, line: Float32Array): void {
  for (let i = 0; i < above.length; i++) {
    const a = above[i] ?? 0;
    line[i] = a + ((below[i] ?? 0) - a) * t;
  }
}

/** A coarse line read at every canvas column, linearly between cell centres, one span of columns per cell. */
function spreadLine(line: Float32Array, spans: Int32Array, weight: Float32Array, out: Uint8Array): void {
  for (let i = 0; i + 1 < spans.length; i++) {
    const a = line[i] ?? 0;
    const rise = (line[i + 1] ?? 0) - a;
    const end = spans[i + 1] ?? 0;
    // + 0.5 and truncation: Math.round for the non-negative values here, at a fraction of its cost.
    for (let x = spans[i] ?? 0; x < end; x++) out[x] = (a + rise * (weight[x] ?? 0) + 0.5) | 0;
  }
}
