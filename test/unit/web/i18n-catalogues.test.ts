import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { categories, serviceDefinitions } from '../../../shared/catalogue/index.js';
import { catalogueLoaders, categoryText, planTexts, serviceTexts } from '../../../shared/i18n/index.js';
import { en as enParameters, parameterPaths } from '../../../shared/i18n/parameters/en.js';
import { es as esParameters } from '../../../shared/i18n/parameters/es.js';
import { fr as frParameters } from '../../../shared/i18n/parameters/fr.js';
import { pt as ptParameters } from '../../../shared/i18n/parameters/pt.js';
import { operations } from '../../../shared/operations/index.js';
import { plans } from '../../../shared/plans.js';
import { isFeatureCatalogue } from '../../../web/src/i18n/feature-catalogue.js';
import { i18n, initI18n } from '../../../web/src/i18n/index.js';

/**
 * Every text a user reads comes from catalogues in pt, en, es and fr. These tests fail when one catalogue lacks a
 * key another has: the web's own namespaces (found on disk, so a new feature's catalogues are checked without
 * listing them here), the catalogue translations keyed by service/category/plan id, and the parameter
 * descriptions generated from the operation table.
 */
const languages = ['pt', 'en', 'es', 'fr'] as const;
const webRoot = join(process.cwd(), 'web', 'src');

type Tree = { readonly [key: string]: unknown };
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

/** Dotted key paths of every leaf (arrays by index), e.g. `auth.login.title`, `sections.2.title`. */
const leafKeys = (value: unknown, prefix = ''): string[] =>
  isTree(value)
    ? Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix === '' ? key : `${prefix}.${key}`))
    : [prefix];

const emptyLeaves = (value: unknown, prefix = ''): string[] =>
  isTree(value)
    ? Object.entries(value).flatMap(([key, child]) => emptyLeaves(child, prefix === '' ? key : `${prefix}.${key}`))
    : typeof value === 'string' && value.trim() === ''
      ? [prefix]
      : [];

/** Folders holding one catalogue file per language: web/src/i18n/* and every feature's i18n folder. */
const catalogueFolders = (): string[] => {
  const folders = [join(webRoot, 'i18n', 'locales'), join(webRoot, 'i18n', 'legal')];
  const features = join(webRoot, 'features');
  for (const feature of readdirSync(features)) {
    const folder = join(features, feature, 'i18n');
    if (isFolder(folder)) folders.push(folder);
  }
  return folders;
};

const isFolder = (path: string): boolean => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

/** Every feature folder with translations (an `i18n` folder): each must register them through the helper. */
const translatedFeatures = (): string[] =>
  readdirSync(join(webRoot, 'features')).filter((feature) => isFolder(join(webRoot, 'features', feature, 'i18n')));

const exists = (path: string): boolean => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The catalogue a language file exports: the export named like the language, else its only object export. */
const loadCatalogue = async (file: string, language: string): Promise<unknown> => {
  const module: Tree = await import(pathToFileURL(file).href);
  if (language in module) return module[language];
  const objects = Object.values(module).filter(isTree);
  expect(objects, `${file} exports one catalogue`).toHaveLength(1);
  return objects[0];
};

/** Keys some catalogue of the set has and `language`'s lacks. */
const missingKeys = (sets: Record<string, ReadonlySet<string>>, language: string): string[] => {
  const all = new Set(Object.values(sets).flatMap((keys) => [...keys]));
  const own = sets[language] ?? new Set<string>();
  return [...all].filter((key) => !own.has(key)).sort();
};

describe('web catalogues', () => {
  const folders = catalogueFolders();

  it('finds the site, legal and every feature namespace', () => {
    const names = folders.map((folder) => folder.slice(webRoot.length + 1));
    expect(names).toEqual(
      expect.arrayContaining([
        join('i18n', 'locales'),
        join('i18n', 'legal'),
        join('features', 'dashboard', 'i18n'),
        join('features', 'payment', 'i18n'),
      ]),
    );
  });

  it.each(folders.map((folder) => [folder.slice(webRoot.length + 1), folder]))(
    '%s: every language has every key the others have, none empty',
    async (_name, folder) => {
      const sets: Record<string, ReadonlySet<string>> = {};
      const empty: string[] = [];
      for (const language of languages) {
        expect(exists(join(folder, `${language}.ts`)), `${language}.ts`).toBe(true);
        const catalogue = await loadCatalogue(join(folder, `${language}.ts`), language);
        sets[language] = new Set(leafKeys(catalogue));
        empty.push(...emptyLeaves(catalogue).map((key) => `${language}:${key}`));
      }
      for (const language of languages) expect(missingKeys(sets, language), `missing in ${language}`).toEqual([]);
      expect(empty).toEqual([]);
    },
  );
});

