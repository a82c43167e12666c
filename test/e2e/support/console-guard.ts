import type { BrowserContext, ConsoleMessage, Response } from 'playwright-core';
import { isLoopback } from './browser.js';

/**
 * Every browser test fails on a console error or warning from the app, and on an uncaught exception in a page
 * (React reports hydration and render errors there): `guardConsole` is attached by `launchBrowser` to every
 * context the browser opens (support/browser.ts), and the `afterEach` below fails the test that produced any.
 * Only the harness's own noise is let through, each case named below with its reason; a test that provokes an
 * error on purpose says so with `allowConsole`.
 */
export interface ConsoleProblem {
  readonly kind: 'error' | 'warning' | 'exception';
  readonly text: string;
  /** The page, or the resource the browser reports on. */
  readonly url: string;
  /** For a failed load the browser reports: the resource's URL. */
  readonly resource?: string;
}

interface Allowance {
  readonly pattern: RegExp;
  readonly reason: string;
}

let problems: ConsoleProblem[] = [];
let allowances: Allowance[] = [];
/** URLs that answered an error on purpose (see `deliberateAnswer`), since the last test ended. */
let deliberate = new Set<string>();

const networkFailure = /^Failed to load resource: the server responded with a status of \d{3}\b/;

/**
 * An error status the app asked for and handles: a problem+json answer from the platform (an address that has an
 * account, payments not configured, a refused key…; the pages say so), or a 4xx answer to a Cognito API call
 * (`X-Amz-Target: AWSCognitoIdentityProviderService.…`, which the auth module maps to a message). The browser logs
 * a failed load for each; the app itself logs nothing. A script, a stylesheet or a page that fails is never
 * deliberate, nor is a 5xx from Cognito.
 */
const deliberateAnswer = (response: Response): boolean => {
  const status = response.status();
  if (status < 400) return false;
  if ((response.headers()['content-type'] ?? '').startsWith('application/problem+json')) return true;
  const target = response.request().headers()['x-amz-target'] ?? '';
  return status < 500 && target.startsWith('AWSCognitoIdentityProviderService.');
};

/**
 * The harness's own noise, never the app's:
 * - the browser logs a failed load for each request the harness aborts: everything that is not loopback (see
 *   `isLoopback`; the app names a few outside addresses, such as the support channel's, which must not be reached);
 * - Amplify warns, each time it is configured, that the user pool has a custom endpoint: the local platform's
 *   Cognito stand-in is one by design (on AWS the app configures none, and Amplify says nothing).
 */
const harnessNoise = (message: ConsoleMessage): boolean =>
  (message.type() === 'error' &&
    message.text() === 'Failed to load resource: net::ERR_FAILED' &&
    !isLoopback(message.location().url)) ||
  (message.type() === 'warning' &&
    /\bAuth - You are using a custom Amazon (Amazon )?Cognito User Pool endpoint\b/.test(message.text()));

/** Lets through, until the test ends, console errors matching `pattern`, for a test that provokes them on purpose. */
export function allowConsole(pattern: RegExp, reason: string): void {
  allowances.push({ pattern, reason });
}

const allowed = (text: string): boolean => allowances.some((allowance) => allowance.pattern.test(text));

/** Records the console errors and warnings and the uncaught exceptions of every page of `context`. */
export function guardConsole(context: BrowserContext): void {
  context.on('response', (response) => {
    if (deliberateAnswer(response)) deliberate.add(response.url());
  });
  context.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    if (harnessNoise(message) || allowed(message.text())) return;
    const { url, lineNumber } = message.location();
    if (networkFailure.test(message.text())) {
      // Decided when the test ends: the response that tells whether it was deliberate may be reported after this.
      problems.push({ kind: type, text: message.text(), url, resource: url });
      return;
    }
    problems.push({
      kind: type,
      text: message.text(),
      url: url ? `${url}:${lineNumber}` : (message.page()?.url() ?? ''),
    });
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    const text = `${error.name}: ${error.message}`;
    if (allowed(text)) return;
    problems.push({ kind: 'exception', text: error.stack ?? text, url: webError.page()?.url() ?? '' });
  });
}

/** What the pages reported since the last call, cleared (for the hook below, and for a test that checks itself). */
export function takeConsoleProblems(): ConsoleProblem[] {
  const taken = problems.filter((each) => each.resource === undefined || !deliberate.has(each.resource));
  problems = [];
  deliberate = new Set();
  return taken;
}

const describe = (each: ConsoleProblem): string =>
  `  ${each.kind} at ${each.url}\n    ${each.text.split('\n').join('\n    ')}`;

// Only inside vitest (imported lazily: vitest cannot even be imported outside its runner), not in the benches,
// which launch the same browser with no test around it.
if (process.env.VITEST) {
  const { afterEach } = await import('vitest');
  afterEach(() => {
    const found = takeConsoleProblems();
    allowances = [];
    if (found.length > 0)
      throw new Error(
        `The app wrote to the browser console (errors and warnings fail the test):\n${found.map(describe).join('\n')}`,
      );
  });
}
