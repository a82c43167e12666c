import {
  passwordRecovery,
  passwordRecoveryConfirm,
  recoveryAcceptedOutput,
  recoveryConfirmedOutput,
} from '../../../../../shared/operations/recovery.js';
import type { Language } from '../../../i18n/languages.js';
import { apiJson } from '../../../lib/api-client.js';

/**
 * Password recovery for an address the user pool will not reset because it was never verified
 * (shared/operations/recovery.ts): the API e-mails a link of its own, and the link's page sets the new password,
 * which verifies the address too. The request answers the same for every address.
 */
export const requestRecovery = (email: string, language: Language) =>
  apiJson(passwordRecovery.path, (data) => recoveryAcceptedOutput.parse(data), {
    method: passwordRecovery.method,
    authenticated: false,
    json: { email: email.trim(), language },
  });

export const confirmRecovery = (token: string, password: string) =>
  apiJson(passwordRecoveryConfirm.path, (data) => recoveryConfirmedOutput.parse(data), {
    method: passwordRecoveryConfirm.method,
    authenticated: false,
    json: { token, password },
  });
