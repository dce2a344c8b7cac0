import type { CustomerPricing } from '@haulage/shared/contracts';
import { emptyStop } from './job-form';
import { agreementOn, previewQuantities } from './price-quantities';

const agreement = (documentId: string, status: string, validFrom: string | null, validTo: string | null) =>
  ({ documentId, status, validFrom, validTo, lines: [], currency: 'SEK', name: documentId }) as unknown as CustomerPricing;

describe('agreementOn', () => {
  const agreements = [agreement('old', 'expired', null, null), agreement('2026', 'active', '2026-01-01', '2026-12-31')];

  it('takes the active agreement valid on the day', () => {
    expect(agreementOn(agreements, '2026-05-01')?.documentId).toBe('2026');
  });

  it('has none outside its validity, so the generic model prices alone', () => {
    expect(agreementOn(agreements, '2027-01-01')).toBeNull();
    expect(agreementOn([agreement('open', 'active', null, null)], '2030-01-01')?.documentId).toBe('open');
  });
});

describe('previewQuantities', () => {
  const areas: Record<string, string> = { gbg: 'Göteborg', jkpg: 'Jönköping', sthlm: 'Stockholm' };
  const areaOf = (id: string) => areas[id] ?? null;

  it('rates km planned, the stops’ span, their number and the zones of first pickup and last delivery', () => {
    const quantities = previewQuantities(
      {
        vehicleClass: 'truck',
        kmPlanned: '312,5',
        stops: [
          { ...emptyStop('other'), destination: 'sthlm' },
          { ...emptyStop('pickup'), destination: 'gbg', plannedFrom: '2026-03-10T08:00', plannedTo: '2026-03-10T09:00' },
          { ...emptyStop('delivery'), destination: 'jkpg', plannedFrom: '2026-03-10T11:30' },
        ],
      },
      areaOf,
    );
    expect(quantities).toEqual({ vehicleClass: 'truck', km: 312.5, hours: 3.5, stops: 3, fromArea: 'Göteborg', toArea: 'Jönköping' });
  });

  it('leaves out what is not given yet', () => {
    const quantities = previewQuantities({ vehicleClass: 'van', kmPlanned: 'far', stops: [emptyStop('pickup')] }, areaOf);
    expect(quantities).toEqual({ vehicleClass: 'van', km: undefined, hours: undefined, stops: 1, fromArea: null, toArea: null });
  });
});
