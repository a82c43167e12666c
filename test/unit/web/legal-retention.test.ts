import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requestLogRetentionDays } from '../../../functions/core/metering/request-log.js';
import { accessRecordMonths } from '../../../infra/aws/access-records.js';
import { en as privacyEn } from '../../../web/src/features/dashboard/i18n/privacy/en.js';
import { es as privacyEs } from '../../../web/src/features/dashboard/i18n/privacy/es.js';
import { fr as privacyFr } from '../../../web/src/features/dashboard/i18n/privacy/fr.js';
import { pt as privacyPt } from '../../../web/src/features/dashboard/i18n/privacy/pt.js';
import { legal as en } from '../../../web/src/i18n/legal/en.js';
import { legal as es } from '../../../web/src/i18n/legal/es.js';
import { legal as fr } from '../../../web/src/i18n/legal/fr.js';
import { legal as pt } from '../../../web/src/i18n/legal/pt.js';
import type { LegalDocument, LegalTexts } from '../../../web/src/i18n/legal/types.js';
import { en as commonEn } from '../../../web/src/i18n/locales/en.js';
import { es as commonEs } from '../../../web/src/i18n/locales/es.js';
import { fr as commonFr } from '../../../web/src/i18n/locales/fr.js';
import { pt as commonPt } from '../../../web/src/i18n/locales/pt.js';

/**
 * The retention the legal pages state is the retention the code keeps (docs/privacy.md#retention): the request log
 * shown in the dashboard for `requestLogRetentionDays`, records of access (IP, date and time) for
 * `accessRecordMonths` under the Marco Civil da Internet, art. 15, in the privacy policy and the terms alike.
 */
const languages: readonly {
  readonly name: string;
  readonly texts: LegalTexts;
  readonly requestLog: RegExp;
  readonly accessRecords: RegExp;
  readonly days: string;
  readonly months: string;
}[] = [
  {
    name: 'pt',
    texts: pt,
    requestLog: /registro de requisições/i,
    accessRecords: /registros de acesso/i,
    days: 'dias',
    months: 'meses',
  },
  {
    name: 'en',
    texts: en,
    requestLog: /request log/i,
    accessRecords: /records of access/i,
    days: 'days',
    months: 'months',
  },
  {
    name: 'es',
    texts: es,
    requestLog: /registro de solicitudes/i,
    accessRecords: /registros de acceso/i,
    days: 'días',
    months: 'meses',
  },
  {
    name: 'fr',
    texts: fr,
    requestLog: /journal des requêtes/i,
    accessRecords: /journaux d'accès/i,
    days: 'jours',
    months: 'mois',
  },
];

const paragraphs = (doc: LegalDocument): string[] => doc.sections.flatMap((s) => s.paragraphs);

/** Every "<n> <unit>" the text states, as numbers. */
const amounts = (text: string, unit: string): number[] =>
  [...text.matchAll(new RegExp(`(\\d+) ${unit}\\b`, 'gu'))].map((m) => Number(m[1]));

describe.each(languages)('legal texts in $name', ({ texts, requestLog, accessRecords, days, months }) => {
  for (const document of ['privacy', 'terms'] as const) {
    it(`${document}: the request log is kept ${requestLogRetentionDays} days`, () => {
      const about = paragraphs(texts[document]).filter((p) => requestLog.test(p) && amounts(p, days).length > 0);
      expect(about.length).toBeGreaterThan(0);
      for (const p of about) expect(amounts(p, days)).toContain(requestLogRetentionDays);
    });

    it(`${document}: records of access (IP, time) are kept ${accessRecordMonths} months under art. 15`, () => {
      const about = paragraphs(texts[document]).filter((p) => accessRecords.test(p));
      expect(about.length).toBeGreaterThan(0);
      for (const p of paragraphs(texts[document]).filter((p) => p.includes('Marco Civil'))) {
        expect(amounts(p, months)).toEqual([accessRecordMonths]);
      }
      for (const p of about) {
        expect(p).toMatch(/\bIP\b/);
        expect(p).toContain('art. 15');
        expect(amounts(p, months)).toEqual([accessRecordMonths]);
      }
    });
  }
});

/** What the deletion dialog says stays, and the landing's notice once it is done. */
const afterDeletion = [
  { name: 'pt', kept: privacyPt.privacy.keptList, notice: commonPt.common.accountDeleted, months: 'meses' },
  { name: 'en', kept: privacyEn.privacy.keptList, notice: commonEn.common.accountDeleted, months: 'months' },
  { name: 'es', kept: privacyEs.privacy.keptList, notice: commonEs.common.accountDeleted, months: 'meses' },
  { name: 'fr', kept: privacyFr.privacy.keptList, notice: commonFr.common.accountDeleted, months: 'mois' },
] as const;

describe.each(afterDeletion)('what a deletion keeps, in $name', ({ kept, notice, months }) => {
  it(`names the records of access kept ${accessRecordMonths} months, in the dialog and the notice`, () => {
    expect(amounts(kept, months)).toEqual([accessRecordMonths]);
    expect(kept).toContain('art. 15');
    expect(amounts(notice, months)).toEqual([accessRecordMonths]);
  });
});

describe('docs/privacy.md', () => {
  const doc = readFileSync(join(process.cwd(), 'docs/privacy.md'), 'utf8');
  const retention = doc.slice(doc.indexOf('## Retention'));

  it('states the same two periods as the code and the legal pages', () => {
    expect(doc).toContain('## Retention');
    expect(retention).toContain(`**${requestLogRetentionDays} days**`);
    expect(retention).toContain(`**${accessRecordMonths} months**`);
    expect(retention).toContain('art. 15');
  });
});
