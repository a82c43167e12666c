import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { categories, plannedServices, serviceDefinitions, serviceOperation } from '../../../shared/catalogue/index.js';
import { familyNames } from '../../../shared/i18n/families.js';
import {
  catalogueLoaders,
  categoryText,
  type OperationTranslation,
  operationTextLoaders,
  parameterText,
  planTexts,
  serviceTexts,
} from '../../../shared/i18n/index.js';
import { parameterPaths } from '../../../shared/i18n/parameter-paths.js';
import { operations } from '../../../shared/operations/index.js';
import { plans } from '../../../shared/plans.js';
import { isFeatureCatalogue } from '../../../web/src/i18n/feature-catalogue.js';
import { i18n, initI18n } from '../../../web/src/i18n/index.js';

/**
 * Every text a user reads comes from catalogues in pt, en, es and fr. These tests fail when one catalogue lacks a
 * key another has: the web's own namespaces (found on disk, so a new feature's catalogues are checked without
 * listing them here), the category and plan translations keyed by id, and the texts about operations (service
 * cards, parameter descriptions) keyed by operation id and checked against the operation table.
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
    '%s translates every category, family and plan, and nothing else',
    async (language) => {
      const translation = await catalogueLoaders[language]();
      expect(Object.keys(translation).sort()).toEqual(['categories', 'extraPack', 'families', 'freeTier', 'plans']);
      expect(Object.keys(translation.categories).sort()).toEqual(Object.keys(categories).sort());
      expect(Object.keys(translation.families).sort()).toEqual(Object.keys(familyNames).sort());
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
    const en = await operationTextLoaders.en();
    const es = await operationTextLoaders.es();
    const merge = {
      id: 'pdf-merge',
      name: 'Juntar PDFs',
      description: 'Combine vários arquivos PDF em um único documento.',
      operationId: 'pdf.merge',
    };
    expect(serviceTexts(en, merge).name).toBe('Merge PDFs');
    expect(serviceTexts(es, merge).name).toBe('Unir PDFs');
    expect(serviceTexts(undefined, merge).name).toBe('Juntar PDFs');
    // The id decides, not the text: a renamed Portuguese original keeps its translation.
    expect(serviceTexts(en, { ...merge, name: 'Unir PDFs (novo nome)' }).name).toBe('Merge PDFs');
    expect(serviceTexts(en, { id: 'service-from-the-future', name: 'Serviço novo', description: '' }).name).toBe(
      'Serviço novo',
    );
    // A planned service sells no operation yet: its texts are found by its service id.
    const [planned] = plannedServices;
    expect(planned && serviceTexts(en, { ...planned, operationId: null }).name).toBe('AI model training');
    const site = await catalogueLoaders.en();
    const siteEs = await catalogueLoaders.es();
    expect(categoryText(site, 'image')).toBe('Image');
    expect(categoryText(site, 'Imagem')).toBe('Image');
    expect(categoryText(undefined, 'video')).toBe('Vídeo');
    const professional = plans.find((p) => p.id === 2);
    expect(professional && planTexts(site, professional).name).toBe('Professional');
    expect(professional && planTexts(siteEs, professional).features[0]).toBe('10.000 créditos al mes');
  });
});

describe('texts about operations: one module per language, keyed by operation id (shared/i18n/operations)', () => {
  /** The operation that sells each card (the first entry naming it): its texts carry the card's translation. */
  const sellers = new Set(
    serviceDefinitions.flatMap((def) => {
      const op = serviceOperation(def);
      return op === undefined ? [] : [op.id];
    }),
  );

  /**
   * What a language must say, read from the table: `<op> card` where the entry sells a card (not pt: its card is the
   * table's), `<op> summary` for every operation and `<op> description` where the table has a `doc.description` (the
   * docs reference and the playground; not en: the table's `doc`), `<op> parameter <path>` for every parameter, nested
   * ones included (not en: the table's `describe()`), `planned <service>` for every planned service (not pt).
   */
  const expectedKeys = (language: (typeof languages)[number]): Set<string> =>
    new Set([
      ...operations.flatMap((op) => [
        ...(language !== 'pt' && sellers.has(op.id) ? [`${op.id} card`] : []),
        ...(language !== 'en' ? [`${op.id} summary`] : []),
        ...(language !== 'en' && op.doc.description !== undefined ? [`${op.id} description`] : []),
        ...(language !== 'en' ? parameterPaths(op).map(({ path }) => `${op.id} parameter ${path}`) : []),
      ]),
      ...(language === 'pt' ? [] : plannedServices.map((s) => `planned ${s.id}`)),
    ]);

  const ownKeys = (texts: OperationTranslation): Set<string> =>
    new Set([
      ...Object.entries(texts.operations).flatMap(([id, entry]) => [
        ...(entry.card === undefined ? [] : [`${id} card`]),
        ...(entry.summary === undefined ? [] : [`${id} summary`]),
        ...(entry.description === undefined ? [] : [`${id} description`]),
        ...Object.keys(entry.parameters ?? {}).map((path) => `${id} parameter ${path}`),
      ]),
      ...Object.keys(texts.plannedServices).map((id) => `planned ${id}`),
    ]);

  it.each(languages)('%s: every text the table calls for, none stale, none empty', async (language) => {
    const texts = await operationTextLoaders[language]();
    const expected = expectedKeys(language);
    const own = ownKeys(texts);
    expect(
      [...expected].filter((key) => !own.has(key)),
      `missing in ${language}`,
    ).toEqual([]);
    expect(
      [...own].filter((key) => !expected.has(key)),
      `stale in ${language} (an operation or card the table does not have)`,
    ).toEqual([]);
    // An operation listed with nothing to say is stale too.
    expect(
      Object.entries(texts.operations).filter(
        ([, entry]) => ownKeys({ operations: { x: entry }, plannedServices: {} }).size === 0,
      ),
    ).toEqual([]);
    expect(emptyLeaves(texts)).toEqual([]);
  });

  it('English is the table: every parameter is described there, and no language file holds English parameters or operation texts', async () => {
    const undescribed = operations.flatMap((op) =>
      parameterPaths(op).flatMap(({ path, description }) =>
        description === undefined || description.trim() === '' ? [`${op.id} ${path}`] : [],
      ),
    );
    expect(undescribed).toEqual([]);
    const en = await operationTextLoaders.en();
    expect(Object.values(en.operations).filter((entry) => entry.parameters !== undefined)).toEqual([]);
    expect(
      Object.entries(en.operations).filter(
        ([, entry]) => entry.summary !== undefined || entry.description !== undefined,
      ),
    ).toEqual([]);
    expect(parameterText(en, 'pdf.split', 'file')).toBeUndefined();
  });

  /** Words of a text outside its code spans: a bare shape such as `{id, url}` reads the same in every language. */
  const wordsOutsideCode = (text: string): number =>
    text
      .replace(/`[^`]*`/g, ' ')
      .split(/\s+/)
      .filter((word) => /\p{L}/u.test(word)).length;

  it('no English text of the table is copied anywhere else in the code (shared, web, functions)', () => {
    /** The table's English texts long enough to be prose: parameter and operation descriptions of four words or more. */
    const english = new Set(
      operations.flatMap((op) =>
        [...parameterPaths(op).map(({ description }) => description), op.doc.description].flatMap((description) =>
          description !== undefined && wordsOutsideCode(description) >= 4 ? [description] : [],
        ),
      ),
    );
    const root = process.cwd();
    const table = join(root, 'shared', 'operations');
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) {
          if (path !== table && name !== 'node_modules') walk(path);
        } else if (/\.(ts|tsx)$/.test(name)) files.push(path);
      }
    };
    for (const dir of ['shared', join('web', 'src'), 'functions']) walk(join(root, dir));
    expect(files.length).toBeGreaterThan(100);
    const copies = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return [...english]
        .filter((text) => source.includes(text))
        .map((text) => `${file.slice(root.length + 1)}: ${text}`);
    });
    expect(copies).toEqual([]);
  });

  it('the translations are translations: Portuguese differs from the English source', async () => {
    const [pt, es, fr] = await Promise.all([
      operationTextLoaders.pt(),
      operationTextLoaders.es(),
      operationTextLoaders.fr(),
    ]);
    expect(parameterText(pt, 'pdf.split', 'file')).toMatch(/^O PDF: uma parte multipart/);
    expect(parameterText(es, 'pdf.split', 'file')).toMatch(/^El PDF: una parte multipart/);
    expect(parameterText(fr, 'pdf.split', 'file')).toMatch(/^Le PDF : une partie multipart/);
    const english = new Map(
      operations.flatMap((op) => parameterPaths(op).map(({ path, description }) => [`${op.id} ${path}`, description])),
    );
    const same = Object.entries(pt.operations).flatMap(([id, entry]) =>
      Object.entries(entry.parameters ?? {}).filter(
        ([path, text]) => english.get(`${id} ${path}`) === text && /\s\w+\s/.test(text),
      ),
    );
    // Only lists of technical values (e.g. preset names) may read the same in both languages.
    expect(same.map(([path]) => path)).toEqual([]);
    // Operation summaries and descriptions too, in every language: only a bare shape in code (`{id, url}`) may match.
    const prose = (text: string): boolean => /\s\w+\s/.test(text.replace(/`[^`]*`/g, ''));
    for (const [language, texts] of Object.entries({ pt, es, fr })) {
      const untranslated = operations.flatMap((op) => {
        const entry = texts.operations[op.id];
        return [
          [op.doc.summary, entry?.summary],
          [op.doc.description, entry?.description],
        ].flatMap(([english, text]) => (text !== undefined && text === english && prose(text) ? [op.id] : []));
      });
      expect(untranslated, language).toEqual([]);
    }
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
