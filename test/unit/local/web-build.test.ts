import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { carryRecentAssets, swapInBuild } from '../../../infra/local/web-build.js';

const writeBuild = (dir: string, files: Record<string, string>): void => {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
};

describe('web build swap', () => {
  let dist = '';
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'web-build-'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('replaces the served folder with the finished build as a whole and leaves no sibling behind', () => {
    const target = join(dist, 'web');
    const next = join(dist, 'web.next-1');
    writeBuild(target, { 'index.html': 'old', 'assets/old-a1.js': 'old chunk' });
    writeBuild(next, { 'index.html': 'new', 'assets/new-b2.js': 'new chunk' });

    swapInBuild(next, target);

    expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('new');
    expect(readdirSync(join(target, 'assets'))).toEqual(['new-b2.js']);
    expect(readdirSync(dist)).toEqual(['web']);
  });

  it('puts the build in place when nothing was built before', () => {
    const target = join(dist, 'web');
    const next = join(dist, 'web.next-1');
    writeBuild(next, { 'index.html': 'first' });

    swapInBuild(next, target);

    expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('first');
    expect(existsSync(next)).toBe(false);
  });

  it('carries the previous build’s recent assets the new build lacks, but not stale ones or same-named ones', () => {
    const current = join(dist, 'web');
    const next = join(dist, 'web.next-1');
    writeBuild(current, {
      'assets/recent-a1.js': 'recent',
      'assets/stale-c3.js': 'stale',
      'assets/shared-d4.js': 'old copy',
    });
    writeBuild(next, { 'assets/shared-d4.js': 'new copy', 'assets/new-b2.js': 'new' });
    const now = Date.now();
    const twoHoursAgo = new Date(now - 2 * 60 * 60 * 1000);
    utimesSync(join(current, 'assets', 'stale-c3.js'), twoHoursAgo, twoHoursAgo);

    const carried = carryRecentAssets(current, next, now, 60 * 60 * 1000);

    expect(carried).toEqual(['recent-a1.js']);
    expect(readdirSync(join(next, 'assets')).sort()).toEqual(['new-b2.js', 'recent-a1.js', 'shared-d4.js']);
    expect(readFileSync(join(next, 'assets', 'recent-a1.js'), 'utf8')).toBe('recent');
    expect(readFileSync(join(next, 'assets', 'shared-d4.js'), 'utf8')).toBe('new copy');
  });

  it('carries nothing when there was no previous build', () => {
    const next = join(dist, 'web.next-1');
    writeBuild(next, { 'assets/new-b2.js': 'new' });

    expect(carryRecentAssets(join(dist, 'web'), next, Date.now(), 60 * 60 * 1000)).toEqual([]);
  });
});