describe('feature catalogues, registered through web/src/i18n/feature-catalogue.ts', () => {
  const features = translatedFeatures();

  it('finds every translated feature', () => {
    expect(features).toEqual(expect.arrayContaining(['dashboard', 'docs', 'payment', 'playground']));
  });

  it.each(features)(
    '%s: its register.ts registers pt, en, es and fr, each with every key of pt, under its own namespace',
    async (feature) => {
      const folder = join(webRoot, 'features', feature, 'i18n');
      const module: Tree = await import(pathToFileURL(join(folder, 'register.ts')).href);
      const [catalogue, ...others] = Object.values(module).filter(isFeatureCatalogue);
      expect(others, 'one catalogue per feature').toEqual([]);
      if (catalogue === undefined) throw new Error(`${feature}/i18n/register.ts exports no featureCatalogue(…)`);
      const registered: Readonly<Record<string, unknown>> = catalogue.catalogues;
      expect(Object.keys(registered).sort()).toEqual([...languages].sort());
      const reference = leafKeys(registered.pt);
      for (const language of languages) {
        const own = new Set(leafKeys(registered[language]));
        expect(
          reference.filter((key) => !own.has(key)),
          `${feature}: missing in ${language}`,
        ).toEqual([]);
        // What is registered is the language's own file, the one the folder check above reads.
        expect(registered[language]).toBe(await loadCatalogue(join(folder, `${language}.ts`), language));
      }

      await initI18n();
      catalogue.register();
      for (const language of languages) {
        expect(i18n.hasResourceBundle(language, catalogue.namespace), `${language} registered`).toBe(true);
        expect(i18n.getResourceBundle(language, catalogue.namespace)).toEqual(registered[language]);
      }
    },
  );

  it('gives each feature its own namespace, apart from the site’s', async () => {
    const namespaces: string[] = [];
    for (const feature of features) {
      const module: Tree = await import(pathToFileURL(join(webRoot, 'features', feature, 'i18n', 'register.ts')).href);
      namespaces.push(
        ...Object.values(module)
          .filter(isFeatureCatalogue)
          .map((c) => c.namespace),
      );
    }
    expect(namespaces).not.toContain('common');
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });
});

describe('catalogue translations keyed by id', () => {
  it.each(['en', 'es', 'fr'] as const)(
    '%s translates every category, service and plan, and nothing else',
    async (language) => {
      const translation = await catalogueLoaders[language]();
      expect(Object.keys(translation.categories).sort()).toEqual(Object.keys(categories).sort());
      expect(Object.keys(translation.services).sort()).toEqual(serviceDefinitions.map((s) => s.id).sort());
      expect(Object.keys(translation.plans).map(Number).sort()).toEqual(plans.map((p) => p.id).sort());
      for (const plan of plans) {
        const entry = translation.plans[plan.id];
        expect(entry.features, `plan ${plan.id} features`).toHaveLength(plan.features.length);
        expect(entry.badge === null, `plan ${plan.id} badge`).toBe(plan.badge === null);
      }
      expect(emptyLeaves(translation)).toEqual([]);
    },
  );

  it('looks texts up by id and keeps the Portuguese original without a translation', async () => {
    const en = await catalogueLoaders.en();
    const es = await catalogueLoaders.es();
    const merge = {
      id: 'pdf-merge',
      name: 'Juntar PDFs',
      description: 'Combine vários arquivos PDF em um único documento.',
    };
    expect(serviceTexts(en, merge).name).toBe('Merge PDFs');
    expect(serviceTexts(es, merge).name).toBe('Unir PDFs');
    expect(serviceTexts(undefined, merge).name).toBe('Juntar PDFs');
    // The id decides, not the text: a renamed Portuguese original keeps its translation.
    expect(serviceTexts(en, { ...merge, name: 'Unir PDFs (novo nome)' }).name).toBe('Merge PDFs');
    expect(serviceTexts(en, { id: 'service-from-the-future', name: 'Serviço novo', description: '' }).name).toBe(
      'Serviço novo',
    );
    expect(categoryText(en, 'image')).toBe('Image');
    expect(categoryText(en, 'Imagem')).toBe('Image');
    expect(categoryText(undefined, 'video')).toBe('Vídeo');
    const professional = plans.find((p) => p.id === 2);
    expect(professional && planTexts(en, professional).name).toBe('Professional');
    expect(professional && planTexts(es, professional).features[0]).toBe('10.000 créditos al mes');
  });
});

