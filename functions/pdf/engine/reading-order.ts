/**
 * Turning pdf.js text runs into text in reading (logical) order. pdf.js gives runs in content-stream order and
 * already puts the characters inside one right-to-left run in logical order; but most producers write a
 * right-to-left line run by run from the left margin, so the words come out last-first, and pdf.js inserts no
 * spaces between such runs. For a line whose text is mostly right-to-left, runs are read right to left (left-to-
 * right runs inside it, such as numbers or Latin words, keep their own order), with a space where the runs are
 * visibly apart. Left-to-right lines are joined exactly as pdf.js gives them.
 */

export interface TextRun {
  readonly text: string;
  /** pdf.js' direction of the run: `ltr`, `rtl` or `ttb`. */
  readonly dir: string;
  readonly x: number;
  readonly width: number;
  readonly height: number;
  readonly endOfLine: boolean;
}

const rtlChars = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/gu;
const ltrChars = /[A-Za-z\u00c0-\u024f\u0370-\u052f\u3040-\u9fff\uac00-\ud7af]/gu;

const count = (text: string, pattern: RegExp): number => text.match(pattern)?.length ?? 0;

/** Runs joined as pdf.js gives them (a newline after each end-of-line run), right-to-left lines reordered. */
export function linesToText(runs: readonly TextRun[]): string {
  let out = '';
  let line: TextRun[] = [];
  const flush = () => {
    out += isRightToLeft(line) ? rightToLeft(line) : line.map((r) => r.text).join('');
    line = [];
  };
  for (const run of runs) {
    line.push(run);
    if (run.endOfLine) {
      flush();
      out += '\n';
    }
  }
  flush();
  return out;
}

function isRightToLeft(line: readonly TextRun[]): boolean {
  const text = line.map((r) => r.text).join('');
  const rtl = count(text, rtlChars);
  return rtl > 0 && rtl >= count(text, ltrChars);
}

function rightToLeft(line: readonly TextRun[]): string {
  const visual = line.filter((r) => r.text !== '').sort((a, b) => a.x - b.x);
  // Logical order: right to left, but consecutive left-to-right runs keep their left-to-right order.
  const groups: TextRun[][] = [];
  for (const run of visual) {
    const last = groups[groups.length - 1];
    const lastRun = last?.[last.length - 1];
    if (last && lastRun && run.dir !== 'rtl' && lastRun.dir !== 'rtl') last.push(run);
    else groups.push([run]);
  }
  const ordered = groups.reverse();
  let out = '';
  let previousGroup: TextRun[] | undefined;
  for (const group of ordered) {
    if (previousGroup) {
      // Visually, this group lies left of the previous one: a gap between them is a word space.
      const left = group[group.length - 1];
      const right = previousGroup[0];
      if (left && right && needsSpace(out, group[0]?.text ?? '', right.x - (left.x + left.width), left.height)) {
        out += ' ';
      }
    }
    out += joinLeftToRight(group);
    previousGroup = group;
  }
  return out;
}

function joinLeftToRight(group: readonly TextRun[]): string {
  let out = '';
  for (const [i, run] of group.entries()) {
    const before = group[i - 1];
    if (before && needsSpace(out, run.text, run.x - (before.x + before.width), run.height)) out += ' ';
    out += run.text;
  }
  return out;
}

const needsSpace = (sofar: string, next: string, gap: number, height: number): boolean =>
  sofar !== '' && !/\s$/.test(sofar) && !/^\s/.test(next) && gap > Math.max(1, height * 0.15);
