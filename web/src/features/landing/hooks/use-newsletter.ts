import { useEffect, useState } from 'react';

/** How long the success message stays before the form returns to idle (spec §9). */
export const newsletterSuccessMs = 3000;

/** The spec's rule: non-empty and containing an @. */
export const isAcceptedEmail = (value: string): boolean => value.trim() !== '' && value.includes('@');

/**
 * Newsletter state: idle → success for 3 s → idle. There is no network call (spec §7); an invalid address is
 * simply ignored, with no message.
 */
export const useNewsletter = () => {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<'idle' | 'success'>('idle');

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => setStatus('idle'), newsletterSuccessMs);
    return () => clearTimeout(timer);
  }, [status]);

  const subscribe = (): boolean => {
    if (!isAcceptedEmail(email)) return false;
    setEmail('');
    setStatus('success');
    return true;
  };

  return { email, setEmail, status, subscribe };
};
