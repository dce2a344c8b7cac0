/**
 * The example a user downloads: the columns the API reads (job field names, the consignment
 * note's goods and an ADR job's UN number, class and packing group among them, and a pickup and a
 * delivery by destination name with their windows in office time), `;` separated as Swedish Excel
 * saves it, decimal commas and ja/nej, with a BOM so Excel opens it as UTF-8. Its customers and
 * places are the demo haulier's, so it imports as it is there.
 */
export const EXAMPLE_JOB_COLUMNS = [
  'customer',
  'customerReference',
  'plannedDate',
  'goodsDescription',
  'goodsMarks',
  'packageCount',
  'packaging',
  'weightKg',
  'volumeM3',
  'pallets',
  'adr',
  'unNumber',
  'adrClass',
  'packingGroup',
  'vehicleClass',
  'kmPlanned',
  'notesDriver',
] as const;

export const EXAMPLE_STOP_COLUMNS = ['pickup', 'pickupFrom', 'pickupTo', 'delivery', 'deliveryFrom', 'deliveryTo'] as const;

export const EXAMPLE_COLUMNS = [...EXAMPLE_JOB_COLUMNS, ...EXAMPLE_STOP_COLUMNS] as const;

export const exampleCsv = (plannedDate: string): string =>
  [
    EXAMPLE_COLUMNS.join(';'),
    `Hisingens Bygg & Mark AB;PO-4711;${plannedDate};Building materials;HBM 1-18;18;EUR pallets;12 500;33,2;18;nej;;;;truck;142,5;Ring at the gate;` +
      `Göteborgs hamn, Skandiahamnen;07:00;08:00;IKEA Distribution Jönköping;10:30;11:30`,
    `Västkustens Livs AB;PO-4712;${plannedDate};Chilled dairy;;;;3 200,5;;8;nej;;;;van;38;;` +
      `Volvo Cars Torslanda;${plannedDate} 06:00;${plannedDate} 06:30;Borås textilhögskola lager;08:00;09:00`,
    `Hisingens Bygg & Mark AB;PO-4713;${plannedDate};Diesel fuel;HBM IBC 1-2;2;IBC;1 700;2;2;ja;1202;3;III;truck;96;ADR: orange plates;` +
      `Göteborgs hamn, Skandiahamnen;09:00;10:00;Volvo Cars Torslanda;11:00;12:00`,
  ].join('\r\n');

export const exampleCsvHref = (plannedDate: string): string =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${exampleCsv(plannedDate)}\r\n`)}`;

/** The API reads JSON bodies up to 2 MB; 500 jobs, its limit, fit well within that. */
export const MAX_CSV_BYTES = 2 * 1024 * 1024;

/** A share in whole percent, for a progress bar. */
export const percent = (done: number, total: number): number => (total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0);
