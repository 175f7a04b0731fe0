import {
  DATASET_COLUMNS,
  DATASET_FIELDS,
  DATASET_LIST_SEPARATOR,
  type DatasetColumn,
} from '@libatlas/contracts';
import Papa from 'papaparse';
import type { DatasetRecord } from './datasetRecord';

const COLUMNS: DatasetColumn[] = DATASET_FIELDS.flatMap((field) => DATASET_COLUMNS[field]);

/**
 * A cell a spreadsheet would run as a formula (OWASP's CSV injection): one that starts with `=`,
 * `@`, a tab or a carriage return, or with `+` or `-` followed by more than a number (a phone
 * number such as `+44 20 7412 7000` stays as it is). Papa Parse writes such a cell after a `'`.
 */
const FORMULA = /^(?:[=@\t\r]|[+-](?![\d\s().+/-]*$))/;

/** The byte order mark, by which spreadsheet programs know the file is UTF-8 (Arabic intact). */
const BOM = '\uFEFF';

function cell(value: DatasetRecord[DatasetColumn]): string | number {
  if (value === null) return '';
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (Array.isArray(value)) return value.join(DATASET_LIST_SEPARATOR);
  return Object.entries(value)
    .map(([field, source]) => `${field}: ${source.url} (${source.date})`)
    .join(DATASET_LIST_SEPARATOR);
}

/**
 * The libraries as CSV (RFC 4180: CRLF, quoted where needed), written by Papa Parse: a header row
 * of DATASET_COLUMNS' names, then one row per library, the whole in UTF-8 with a BOM.
 */
export function datasetCsv(records: readonly DatasetRecord[]): string {
  const rows = records.map((record) => COLUMNS.map((column) => cell(record[column])));
  return BOM + Papa.unparse({ fields: COLUMNS, data: rows }, { escapeFormulae: FORMULA });
}
