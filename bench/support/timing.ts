/** Timing helpers every bench shares: medians, and anchor/subject pairs measured alternately in the same run. */

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Runs `anchor` and `subject` `runs` times each, alternating which goes first, so warm-up, JIT and machine noise
 * fall on both sides alike; one warm-up call of each first. Answers the median of each side in milliseconds.
 */
export async function alternate(
  runs: number,
  anchor: () => Promise<unknown>,
  subject: () => Promise<unknown>,
): Promise<{ anchor: number; subject: number }> {
  await anchor();
  await subject();
  const a: number[] = [];
  const b: number[] = [];
  const measure = async (fn: () => Promise<unknown>, samples: number[]) => {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  };
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      await measure(anchor, a);
      await measure(subject, b);
    } else {
      await measure(subject, b);
      await measure(anchor, a);
    }
  }
  return { anchor: median(a), subject: median(b) };
}
