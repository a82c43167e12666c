import { Resolver } from 'node:dns/promises';
import { parseVerifyConfig } from './config.js';
import type { VerifyDeps } from './deps.js';
import { createMailDns, type MailDns } from './engine/mail-dns.js';
import { createWhatsAppHttpPresence, type WhatsAppPresence } from './engine/whatsapp-provider.js';

/** Production engines, built from the config at the first request and kept for the process (the DNS cache too). */
export function productionVerifyDeps(env: Record<string, string | undefined> = process.env): VerifyDeps {
  let built: { mailDns: MailDns; presence: WhatsAppPresence | undefined } | undefined;
  const engines = () => {
    if (!built) {
      const config = parseVerifyConfig(env);
      // c-ares' own per-try timeout; the overall cap is VERIFY_DNS_TIMEOUT_MS.
      const resolver = new Resolver({ timeout: Math.ceil(config.VERIFY_DNS_TIMEOUT_MS / 2), tries: 2 });
      if (config.VERIFY_DNS_SERVERS.length > 0) resolver.setServers(config.VERIFY_DNS_SERVERS);
      built = {
        mailDns: createMailDns({
          resolver,
          timeoutMs: config.VERIFY_DNS_TIMEOUT_MS,
          cacheTtlMs: config.VERIFY_DNS_CACHE_SECONDS * 1000,
        }),
        presence:
          config.WHATSAPP_API_URL && config.WHATSAPP_API_TOKEN
            ? createWhatsAppHttpPresence({
                baseUrl: config.WHATSAPP_API_URL,
                token: config.WHATSAPP_API_TOKEN,
                timeoutMs: config.WHATSAPP_API_TIMEOUT_MS,
              })
            : undefined,
      };
    }
    return built;
  };
  return { mailDns: (domain) => engines().mailDns(domain), presence: () => engines().presence };
}
