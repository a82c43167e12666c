/**
 * Engines a process keeps warm (worker threads, child processes) register how to release them. A Lambda never
 * calls this: its process simply ends. The local platform, which runs every family in its own process, releases
 * them when it stops, so a test run or `npm start` exits at once instead of waiting on idle workers.
 */
const releasers = new Set<() => Promise<void>>();

export function onRelease(release: () => Promise<void>): void {
  releasers.add(release);
}

export async function releaseProcessResources(): Promise<void> {
  const pending = [...releasers];
  releasers.clear();
  await Promise.allSettled(pending.map((release) => release()));
}
