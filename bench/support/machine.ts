import { loadavg } from 'node:os';

/** The machine's 1/5/15-minute load averages, printed at the start and end of a bench run beside its figures. */
export function loadLine(when: 'start' | 'end'): string {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return `load average at ${when} (${new Date().toISOString()}): ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)}\n`;
}