describe('operation parameter descriptions', () => {
  const keysOf = (texts: Readonly<Record<string, Readonly<Record<string, string>>>>) =>
    new Set(Object.entries(texts).flatMap(([id, fields]) => Object.keys(fields).map((field) => `${id} ${field}`)));
  /** `operation id field` for every parameter of every operation, nested fields included, described or not. */
  const everyParameter = new Set(operations.flatMap((op) => parameterPaths(op).map(({ path }) => `${op.id} ${path}`)));
  const catalogues = { pt: ptParameters, en: enParameters, es: esParameters, fr: frParameters };

  it.each(languages)('%s: every parameter of every operation has a description, and only those', (language) => {
    const texts = catalogues[language];
    const own = keysOf(texts);
    expect(
      [...everyParameter].filter((key) => !own.has(key)),
      `undescribed in ${language}`,
    ).toEqual([]);
    expect(
      [...own].filter((key) => !everyParameter.has(key)),
      `stale in ${language}`,
    ).toEqual([]);
    expect(emptyLeaves(texts)).toEqual([]);
  });

  it('English is read from the table: each text is the field schema’s own describe()', () => {
    for (const op of operations)
      for (const { path, description } of parameterPaths(op))
        expect(enParameters[op.id]?.[path], `${op.id} ${path}`).toBe(description);
  });

  it('the translations are translations: Portuguese differs from the English source', () => {
    const pdfFile = 'pdf.split';
    expect(ptParameters[pdfFile]?.file).toMatch(/^O PDF: uma parte multipart/);
    expect(esParameters[pdfFile]?.file).toMatch(/^El PDF: una parte multipart/);
    expect(frParameters[pdfFile]?.file).toMatch(/^Le PDF : une partie multipart/);
    const same = Object.entries(ptParameters).flatMap(([id, fields]) =>
      Object.entries(fields).filter(([field, text]) => enParameters[id]?.[field] === text && /\s\w+\s/.test(text)),
    );
    // Only lists of technical values (e.g. preset names) may read the same in both languages.
    expect(same.map(([field]) => field)).toEqual([]);
  });
});

describe('the site catalogue holds only texts the site shows', () => {
  /** The web sources, catalogues left out (the site's, the legal texts and each feature's i18n folder). */
  const sourceText = (): string => {
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) {
          const catalogues = [join(webRoot, 'i18n', 'locales'), join(webRoot, 'i18n', 'legal')];
          if (!catalogues.includes(path) && !(name === 'i18n' && dir !== webRoot)) walk(path);
        } else if (/\.(ts|tsx)$/.test(name)) files.push(path);
      }
    };
    walk(webRoot);
    return files.map((file) => readFileSync(file, 'utf8')).join('\n');
  };

  it('every key of web/src/i18n/locales is read somewhere, literally or through a template on its prefix', async () => {
    const { pt } = await import('../../../web/src/i18n/locales/pt.js');
    const source = sourceText();
    const used = (key: string): boolean => {
      // i18next plural forms are read through their base key.
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
      if (source.includes(`'${base}'`) || source.includes(`\`${base}\``)) return true;
      const parts = base.split('.');
      return parts.some((_, i) => i > 0 && source.includes(`\`${parts.slice(0, i).join('.')}.\${`));
    };
    // Removed placeholders (a newsletter that stored nothing, an invented testimonial) must not linger here.
    expect(leafKeys(pt).filter((key) => !used(key))).toEqual([]);
  });
});
