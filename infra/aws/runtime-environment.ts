/**
 * How every function's Node process is started, beside the resource names it reads (function-environment.ts).
 * The same variables start the bundled-handler tests' processes and each bench's process, so what they measure
 * is what Lambda runs.
 */

/**
 * glibc's malloc, tuned for handlers that allocate and drop buffers of megabytes on every call (an upload, its
 * decoded pixels, libvips' and the encoder's output, the base64 answer):
 * - `mmap_threshold` 32 MiB (glibc's maximum): blocks up to that size come from the heap, not from a fresh
 *   mmap each; fresh pages cost a page fault on first touch and are unmapped again on free;
 * - `trim_threshold` 256 MiB: freed heap memory is kept for the next call instead of being handed back to the
 *   kernel, so steady-state calls reuse pages already mapped. The process never holds more than its peak.
 *
 * On the image bench's 12 MP watermark this takes a call from about 1,600–2,300 minor page faults to under 400,
 * and 10–15 % off both the handler and the raw-sharp anchor (bench/image.bench.ts).
 */
export const nativeHeapTunables = 'glibc.malloc.mmap_threshold=33554432:glibc.malloc.trim_threshold=268435456';

export const runtimeEnvironment: Readonly<Record<string, string>> = {
  NODE_OPTIONS: '--enable-source-maps',
  GLIBC_TUNABLES: nativeHeapTunables,
};
