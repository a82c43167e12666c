import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Spanish speaks to the reader one way: "tú" (as the landing, the sign-up and the dashboard do). These are the
 * "usted" forms the catalogues once mixed in: the possessive, the pronoun and the imperatives with enclitics.
 */
const usted =
  /\b(usted|ustedes|introduzca|inténtelo|guárdelo|actualice|pruebe|genere|ejecute|complete|elija|seleccione|escriba|revise|confirme|ingrese|compruebe|cree|suba|úselos|entrene|añada|extraiga|convierta|obtenga|transcriba|reconozca|repita|le enviamos|su (api key|clave|cuenta|servidor|proyecto|correo|contraseña))\b/i;

const root = process.cwd();
const spanishCatalogues = (): string[] => {
  const files = [
    join(root, 'web/src/i18n/locales/es.ts'),
    join(root, 'web/src/i18n/legal/es.ts'),
    join(root, 'shared/i18n/catalogue/es.ts'),
    join(root, 'shared/i18n/operations/es.ts'),
    join(root, 'shared/i18n/openapi/es.ts'),
    join(root, 'shared/i18n/responses/es.ts'),
  ];
  const features = join(root, 'web/src/features');
  for (const feature of readdirSync(features)) {
    const file = join(features, feature, 'i18n', 'es.ts');
    try {
      if (statSync(file).isFile()) files.push(file);
    } catch {
      // A feature without catalogues.
    }
  }
  return files;
};

describe('one form of address per language', () => {
  it.each(spanishCatalogues().map((file) => [file.slice(root.length + 1), file]))(
    '%s: Spanish says "tú", never "usted"',
    (_name, file) => {
      const lines = readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => `${index + 1}: ${line.trim()}`)
        .filter((line) => usted.test(line));
      expect(lines).toEqual([]);
    },
  );
});
