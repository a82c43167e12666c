import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './index.js';
import { type Language, languages } from './languages.js';

/** Dotted paths to every string of a catalogue, e.g. `auth.login.title`. */
export type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * The keys a feature may translate: plurals follow i18next (`key_one` for one, the bare `key` for every other
 * count), so a plural is used through its bare key with `count`, never through `key_one`.
 */
export type CatalogueKey<Messages> = Exclude<Paths<Messages>, `${string}_one`>;

/** The shape every language fills: the Portuguese catalogue's keys, any text. */
export type CatalogueShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : CatalogueShape<T[K]> };

/** Values interpolated into a text (`{{count}}`, `{{name}}`). */
export type TranslationValues = Record<string, string | number>;

/** A typed translation function: unknown keys fail to compile. */
export type Translator<Key extends string> = (key: Key, values?: TranslationValues) => string;

/** The keys of a feature's catalogue, e.g. `KeyOf<typeof docsCatalogue>`. */
export type KeyOf<Catalogue> = Catalogue extends FeatureCatalogue<infer Messages> ? CatalogueKey<Messages> : never;

/** The typed translation function of a feature's catalogue, e.g. `TranslatorOf<typeof docsCatalogue>`. */
export type TranslatorOf<Catalogue> = Translator<KeyOf<Catalogue>>;

/** A feature's catalogues in the four languages, Portuguese the reference. */
export type FeatureCatalogues<Messages> = { readonly [L in Language]: Messages };

export interface FeatureCatalogue<Messages> {
  /** The i18next namespace the feature's texts live in. */
  readonly namespace: string;
  readonly catalogues: FeatureCatalogues<Messages>;
  /** Adds the catalogues once i18next is ready (the store only exists after init). Safe to call repeatedly. */
  readonly register: () => void;
}

/** Every catalogue `featureCatalogue` made, so a test can tell a feature's register.ts uses it. */
const made = new WeakSet<object>();

export const isFeatureCatalogue = (value: unknown): value is FeatureCatalogue<object> =>
  typeof value === 'object' && value !== null && made.has(value);

/**
 * One feature's translations: call it from the feature's own `i18n/register.ts` with the four catalogues it
 * imports, so they travel in the feature's lazily loaded chunk, never in the entry bundle.
 */
export const featureCatalogue = <Messages extends object>(
  namespace: string,
  catalogues: FeatureCatalogues<Messages>,
): FeatureCatalogue<Messages> => {
  const add = (): void => {
    for (const language of languages) {
      i18n.addResourceBundle(language, namespace, catalogues[language], true, true);
    }
  };
  const register = (): void => {
    if (i18n.isInitialized) add();
    else i18n.on('initialized', add);
  };
  const catalogue: FeatureCatalogue<Messages> = { namespace, catalogues, register };
  made.add(catalogue);
  return catalogue;
};

/** Typed translation in a feature's namespace (`useCatalogueT(docsCatalogue)`): unknown keys fail to compile. */
export const useCatalogueT = <Messages>(catalogue: FeatureCatalogue<Messages>): Translator<CatalogueKey<Messages>> => {
  const { t } = useTranslation(catalogue.namespace);
  return useCallback<Translator<CatalogueKey<Messages>>>((key, values) => t(key, values ?? {}), [t]);
};
