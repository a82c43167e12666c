/**
 * How every function's Node process is started, beside the resource names it reads (function-environment.ts).
 * The same variables start the bundled-handler tests' processes and each bench's process, so what they measure
 * is what Lambda runs; `npm start` runs its platform under the heap tunables too (infra/local/function-process.ts).
 */

/**
 * glibc's malloc, tuned for handlers that allocate and drop buffers of megabytes on every call (an upload, its
 * decoded pixels, libvips' and the encoder's output, the base64 answer):
 * - `mmap_threshold` 32 MiB (glibc's maximum): blocks up to that size come from the heap, not from a fresh
 *   mmap each; fresh pages cost a page fault on first touch and are unmapped again on free;
 * - `trim_threshold` 256 MiB: freed heap memory is kept for the next call instead of being handed back to the
 *   kernel, so steady-state calls reuse pages already mapped. The process never holds more than its peak;
 * - `arena_max` 1: every thread allocates from the main heap, the one the two settings above keep. libvips and
 *   the encoders run on libuv's threads, and with an arena per thread glibc gives each a 64 MiB heap of its
 *   own, which it unmaps as soon as the heap is empty (the trim threshold does not hold it back) and maps
 *   afresh on the next call. A Lambda serves one request at a time, so the threads never contend for the
 *   heap's lock.
 *
 * On the image bench's 12 MP watermark the first two take a call from about 1,600–2,300 minor page faults to
 * under 400, and 10–15 % off both the handler and the raw-sharp anchor (bench/image.bench.ts). Without the
 * third, a process falls sooner or later (after 3 to 25 calls in our runs) into a state where every call
 * faults in 46 MB again (about 11,700 faults) and takes twice as long, 250–300 ms instead of 140; with it, a
 * call faults in almost nothing and peak RSS falls from about 650 MB to 420 MB.
 */
export const nativeHeapTunables =
  'glibc.malloc.mmap_threshold=33554432:glibc.malloc.trim_threshold=268435456:glibc.malloc.arena_max=1';

export const runtimeEnvironment: Readonly<Record<string, string>> = {
  NODE_OPTIONS: '--enable-source-maps',
  GLIBC_TUNABLES: nativeHeapTunables,
};
