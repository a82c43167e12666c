import { existsSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../../../infra/aws/paths.js';
import { sourceFiles } from './source-files.js';

/**
 * Comments point at files a reader of the repository can open. The product rules code depends on live in
 * docs/product.md (and docs/pricing.md…); a comment that cites "the spec", a document outside the repository, or
 * links a docs/*.md file or section that does not exist fails here.
 */
const folders = ['functions', 'shared', 'infra', 'web/src', 'bin'];

/** Every comment of a TypeScript or JavaScript file (JSX included), in source order. */
function scriptComments(text: string, fileName: string): string[] {
  const kind = /\.[cm]?jsx?$/.test(fileName) ? ts.ScriptKind.JSX : ts.ScriptKind.TSX;
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, string>();
  const collect = (ranges: readonly ts.CommentRange[] | undefined): void => {
    for (const range of ranges ?? []) seen.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node): void => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(file)) visit(child);
  };
  visit(file);
  return [...seen.entries()].sort(([a], [b]) => a - b).map(([, comment]) => comment);
}

function commentsOf(file: string): string[] {
  const text = readFileSync(fromRoot(file), 'utf8');
  if (file.endsWith('.css')) return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => m[0]);
  return scriptComments(text, file);
}

/**
 * A citation of a document outside the repository: "spec" as a word outside `code` spans (the product spec; the word
 * is no identifier here), or the design notes and research kept beside the repository ("DESIGN section 6",
 * "research §4").
 */
const citesOutside = (comment: string): boolean => {
  const prose = comment.replace(/`[^`\n]*`/g, '``');
  return /\bspec\b|\bresearch\s*(§|section|\/)/i.test(prose) || /\bDESIGN\b/.test(prose);
};

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function anchorsOf(doc: string): Set<string> {
  const text = readFileSync(fromRoot(doc), 'utf8');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1] ?? '')));
}

/** The docs links of a comment that lead nowhere: a missing file, or a section the file does not have. */
function brokenDocLinks(comment: string): string[] {
  return [...comment.matchAll(/\bdocs\/([\w./-]+?\.md)(?:#([\w-]+))?/g)].flatMap((m) => {
    const doc = `docs/${m[1]}`;
    if (!existsSync(fromRoot(doc))) return [m[0]];
    const anchor = m[2];
    return anchor !== undefined && !anchorsOf(doc).has(anchor) ? [m[0]] : [];
  });
}

const comments = folders
  .flatMap((folder) => sourceFiles(folder))
  .flatMap((file) => commentsOf(file).map((comment) => ({ file, comment })));

describe('comments point inside the repository', () => {
  it('finds the comments of every source file', () => {
    expect(comments.length).toBeGreaterThan(1000);
  });

  it('no comment cites the product spec or another document outside the repository', () => {
    const citing = comments.filter(({ comment }) => citesOutside(comment));
    expect(citing.map(({ file, comment }) => `${file}: ${comment.slice(0, 160)}`)).toEqual([]);
  });

  it('every docs/*.md link in a comment names a file and a section that exist', () => {
    const broken = comments.flatMap(({ file, comment }) => brokenDocLinks(comment).map((link) => `${file}: ${link}`));
    expect(broken).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('read comments of every kind and nothing in strings or code', () => {
    const source = [
      '// line spec §9',
      '/** block (the spec) */',
      "const spec = 'the spec';",
      'const el = <div>{/* jsx spec */}text</div>;',
    ].join('\n');
    expect(scriptComments(source, 'x.tsx')).toEqual(['// line spec §9', '/** block (the spec) */', '/* jsx spec */']);
  });

  it('tell a citation from code that names a `spec` variable', () => {
    expect(citesOutside("// the spec's limit")).toBe(true);
    expect(citesOutside('/** Spec §2: quick links */')).toBe(true);
    expect(citesOutside('// reads `spec.path` once')).toBe(false);
    expect(citesOutside('// the OpenAPI specification')).toBe(false);
    expect(citesOutside('// The job contract (DESIGN section 6)')).toBe(true);
    expect(citesOutside('// its issuer is the AWS one (research §4)')).toBe(true);
    expect(citesOutside('// a design choice, after some research')).toBe(false);
  });

  it('find a missing docs file and a missing section', () => {
    expect(brokenDocLinks('// see docs/product.md#plans and docs/pricing.md')).toEqual([]);
    expect(brokenDocLinks('// see docs/product.md#no-such-section')).toEqual(['docs/product.md#no-such-section']);
    expect(brokenDocLinks('// see docs/nothing-here.md')).toEqual(['docs/nothing-here.md']);
  });
});
