import { useEffect, useState } from 'react';
import { loadRawConfig } from '../../lib/config-source.js';
import { contact } from '../../lib/contact.js';

/**
 * Where customers ask for help: the support e-mail by default, or a WhatsApp number when the deployment's
 * `/config.json` names one (`support.whatsapp`, digits with the country code; `support.email` overrides the
 * address). Read from the raw config, without the schema library, so the landing page can use it.
 */
export type SupportChannel =
  | { readonly kind: 'email'; readonly address: string }
  | { readonly kind: 'whatsapp'; readonly number: string };

export const defaultSupportChannel: SupportChannel = { kind: 'email', address: contact.email };

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null && name in value ? (value as Record<string, unknown>)[name] : undefined;

/** The channel a config names: WhatsApp when it has a plausible number, else its e-mail, else the default. */
export function supportChannelOf(config: unknown): SupportChannel {
  const support = field(config, 'support');
  const whatsapp = field(support, 'whatsapp');
  if (typeof whatsapp === 'string') {
    const digits = whatsapp.replace(/[^\d]/g, '');
    if (digits.length >= 8 && digits.length <= 15) return { kind: 'whatsapp', number: digits };
  }
  const email = field(support, 'email');
  if (typeof email === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { kind: 'email', address: email };
  return defaultSupportChannel;
}

/** A link that opens the channel with the help message already written (subject and body for e-mail). */
export function supportHref(channel: SupportChannel, message: { readonly subject: string; readonly body: string }) {
  if (channel.kind === 'whatsapp') return `https://wa.me/${channel.number}?text=${encodeURIComponent(message.body)}`;
  const query = `subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(message.body)}`;
  return `mailto:${channel.address}?${query}`;
}

/** The configured channel: the default until `/config.json` has loaded (or when it cannot). */
export function useSupportChannel(): SupportChannel {
  const [channel, setChannel] = useState<SupportChannel>(defaultSupportChannel);
  useEffect(() => {
    let live = true;
    loadRawConfig()
      .then((config) => {
        if (live) setChannel(supportChannelOf(config));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return channel;
}
