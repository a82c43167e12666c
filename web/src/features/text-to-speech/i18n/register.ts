import { i18n } from '../../../i18n/index.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { pt } from './pt.js';

/** The tool's own namespace; its catalogs travel in the tool's lazily loaded chunk. */
export const textToSpeechNamespace = 'textToSpeech';

const catalogs = { pt, en, es, fr } as const;

const add = (): void => {
  for (const [language, resources] of Object.entries(catalogs)) {
    i18n.addResourceBundle(language, textToSpeechNamespace, resources, true, true);
  }
};

/** Adds the catalogs once i18next is ready. Safe to call repeatedly. */
export const registerTextToSpeechI18n = (): void => {
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
};
