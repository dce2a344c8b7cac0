import type { PayLineKind, PayUnit } from '@haulage/shared/contracts';
import { csvFile, kronor } from '../../../../http/csv';

/** One approved payslip line with the employee it pays: the only shape that carries a personal identity number. */
export interface PayrollRow {
  employeeNumber: string;
  personalIdentityNumber: string | null;
  firstName: string;
  lastName: string;
  period: string;
  periodTo: string;
  kind: PayLineKind;
  description: string;
  date: string | null;
  quantity: number;
  unit: PayUnit;
  rate: number;
  amount: number;
}

/**
 * Pay type codes (löneart) the export writes; the payroll program maps them to its own. Kept as
 * one table so a customer's payroll setup changes one place.
 */
export const PAY_TYPE_CODES: Record<PayLineKind, string> = {
  salary: '011',
  hours: '012',
  km: '013',
  job: '014',
  ob_evening: '311',
  ob_night: '312',
  ob_weekend: '313',
  ob_holiday: '314',
  overtime: '320',
  per_diem_full: '711',
  per_diem_partial: '712',
  manual: '900',
};

/** öre → kronor as XML writes a decimal (a point). */
const xmlKronor = (ore: number): string => (ore / 100).toFixed(2);

/** Swedish Excel's CSV (UTF-8 BOM, `;`, decimal commas, kronor). */
export const payrollCsv = (rows: readonly PayrollRow[]): string =>
  csvFile(
    [
      'employee number',
      'personal identity number',
      'last name',
      'first name',
      'period',
      'pay type',
      'kind',
      'description',
      'date',
      'quantity',
      'unit',
      'rate',
      'amount',
    ],
    rows.map((r) => [
      r.employeeNumber,
      r.personalIdentityNumber,
      r.lastName,
      r.firstName,
      r.period,
      PAY_TYPE_CODES[r.kind],
      r.kind,
      r.description,
      r.date,
      r.quantity,
      r.unit,
      kronor(r.rate),
      kronor(r.amount),
    ]),
  );

const xml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** PAXml 2.0 (the Swedish payroll import format): the employees, then one `lonetrans` per line. */
export const payrollPaxml = (rows: readonly PayrollRow[], createdAt: string): string => {
  const people = new Map(rows.map((r) => [r.employeeNumber, r]));
  const idAttributes = (r: PayrollRow) =>
    `anstid="${xml(r.employeeNumber)}"${r.personalIdentityNumber ? ` persnr="${xml(r.personalIdentityNumber)}"` : ''}`;
  const personal = [...people.values()].map(
    (r) =>
      `    <person ${idAttributes(r)}>\n      <fornamn>${xml(r.firstName)}</fornamn>\n      <efternamn>${xml(r.lastName)}</efternamn>\n    </person>`,
  );
  const transactions = rows.map((r) =>
    [
      `    <lonetrans ${idAttributes(r)}>`,
      `      <lonart>${PAY_TYPE_CODES[r.kind]}</lonart>`,
      `      <benamning>${xml(r.description)}</benamning>`,
      `      <datum>${r.date ?? r.periodTo}</datum>`,
      `      <antal>${r.quantity.toFixed(2)}</antal>`,
      `      <apris>${xmlKronor(r.rate)}</apris>`,
      `      <belopp>${xmlKronor(r.amount)}</belopp>`,
      '    </lonetrans>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<paxml xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.paxml.se/2.0/paxml.xsd">',
    '  <header>',
    '    <format>LÖNIN</format>',
    '    <version>2.0</version>',
    `    <datum>${createdAt.slice(0, 19)}</datum>`,
    '  </header>',
    '  <personal>',
    ...personal,
    '  </personal>',
    '  <lonetransaktioner>',
    ...transactions,
    '  </lonetransaktioner>',
    '</paxml>',
    '',
  ].join('\n');
};
