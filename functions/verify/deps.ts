import { registrar } from '../core/registration.js';
import type { MailDns } from './engine/mail-dns.js';
import type { WhatsAppPresence } from './engine/whatsapp-provider.js';

export interface VerifyDeps {
  readonly mailDns: MailDns;
  /** Called at each request (cheap): undefined while no WhatsApp provider is configured. */
  readonly presence: () => WhatsAppPresence | undefined;
}

/**
 * How a verify operation registers itself: `functions/verify/operations/<name>.ts` default-exports
 * `verifyImplementation(verify<Name>, (deps) => fn)` for the table entry `verify.<name>` (core/registration.ts).
 */
export const verifyImplementation = registrar<VerifyDeps>('verify');
