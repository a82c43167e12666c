import { execFile } from 'node:child_process';

export const JAVA_REQUIRED = 'Java 17+ is required for the embedded DynamoDB (install openjdk-17-jre-headless)';

/** Parses the major version from `java -version` output ("17.0.15", "1.8.0_402" → 8, "21" → 21). */
export function javaMajor(versionOutput: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match?.[1]) return undefined;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

/** Resolves when `java` on PATH is 17 or newer; otherwise rejects with the install hint. */
export function requireJava17(): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile('java', ['-version'], { timeout: 10_000 }, (error, stdout, stderr) => {
      const major = error ? undefined : javaMajor(`${stderr}${stdout}`);
      if (major === undefined || major < 17) reject(new Error(JAVA_REQUIRED));
      else resolve();
    });
  });
}
