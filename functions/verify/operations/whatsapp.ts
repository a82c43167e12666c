import { verifyWhatsapp } from '../../../shared/operations/verify.js';
import type { OperationFn } from '../../core/implement.js';
import { json } from '../../core/operation.js';
import { verifyImplementation } from '../deps.js';
import { checkPhone, type PhoneType } from '../engine/phone.js';
import type { WhatsAppPresence } from '../engine/whatsapp-provider.js';

export interface WhatsappDeps {
  /** The presence provider; undefined when no WhatsApp Business API is configured. */
  readonly presence: () => WhatsAppPresence | undefined;
}

/** Which number types can hold a WhatsApp account: mobiles; fixed and VoIP lines only as WhatsApp Business. */
const personal = new Set<PhoneType>(['mobile', 'fixed_line_or_mobile', 'personal_number']);
const businessOnly = new Set<PhoneType>(['fixed_line', 'voip']);

export function createVerifyWhatsapp(deps: WhatsappDeps): OperationFn<typeof verifyWhatsapp> {
  return async ({ phone, defaultCountry }, ctx) => {
    const number = checkPhone(phone, defaultCountry);
    if (!number.valid) {
      return json({
        phone,
        ...number,
        e164: null,
        type: null,
        whatsapp: {
          eligible: false,
          businessOnly: false,
          note: 'An invalid number cannot hold a WhatsApp account.',
          registered: null,
          registeredReason: 'invalid_number',
          waId: null,
          link: null,
        },
      });
    }
    const eligible = personal.has(number.type) || businessOnly.has(number.type);
    const presence = eligible ? await registration(deps.presence(), number.e164, ctx.signal) : notAsked;
    return json({
      phone,
      ...number,
      reason: null,
      whatsapp: {
        eligible,
        businessOnly: businessOnly.has(number.type),
        note: noteFor(number.type),
        ...presence,
        link: eligible ? `https://wa.me/${number.e164.slice(1)}` : null,
      },
    });
  };
}

const notAsked = { registered: null, registeredReason: 'not_eligible', waId: null } as const;

async function registration(presence: WhatsAppPresence | undefined, e164: string, signal: AbortSignal) {
  if (!presence) return { registered: null, registeredReason: 'provider_not_configured', waId: null };
  try {
    const answer = await presence.check(e164, signal);
    return { registered: answer.registered, registeredReason: null, waId: answer.waId };
  } catch {
    // The number check itself succeeded; the presence is reported as unknown rather than failing the call.
    return { registered: null, registeredReason: 'provider_error', waId: null };
  }
}

function noteFor(type: PhoneType): string {
  if (personal.has(type)) return 'A mobile number can hold a WhatsApp account.';
  if (businessOnly.has(type))
    return 'Fixed and VoIP lines can only hold WhatsApp Business accounts (voice-call check).';
  if (type === 'unknown') return 'The number type is not known for this country.';
  return `A ${type.replaceAll('_', ' ')} number cannot hold a WhatsApp account.`;
}

export default verifyImplementation(verifyWhatsapp, createVerifyWhatsapp);
