// pnpm tsx scripts/make-broadcast-sample.ts
// Writes the broadcast recipients' sample files (spec section 5: "A sample file with those two
// headers can be downloaded") into packages/features/src/broadcast/assets: an .xlsx written by
// scripts/xlsx.ts and the same rows as .csv. Two example rows under the headings show the format.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXCEL_COLUMNS } from '../packages/contract/src/broadcasts';
import { xlsxOf } from '../packages/features/src/test-utils/xlsx';

const assets = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../packages/features/src/broadcast/assets',
);
const rows = [
  [EXCEL_COLUMNS.countryCode, EXCEL_COLUMNS.mobile],
  ['971', '501234567'],
  ['971', '0509876543'],
];
writeFileSync(path.join(assets, 'recipients-sample.xlsx'), xlsxOf(rows, 'Recipients'));
writeFileSync(
  path.join(assets, 'recipients-sample.csv'),
  `${rows.map((row) => row.join(',')).join('\r\n')}\r\n`,
);
