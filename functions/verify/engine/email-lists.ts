import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';

/**
 * The reference lists of the e-mail check. Disposable domains come from the maintained community list
 * (disposable-email-domains-js, loaded once into a Set); role and free-provider lists are curated here for the
 * product's markets (Brazil first, then the rest of Latin America, Europe and the US).
 */

let disposable: ReadonlySet<string> | undefined;

/** Whether a domain, or a parent of it (`x.mailinator.com`), is a known throwaway-mailbox service. */
export function isDisposableDomain(asciiDomain: string): boolean {
  disposable ??= disposableEmailBlocklistSet();
  const labels = asciiDomain.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    if (disposable.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}

/**
 * Mailboxes that belong to a function, not a person: mail to them reaches a team or a ticket queue and they
 * often bounce marketing. Curated: generic words such as `test` or `me` that third-party lists include are left
 * out on purpose.
 */
const roleLocals = new Set([
  'abuse',
  'accounting',
  'accounts',
  'admin',
  'administracao',
  'administrador',
  'administrator',
  'atendimento',
  'billing',
  'careers',
  'cobranca',
  'comercial',
  'compliance',
  'compras',
  'contact',
  'contato',
  'contacto',
  'contabilidade',
  'diretoria',
  'enquiries',
  'faleconosco',
  'feedback',
  'finance',
  'financeiro',
  'help',
  'helpdesk',
  'hostmaster',
  'hr',
  'info',
  'informacoes',
  'inquiries',
  'juridico',
  'jobs',
  'legal',
  'mail',
  'mailer-daemon',
  'marketing',
  'media',
  'newsletter',
  'no-reply',
  'noreply',
  'nao-responda',
  'naoresponda',
  'office',
  'ouvidoria',
  'postmaster',
  'press',
  'privacy',
  'recepcao',
  'rh',
  'root',
  'sac',
  'sales',
  'secretaria',
  'security',
  'service',
  'suporte',
  'support',
  'team',
  'vendas',
  'webmaster',
]);

/** Whether the local part (sub-address `+tag` ignored) names a role mailbox. */
export function isRoleLocal(local: string): boolean {
  const base = (local.split('+')[0] ?? local).toLowerCase();
  return roleLocals.has(base);
}

/** Free webmail providers: anyone can open a mailbox there, so the address says nothing about a company. */
const freeProviders = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'outlook.com.br',
  'hotmail.com',
  'hotmail.com.br',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.com.br',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'zoho.com',
  'gmx.com',
  'gmx.de',
  'web.de',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'uol.com.br',
  'bol.com.br',
  'terra.com.br',
  'ig.com.br',
  'globo.com',
  'globomail.com',
  'r7.com',
  'zipmail.com.br',
  'tutanota.com',
  'fastmail.com',
  'hey.com',
  'qq.com',
  '163.com',
  'hotmail.es',
  'hotmail.fr',
  'yahoo.es',
  'yahoo.fr',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'sapo.pt',
  'mail.com',
  'email.com',
];
const freeProviderSet = new Set(freeProviders);

export const isFreeProvider = (asciiDomain: string): boolean => freeProviderSet.has(asciiDomain);

/**
 * Domains often mistyped, compared whole (names of 9+ characters only: `live.com` is one letter from real
 * `life.com`); and top-level domains that do not exist but are one slip from one.
 */
const popularDomains = [
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'yahoo.com',
  'icloud.com',
  'yahoo.com.br',
  'hotmail.com.br',
  'outlook.com.br',
  'uol.com.br',
  'bol.com.br',
  'terra.com.br',
  'globo.com',
  'ig.com.br',
  'protonmail.com',
  'googlemail.com',
];
const tldSlips: Readonly<Record<string, string>> = {
  con: 'com',
  cmo: 'com',
  ocm: 'com',
  vom: 'com',
  xom: 'com',
  comm: 'com',
  cpm: 'com',
  coom: 'com',
  clm: 'com',
  nte: 'net',
  nett: 'net',
  ogr: 'org',
  orgg: 'org',
  combr: 'com.br',
  'com.rb': 'com.br',
  'con.br': 'com.br',
  'cmo.br': 'com.br',
  'com.bt': 'com.br',
};

/**
 * A likely intended domain for a mistyped one (`gmial.com` → `gmail.com`, `hotmail.con` → `hotmail.com`,
 * `empresa.con.br` → `empresa.com.br`), or undefined. Only common providers are matched whole, within an edit
 * distance of 1 (2 for names of 11+ characters), so a real small domain is not "corrected" into a big one.
 */
export function suggestDomain(asciiDomain: string): string | undefined {
  if (freeProviderSet.has(asciiDomain)) return undefined;
  let best: { domain: string; distance: number } | undefined;
  for (const candidate of popularDomains) {
    const distance = editDistance(asciiDomain, candidate);
    const allowed = candidate.length >= 11 ? 2 : 1;
    if (distance <= allowed && (best === undefined || distance < best.distance)) best = { domain: candidate, distance };
  }
  if (best) return best.domain;
  for (const [slip, fix] of Object.entries(tldSlips)) {
    if (asciiDomain.endsWith(`.${slip}`) && asciiDomain.length > slip.length + 1) {
      return `${asciiDomain.slice(0, -slip.length)}${fix}`;
    }
  }
  return undefined;
}

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions: `gmial` ↔ `gmail` is 1). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array(rows * cols).fill(0);
  const at = (i: number, j: number): number => d[i * cols + j] ?? 0;
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, at(i - 2, j - 2) + 1);
      d[i * cols + j] = value;
    }
  }
  return at(a.length, b.length);
}
