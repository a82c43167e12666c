import { strToU8, zipSync } from 'fflate';
import { toCsv } from './csv.js';
import { exportable, kindOf, type PartitionItem, type RawItem, sectionOfKind, unexportedKinds } from './partition.js';

/**
 * The export archive (docs/privacy.md): `data.json` holds every section, and each table-like section also comes
 * as `<section>.csv` for spreadsheets. Pure: the items in, the zip bytes out.
 */

export interface ExportSections {
  readonly profile: RawItem | null;
  readonly [section: string]: RawItem | null | readonly RawItem[];
}

export interface ExportMeta {
  readonly accountId: string;
  readonly email: string;
  readonly exportedAt: string;
}

/** Groups the partition's items into the export's sections, secrets and machinery left out. */
export function sectionsOf(items: readonly PartitionItem[]): {
  profile: RawItem | null;
  tables: Map<string, RawItem[]>;
} {
  let profile: RawItem | null = null;
  const tables = new Map<string, RawItem[]>();
  for (const { SK, item } of items) {
    const kind = kindOf(SK);
    if (unexportedKinds.has(kind)) continue;
    const section = sectionOfKind[kind] ?? kind.toLowerCase();
    if (section === 'profile') {
      profile = exportable(item);
      continue;
    }
    const rows = tables.get(section) ?? [];
    rows.push(exportable(item));
    tables.set(section, rows);
  }
  return { profile, tables };
}

/** Sections every archive has, even when empty, so a reader can tell "none" from "not exported". */
const alwaysListed = ['keys', 'usage', 'requests', 'jobs', 'imageHistory', 'speechHistory', 'purchases'];

export function buildArchive(items: readonly PartitionItem[], meta: ExportMeta): Uint8Array {
  const { profile, tables } = sectionsOf(items);
  for (const name of alwaysListed) if (!tables.has(name)) tables.set(name, []);
  const data = {
    format: 'alquimia-export/1',
    exportedAt: meta.exportedAt,
    accountId: meta.accountId,
    email: meta.email,
    profile,
    ...Object.fromEntries(tables),
  };
  const files: Record<string, Uint8Array> = {
    'data.json': strToU8(JSON.stringify(data, null, 2)),
    'README.txt': strToU8(readme(meta)),
  };
  if (profile) files['profile.csv'] = strToU8(toCsv([profile]));
  for (const [name, rows] of tables) files[`${name}.csv`] = strToU8(toCsv(rows));
  return zipSync(files, { level: 6 });
}

const readme = (meta: ExportMeta): string =>
  [
    `Alquimia data export for ${meta.email} (${meta.accountId}), ${meta.exportedAt}.`,
    '',
    'data.json holds everything; each table is also a CSV file (UTF-8, comma separated).',
    'API keys are listed by name and dates only: their secrets are never exported.',
    '',
  ].join('\r\n');
