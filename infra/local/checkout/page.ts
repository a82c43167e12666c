import { type CheckoutTexts, checkoutTexts } from './texts.js';

/** Plain HTML for the local test checkout and portal (developer tool; the checkout speaks the buyer's language). */

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const brl = (cents: number, tag = 'pt-BR'): string =>
  new Intl.NumberFormat(tag, { style: 'currency', currency: 'BRL' }).format(cents / 100);

export function layout(title: string, body: string, texts: CheckoutTexts = checkoutTexts.pt): string {
  return `<!doctype html><html lang="${escapeHtml(texts.tag)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;color:#1f2937}
main{max-width:30rem;margin:3rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 4px 24px #0001}
.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:.15rem .6rem;font-size:.75rem;font-weight:600}
h1{font-size:1.3rem;margin:.75rem 0}.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
.muted{color:#6b7280;font-size:.9rem}.row{display:flex;gap:.5rem;flex-wrap:wrap;margin-top:1.25rem}
button,a.button{border:0;border-radius:8px;padding:.7rem 1.1rem;font-size:1rem;cursor:pointer;text-decoration:none;display:inline-block}
.primary{background:#4f46e5;color:#fff}.secondary{background:#e5e7eb;color:#111827}.danger{background:#fee2e2;color:#991b1b}
.notice{background:#ecfdf5;color:#065f46;padding:.6rem .8rem;border-radius:8px;margin:.75rem 0}
.error{background:#fef2f2;color:#991b1b;padding:.6rem .8rem;border-radius:8px;margin:.75rem 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem .8rem}dt{color:#6b7280}dd{margin:0}
</style></head><body><main><span class="badge">${escapeHtml(texts.badge)}</span>
${body}</main></body></html>`;
}

export const postButton = (action: string, label: string, className: string, fields: Record<string, string> = {}) =>
  `<form method="post" action="${escapeHtml(action)}" style="display:inline">${Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join(
      '',
    )}<button type="submit" class="${className}" data-action="${escapeHtml(fields.action ?? 'pay')}">${escapeHtml(label)}</button></form>`;
