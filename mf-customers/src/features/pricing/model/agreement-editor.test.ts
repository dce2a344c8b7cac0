import type { PriceLine } from '@haulage/shared/contracts';
import { buildEditorRows, resetRow, rowProblems, rowsToOverrideLines } from './agreement-editor';

const line = (partial: Partial<PriceLine> & Pick<PriceLine, 'vehicleClass' | 'component' | 'unitPrice'>): PriceLine =>
  ({ minQuantity: null, minCharge: null, freeQuantity: null, rounding: 'none', fromArea: null, toArea: null, ...partial }) as PriceLine;

const generic = [
  line({ vehicleClass: 'truck', component: 'hour', unitPrice: 65000, minQuantity: 2, rounding: 'per_started_15_min' }),
  line({ vehicleClass: 'truck', component: 'km', unitPrice: 1850 }),
  line({ vehicleClass: 'van', component: 'hour', unitPrice: 45000 }),
  line({ vehicleClass: 'truck', component: 'zone_to_zone', unitPrice: 250000, fromArea: 'Göteborg', toArea: 'Borås' }),
];

describe('agreement editor rows', () => {
  it('shows every vehicle class × component with the generic value inherited', () => {
    const rows = buildEditorRows(generic, []);
    expect(rows.filter((row) => row.component !== 'zone_to_zone')).toHaveLength(12);
    const truckHour = rows.find((row) => row.key === 'truck|hour')!;
    expect(truckHour).toMatchObject({ override: false, unitPrice: '650', minQuantity: '2', rounding: 'per_started_15_min' });
    expect(rows.find((row) => row.key === 'truck|km')!.unitPrice).toBe('18,50');
    expect(rows.find((row) => row.key === 'van|stop')).toMatchObject({ inherited: null, unitPrice: '' });
    expect(rows.find((row) => row.component === 'zone_to_zone')).toMatchObject({
      fromArea: 'Göteborg',
      toArea: 'Borås',
      unitPrice: '2500',
    });
  });

  it('marks the customer’s own lines as overrides and shows their values', () => {
    const rows = buildEditorRows(generic, [line({ vehicleClass: 'truck', component: 'hour', unitPrice: 59000 })]);
    expect(rows.find((row) => row.key === 'truck|hour')).toMatchObject({ override: true, unitPrice: '590', minQuantity: '' });
  });

  it('sends only the overridden rows, with kronor turned into öre', () => {
    const rows = buildEditorRows(generic, []).map((row) =>
      row.key === 'truck|km' ? { ...row, override: true, unitPrice: '17,25', minCharge: '500' } : row,
    );
    expect(rowsToOverrideLines(rows)).toEqual([
      {
        vehicleClass: 'truck',
        component: 'km',
        unitPrice: 1725,
        minQuantity: null,
        minCharge: 50000,
        freeQuantity: null,
        rounding: 'none',
      },
    ]);
  });

  it('brings the inherited value back when an override is switched off', () => {
    const [row] = buildEditorRows(generic, [line({ vehicleClass: 'truck', component: 'hour', unitPrice: 59000 })]);
    expect(resetRow(row!)).toMatchObject({ override: false, unitPrice: '650', minQuantity: '2' });
  });

  it('reports unreadable prices on the row’s inputs', () => {
    const rows = buildEditorRows(generic, []).map((row, index) =>
      index === 1 ? { ...row, override: true, unitPrice: 'abc', freeQuantity: '-1' } : row,
    );
    expect(rowProblems(rows)).toEqual([
      { path: 'rows.1.unitPrice', message: 'Enter a price in kronor, e.g. 650 or 12,50' },
      { path: 'rows.1.freeQuantity', message: 'Enter zero or a positive number' },
    ]);
  });
});
