import { jobInputSchema, type Job } from '@haulage/shared/contracts';
import { changedJobFields } from './job-changes';
import { chosenDestinationIds, emptyJobForm, formToJobPayload, jobToForm, type JobFormValues } from './job-form';
import { localToIso } from './form-values';

const job = {
  id: 7,
  documentId: 'job7',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  publishedAt: '2026-01-01T00:00:00.000Z',
  jobNumber: 1042,
  kind: 'job',
  status: 'planned',
  customerReference: 'PO-1',
  goodsDescription: 'Paper reels',
  weightKg: 12500.5,
  pallets: 12,
  goodsMarks: 'NF 1-12',
  packageCount: null,
  packaging: 'EUR pallets',
  volumeM3: 33.125,
  adr: true,
  unNumber: '1203',
  adrClass: '3',
  packingGroup: null,
  vehicleClass: 'truck',
  plannedDate: '2026-03-10',
  kmPlanned: 310,
  notesDriver: null,
  notesInternal: 'Gate code 1234',
  customer: { documentId: 'cust1' },
  contact: { id: 3, documentId: 'con1', firstName: 'Anna', lastName: 'Karlsson' },
  stops: [
    {
      sequence: 2,
      type: 'delivery',
      destination: { documentId: 'dest2' },
      plannedFrom: '2026-03-10T12:00:00.000Z',
      plannedTo: null,
      arrivedAt: null,
      departedAt: null,
    },
    {
      sequence: 1,
      type: 'pickup',
      destination: { documentId: 'dest1' },
      plannedFrom: '2026-03-10T07:00:00.000Z',
      plannedTo: '2026-03-10T08:00:00.000Z',
      arrivedAt: '2026-03-10T07:05:00.000Z',
      departedAt: null,
    },
  ],
} as unknown as Job;

describe('job form mapping', () => {
  it('starts a new job with a pickup and a delivery, and a template as a draft', () => {
    expect(emptyJobForm().stops.map((stop) => stop.type)).toEqual(['pickup', 'delivery']);
    expect(emptyJobForm().status).toBe('open');
    expect(emptyJobForm('template')).toMatchObject({ kind: 'template', status: 'draft' });
  });

  it('reads a job into the form with its stops in sequence and times as the inputs show them', () => {
    const form = jobToForm(job);
    expect(form).toMatchObject({ customer: 'cust1', contact: 'con1', weightKg: '12500.5', pallets: '12', status: 'open', adr: true });
    expect(form.stops.map((stop) => stop.destination)).toEqual(['dest1', 'dest2']);
    expect(localToIso(form.stops[0]!.plannedFrom)).toBe('2026-03-10T07:00:00.000Z');
    expect(form.stops[1]!.plannedTo).toBe('');
    expect(form).toMatchObject({
      goodsMarks: 'NF 1-12',
      packageCount: '',
      packaging: 'EUR pallets',
      volumeM3: '33.125',
      unNumber: '1203',
      adrClass: '3',
      packingGroup: '',
    });
  });

  it('sends the goods boxes as the API takes them, and ADR details only for ADR goods', () => {
    const values: JobFormValues = { ...jobToForm(job), packageCount: '12', volumeM3: '33,5', packingGroup: 'II' };
    expect(formToJobPayload(values)).toMatchObject({
      goodsMarks: 'NF 1-12',
      packageCount: 12,
      packaging: 'EUR pallets',
      volumeM3: 33.5,
      adr: true,
      unNumber: '1203',
      adrClass: '3',
      packingGroup: 'II',
    });
    expect(formToJobPayload({ ...values, adr: false })).toMatchObject({ adr: false, unNumber: null, adrClass: null, packingGroup: null });
    expect(formToJobPayload({ ...values, unNumber: ' ', adrClass: '' })).toMatchObject({ unNumber: null, adrClass: null });
  });

  it('gives the API nulls for cleared inputs, numbers with decimal commas, numbered stops and kept arrivals', () => {
    const values: JobFormValues = { ...jobToForm(job), customerReference: '  ', weightKg: '12 500,5', kmPlanned: '' };
    const payload = formToJobPayload(values);
    expect(payload).toMatchObject({ customerReference: null, weightKg: 12500.5, kmPlanned: null, pallets: 12, contact: 'con1' });
    expect(payload.stops).toEqual([
      {
        sequence: 1,
        type: 'pickup',
        destination: 'dest1',
        plannedFrom: '2026-03-10T07:00:00.000Z',
        plannedTo: '2026-03-10T08:00:00.000Z',
        arrivedAt: '2026-03-10T07:05:00.000Z',
      },
      { sequence: 2, type: 'delivery', destination: 'dest2', plannedFrom: '2026-03-10T12:00:00.000Z', plannedTo: null },
    ]);
    expect(jobInputSchema.safeParse(payload).success).toBe(true);
  });

  it('lets the schema name a number that is not one', () => {
    const payload = formToJobPayload({ ...emptyJobForm(), customer: 'cust1', weightKg: 'heavy' });
    const result = jobInputSchema.safeParse(payload);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('Weight must be a number');
  });

  it('sends an edit only what changed, never the status or kind', () => {
    const before = formToJobPayload(jobToForm(job));
    const after = formToJobPayload({ ...jobToForm(job), status: 'draft', kmPlanned: '320', goodsDescription: 'Paper reels' });
    expect(changedJobFields(before, after)).toEqual({ kmPlanned: 320 });
    const moved = jobToForm(job);
    const reordered = formToJobPayload({ ...moved, stops: [moved.stops[1]!, moved.stops[0]!] });
    expect(Object.keys(changedJobFields(before, reordered))).toEqual(['stops']);
  });

  it('sees no change when only the order of keys differs', () => {
    const before = formToJobPayload(jobToForm(job));
    const parsed = jobInputSchema.parse(before);
    expect(changedJobFields(before, parsed)).toEqual({});
  });
});

describe('chosenDestinationIds', () => {
  it('lists each chosen destination once, sorted, without the blanks', () => {
    expect(chosenDestinationIds([{ destination: 'b' }, { destination: '' }, { destination: 'a' }, { destination: 'b' }])).toEqual([
      'a',
      'b',
    ]);
  });
});
