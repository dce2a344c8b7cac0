import { diffChanges } from './audit';
import { filterToListQuery } from './filter';
import { linesToPricingShape, priceAgreementInputSchema, pricingShapeToLines, withLinesFromShape } from './pricing';

const hour = { vehicleClass: 'truck' as const, component: 'hour' as const, unitPrice: 695_00, rounding: 'per_started_15_min' as const };
const vanKm = { vehicleClass: 'van' as const, component: 'km' as const, unitPrice: 9_00, rounding: 'whole_km' as const };

describe('pricing shape', () => {
  it('converts lines to the spec shape and back', () => {
    const lines = priceAgreementInputSchema.parse({ name: 'x', lines: [vanKm, hour] }).lines;
    const shape = linesToPricingShape(lines);
    expect(shape.columns).toEqual(['hour', 'km']);
    expect(shape.truckModel).toEqual([expect.objectContaining({ component: 'hour', unitPrice: 695_00 })]);
    expect(shape.vanModel[0]).not.toHaveProperty('vehicleClass');
    expect(pricingShapeToLines(shape)).toEqual([lines[1], lines[0]]);
  });

  it('accepts a body in the spec shape', () => {
    const body = withLinesFromShape({ name: 'x', columns: ['hour'], truckModel: [{ component: 'hour', unitPrice: 100 }] });
    expect(priceAgreementInputSchema.parse(body).lines).toEqual([
      expect.objectContaining({ vehicleClass: 'truck', component: 'hour', unitPrice: 100 }),
    ]);
  });

  it('refuses öre fractions, duplicate lines, zone prices without areas and reversed dates', () => {
    const issues = (input: unknown) => {
      const result = priceAgreementInputSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(issues({ name: 'x', lines: [{ ...hour, unitPrice: 695.5 }] })).toEqual([
      'lines.0.unitPrice: Unit price must be a whole number of öre',
    ]);
    expect(issues({ name: 'x', lines: [hour, hour] })).toEqual(['lines.1.component: The truck line “Hours” is given twice']);
    expect(issues({ name: 'x', lines: [{ ...hour, component: 'zone_to_zone', fromArea: 'Malmö' }] })).toEqual([
      'lines.0.fromArea: A zone price needs both a from area and a to area',
    ]);
    expect(issues({ name: 'x', validFrom: '2026-02-01', validTo: '2026-01-01' })).toEqual([
      'validTo: Valid to cannot be before valid from',
    ]);
  });
});

describe('saved customer filters', () => {
  it('maps to Strapi filters, contacts included in the search', () => {
    expect(filterToListQuery({})).toEqual({ filters: {} });
    const { filters } = filterToListQuery({ search: 'lind', customerStatus: 'active' });
    expect(filters).toEqual({
      $and: [
        { customerStatus: { $eq: 'active' } },
        { $or: expect.arrayContaining([{ companyName: { $containsi: 'lind' } }, { contacts: { firstName: { $containsi: 'lind' } } }]) },
      ],
    });
  });
});

describe('diffChanges', () => {
  it('lists changed fields only, ignoring bookkeeping fields', () => {
    expect(
      diffChanges({ companyName: 'A', phoneNumber: null, updatedAt: '1' }, { companyName: 'B', phoneNumber: undefined, updatedAt: '2' }),
    ).toEqual([{ field: 'companyName', from: 'A', to: 'B' }]);
    expect(diffChanges(null, { companyName: 'A' })).toEqual([{ field: 'companyName', from: null, to: 'A' }]);
    expect(diffChanges({ lines: [{ unitPrice: 1 }] }, { lines: [{ unitPrice: 2 }] })).toEqual([
      { field: 'lines', from: [{ unitPrice: 1 }], to: [{ unitPrice: 2 }] },
    ]);
  });
});
