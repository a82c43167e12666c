import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.js';
import { supportHref, useSupportChannel } from './support-channel.js';

/** A link to the support channel with the help message prefilled; WhatsApp opens in a new tab. */
export function SupportLink({ className, children }: { readonly className?: string; readonly children: ReactNode }) {
  const t = useT();
  const channel = useSupportChannel();
  const href = supportHref(channel, { subject: t('support.subject'), body: t('support.body') });
  return (
    <a
      className={className}
      href={href}
      data-testid="support-link"
      data-channel={channel.kind}
      {...(channel.kind === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
