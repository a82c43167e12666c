import type { Page } from 'playwright-core';
import { verifyRegisteredEmail } from './email-verification.js';

/**
 * The suite's ways into an account through the site's own forms. Fields are found by their `name`, so the helpers
 * work in every language; tests about the forms' labels and texts drive them by label themselves.
 */

export interface Registrant {
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

export type Credentials = Pick<Registrant, 'email' | 'password'>;

const onDashboard = {
  exact: (u: URL) => u.pathname === '/dashboard',
  any: (u: URL) => u.pathname.startsWith('/dashboard'),
};

/** Fills the registration form the page shows (e.g. reached from a plan button) and submits it. */
export async function fillRegistration(page: Page, who: Registrant): Promise<void> {
  await page.locator('input[name="name"]').fill(who.name);
  await page.locator('input[name="email"]').fill(who.email);
  await page.locator('input[name="password"]').fill(who.password);
  await page.locator('input[name="confirmPassword"]').fill(who.password);
  await page.locator('form button[type="submit"]').click();
}

/** Registers at `/register`. Sign-up signs the customer in: resolves on the dashboard, at 0 credits until verified. */
export async function register(page: Page, baseUrl: string, who: Registrant): Promise<void> {
  await page.goto(new URL('/register', baseUrl).toString());
  await fillRegistration(page, who);
  await page.waitForURL(onDashboard.exact, { timeout: 30_000 });
}

/** Fills the sign-in form the page shows (e.g. reached by a link that asks to sign in first) and submits it. */
export async function fillSignIn(page: Page, who: Credentials): Promise<void> {
  await page.locator('input[name="email"]').fill(who.email);
  await page.locator('input[name="password"]').fill(who.password);
  await page.locator('form button[type="submit"]').click();
}

/** Signs in at `/login`; resolves on the dashboard page the app lands on. */
export async function signIn(page: Page, baseUrl: string, who: Credentials): Promise<void> {
  await page.goto(new URL('/login', baseUrl).toString());
  await fillSignIn(page, who);
  await page.waitForURL(onDashboard.any, { timeout: 30_000 });
}

/**
 * Registers, verifies the address by the outbox link (the 20 welcome credits; support/email-verification.ts), and
 * signs in again so the session carries the verified claim. For tests about something else than the verification.
 */
export async function registerVerified(page: Page, baseUrl: string, who: Registrant): Promise<void> {
  await register(page, baseUrl, who);
  await verifyRegisteredEmail(who.email, who.password);
  await signIn(page, baseUrl, who);
}
