import type { Job } from '@haulage/shared/contracts';
import { basketJobOf, isCombinable } from './basket-job';

const job = (over: Partial<Job>) => ({ kind: 'job', status: 'open', trip: null, ...over }) as Job;

describe('isCombinable', () => {
  it('takes open and planned jobs that are in no trip', () => {
    expect(isCombinable(job({}))).toBe(true);
    expect(isCombinable(job({ status: 'planned' }))).toBe(true);
    expect(isCombinable(job({ status: 'draft' }))).toBe(false);
    expect(isCombinable(job({ status: 'dispatched' }))).toBe(false);
    expect(isCombinable(job({ kind: 'template' }))).toBe(false);
    expect(isCombinable(job({ trip: { id: 1, documentId: 't', tripNumber: 1 } }))).toBe(false);
  });
});

describe('basketJobOf', () => {
  it('names the job by number and customer', () => {
    expect(basketJobOf(job({ documentId: 'j', jobNumber: 10042, customer: { companyName: 'Åkeri Väst AB' } as Job['customer'] }))).toEqual({
      documentId: 'j',
      jobNumber: 10042,
      label: 'Job 10042 · Åkeri Väst AB',
    });
  });
});
