import { userProfile, userUpdateProfile } from '../../../shared/operations/user.js';
import { changeLanguage, currentLanguage, i18n, isLanguage, type Language } from '../i18n/index.js';
import { languageStorageKey } from '../i18n/languages.js';
import { apiJson } from './api-client.js';
import { updateLocale } from './auth.js';
import { readStorage } from './storage.js';
import { hasStoredSession } from './stored-session.js';

/**
 * The language follows the user: it is kept on the profile (`PATCH /api/user/profile {language}`) and on the
 * Cognito `locale` attribute (which the account e-mails are written in). Loaded on demand once a session
 * exists, so the landing page never downloads it for visitors.
 */
const profileLanguage = (data: unknown): Language | null => {
  if (typeof data !== 'object' || data === null || !('language' in data)) return null;
  return isLanguage(data.language) ? data.language : null;
};

/** Saves the choice on the profile and on the sign-in identity; a failure only means it is not synced yet. */
export const saveLanguage = async (language: Language): Promise<void> => {
  await Promise.allSettled([
    apiJson(userUpdateProfile.path, () => undefined, { method: userUpdateProfile.method, json: { language } }),
    updateLocale(language),
  ]);
};

let adopting = false;
let listening = false;
let adopted = false;

/**
 * Once per page load with a session: on a device where no language was chosen yet (a new browser), the profile's
 * language wins over the browser's, so the choice follows the user. A choice made on this device (stored, or a
 * `?lang=` link) is kept and saved to the profile. From then on, every change made in the selector is saved.
 */
export const syncLanguageWithProfile = async (): Promise<void> => {
  if (!listening) {
    listening = true;
    i18n.on('languageChanged', (next: string) => {
      if (!adopting && isLanguage(next) && hasStoredSession()) void saveLanguage(next);
    });
  }
  if (adopted) return;
  adopted = true;
  // A choice made on this device (the selector, a `?lang=` link, an earlier adoption) stays; a device that only
  // follows its browser's language takes the profile's.
  const linked = typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('lang');
  const chosenHere = linked || isLanguage(readStorage(languageStorageKey));
  let stored: Language | null;
  try {
    stored = profileLanguage(await apiJson(userProfile.path, (data) => data, { method: userProfile.method }));
  } catch {
    adopted = false;
    return;
  }
  const current = currentLanguage();
  if (stored === null || chosenHere) {
    if (stored !== current) await saveLanguage(current);
    return;
  }
  if (stored === current) return;
  adopting = true;
  try {
    await changeLanguage(stored);
  } finally {
    adopting = false;
  }
};

/** After sign-out the next session (maybe another user) adopts its own profile language. */
export const resetLanguageSync = (): void => {
  adopted = false;
};
