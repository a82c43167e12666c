import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { linksFor } from '../../../../functions/platform/newsletter/subscriptions.js';
import { newsletterLink, newsletterLinkOf, newsletterPagePath } from '../../../../shared/newsletter-paths.js';
import { newsletterConfirm, newsletterUnsubscribe } from '../../../../shared/operations/newsletter.js';
import { AppRoutes } from '../../../../web/src/app/router.js';
import { stubFetch } from './fetch-stub.js';
import { renderRoute } from './render.js';

/**
 * The links the platform mails (functions/platform/newsletter/subscriptions.ts) open the page the web router serves,
 * and that page makes the link's call: both sides read shared/newsletter-paths.ts.
 */

const token = `${'ab'.repeat(16)}.${'Q'.repeat(43)}`;
const mailed = linksFor('https://alquimia.example/', token);

/** Opens a mailed link in the app's own routes (path and query; the origin is the site's). */
async function open(link: string) {
  const url = new URL(link);
  return renderRoute(<AppRoutes />, { path: '/*', url: `${url.pathname}${url.search}` });
}

const bodyOf = async (calls: readonly Request[], path: string): Promise<unknown> => {
  const call = calls.find((c) => c.method === 'POST' && new URL(c.url).pathname === path);
  return call === undefined ? undefined : call.clone().json();
};

describe('newsletter links: what the mail builds, the web serves', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the mail links to the newsletter page on the site, one link per action, carrying the token', () => {
    expect(mailed).toEqual({
      confirm: newsletterLink('https://alquimia.example', { action: 'confirm', token }),
      unsubscribe: newsletterLink('https://alquimia.example', { action: 'unsubscribe', token }),
    });
    for (const [action, link] of Object.entries(mailed)) {
      const url = new URL(link);
      expect(url.origin).toBe('https://alquimia.example');
      expect(url.pathname).toBe(newsletterPagePath);
      expect(newsletterLinkOf(url.search)).toEqual({ action, token });
    }
  });

  it('the page reads nothing from a query without a token or with an unknown action', () => {
    expect(newsletterLinkOf('?acao=confirmar')).toBeUndefined();
    expect(newsletterLinkOf(`?acao=apagar&token=${token}`)).toBeUndefined();
    expect(newsletterLinkOf(`?token=${token}`)).toBeUndefined();
  });

  it('the confirm link opens the landing, which confirms with the link’s token', async () => {
    const calls = stubFetch({ [`POST ${newsletterConfirm.path}`]: { body: { status: 'confirmed' } } });
    await open(mailed.confirm);
    expect(await screen.findByTestId('newsletter-notice', {}, { timeout: 5000 })).toHaveTextContent(
      'Inscrição confirmada!',
    );
    expect(await bodyOf(calls, newsletterConfirm.path)).toEqual({ token });
    expect(calls.some((c) => new URL(c.url).pathname === newsletterUnsubscribe.path)).toBe(false);
  });

  it('the unsubscribe link opens the landing, which unsubscribes with the link’s token', async () => {
    const calls = stubFetch({ [`POST ${newsletterUnsubscribe.path}`]: { body: { status: 'unsubscribed' } } });
    await open(mailed.unsubscribe);
    expect(await screen.findByTestId('newsletter-notice', {}, { timeout: 5000 })).toHaveTextContent(
      'Inscrição cancelada',
    );
    expect(await bodyOf(calls, newsletterUnsubscribe.path)).toEqual({ token });
    expect(calls.some((c) => new URL(c.url).pathname === newsletterConfirm.path)).toBe(false);
  });
});
