import { z } from 'zod';
import { withDeadline } from '../../../shared/deadline.js';

/**
 * Whether a number holds a WhatsApp account can only be answered by WhatsApp itself, through a WhatsApp
 * Business API account. This is the seam: without a configured provider the operation answers
 * `registered: null` with a reason and never guesses.
 */
export interface WhatsAppPresence {
  /** Resolves with the provider's answer; rejects (ProviderFailure) when it cannot give one. */
  check(e164: string, signal: AbortSignal): Promise<{ readonly registered: boolean; readonly waId: string | null }>;
}

export class ProviderFailure extends Error {
  override readonly name = 'ProviderFailure';
}

export interface WhatsAppHttpOptions {
  /** Base URL of the WhatsApp Business API (on-premises API or a provider exposing its `/v1/contacts`). */
  readonly baseUrl: string;
  readonly token: string;
  readonly timeoutMs: number;
  /** Injected so tests can count calls; defaults to the global fetch. */
  readonly fetch?: typeof fetch;
}

const contactsAnswer = z.object({
  contacts: z
    .array(
      z.object({ input: z.string(), status: z.enum(['valid', 'invalid', 'processing']), wa_id: z.string().optional() }),
    )
    .min(1),
});

/**
 * The WhatsApp Business API contacts check: `POST {baseUrl}/v1/contacts` with
 * `{blocking: 'wait', contacts: ['+5511…'], force_check: false}` and a bearer token, answered with
 * `{contacts: [{input, status: 'valid' | 'invalid', wa_id}]}`. `valid` means the number has an account.
 */
export function createWhatsAppHttpPresence(options: WhatsAppHttpOptions): WhatsAppPresence {
  const endpoint = new URL('v1/contacts', options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  const send = options.fetch ?? fetch;
  return {
    check(e164, signal) {
      const reason = () => new Error('WhatsApp provider timeout');
      return withDeadline({ signal, timeoutMs: options.timeoutMs, reason }, async (bounded) => {
        let response: Response;
        try {
          response = await send(endpoint, {
            method: 'POST',
            headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ blocking: 'wait', contacts: [e164], force_check: false }),
            signal: bounded,
          });
        } catch (cause) {
          throw new ProviderFailure('the WhatsApp provider did not answer', { cause });
        }
        return await readAnswer(response);
      });
    },
  };
}

async function readAnswer(response: Response): Promise<{ registered: boolean; waId: string | null }> {
  if (!response.ok) {
    await response.body?.cancel();
    throw new ProviderFailure(`the WhatsApp provider answered HTTP ${response.status}`);
  }
  const parsed = contactsAnswer.safeParse(await response.json().catch(() => undefined));
  const contact = parsed.success ? parsed.data.contacts[0] : undefined;
  if (!contact || contact.status === 'processing') {
    throw new ProviderFailure('the WhatsApp provider gave no usable answer', { cause: parsed.error });
  }
  return { registered: contact.status === 'valid', waId: contact.wa_id ?? null };
}
