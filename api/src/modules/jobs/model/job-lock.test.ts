import { lockRefusal, type PricedFacts, pricedChanges } from './job-lock';

const facts: PricedFacts = {
  customer: 3,
  vehicleClass: 'truck',
  plannedDate: '2026-03-02',
  kmPlanned: 150,
  kmActual: 162.5,
  hoursActual: 6,
  stops: [
    { type: 'pickup', destination: 1, plannedFrom: '2026-03-02T07:00:00.000Z', plannedTo: null },
    { type: 'delivery', destination: 2, plannedFrom: null, plannedTo: null },
  ],
};

describe('pricedChanges', () => {
  it('names only the priced fields a write changes', () => {
    expect(pricedChanges(facts, { kmActual: 170, hoursActual: 6, vehicleClass: 'truck' })).toEqual(['kmActual']);
    expect(pricedChanges(facts, { customer: 4, plannedDate: null })).toEqual(['customer', 'plannedDate']);
    expect(pricedChanges(facts, {})).toEqual([]);
  });

  it('sees stops sent again unchanged as no change, the same instant written another way included', () => {
    const again = [{ ...facts.stops[0]!, plannedFrom: '2026-03-02T08:00:00+01:00' }, facts.stops[1]!];
    expect(pricedChanges(facts, { stops: again })).toEqual([]);
    expect(pricedChanges(facts, { stops: [facts.stops[1]!, facts.stops[0]!] })).toEqual(['stops']);
    expect(pricedChanges(facts, { stops: [facts.stops[0]!] })).toEqual(['stops']);
    expect(pricedChanges(facts, { stops: [facts.stops[0]!, { ...facts.stops[1]!, destination: 9 }] })).toEqual(['stops']);
  });
});

describe('lockRefusal', () => {
  const job = (status: 'invoiced' | 'ready_to_invoice' | 'completed') => ({ status, jobNumber: 10042 });

  it('locks an invoiced job against every write', () => {
    for (const write of [{ kind: 'update', changed: [] }, { kind: 'delete' }, { kind: 'assign' }, { kind: 'operation' }] as const)
      expect(lockRefusal(job('invoiced'), write)).toBe('Job 10042 is invoiced and locked; correct it with a credit note');
  });

  it('keeps a verified price as it is, but lets the rest of a job ready to invoice be corrected', () => {
    expect(lockRefusal(job('ready_to_invoice'), { kind: 'update', changed: ['kmActual', 'hoursActual', 'stops'] })).toBe(
      'Job 10042 is ready to invoice with a verified price, so its km actual, hours actual and stops cannot change; move it back to completed first',
    );
    expect(lockRefusal(job('ready_to_invoice'), { kind: 'operation' })).toBe(
      'Job 10042 is ready to invoice with a verified price, so its extra work cannot change; move it back to completed first',
    );
    expect(lockRefusal(job('ready_to_invoice'), { kind: 'update', changed: [] })).toBeNull();
  });

  it('leaves other jobs to the other rules', () => {
    expect(lockRefusal(job('completed'), { kind: 'update', changed: ['kmActual'] })).toBeNull();
    expect(lockRefusal(job('completed'), { kind: 'operation' })).toBeNull();
  });
});
