import { emptyJobForm, emptyStop } from './job-form';
import { CHOOSE_CUSTOMER, CHOOSE_DESTINATION, jobFormProblems, PICKUP_AND_DELIVERY } from './job-rules';

describe('jobFormProblems', () => {
  const placed = (type: 'pickup' | 'delivery' | 'other', destination = 'dest') => ({ ...emptyStop(type), destination });

  it('wants a customer for every job, draft or not', () => {
    expect(jobFormProblems({ ...emptyJobForm(), status: 'draft' })).toEqual([{ path: ['customer'], message: CHOOSE_CUSTOMER }]);
  });

  it('wants a pickup, a delivery and a place for each stop of a real job', () => {
    const problems = jobFormProblems({ ...emptyJobForm(), customer: 'c', stops: [placed('pickup'), placed('other', '')] });
    expect(problems).toEqual([
      { path: ['stops', 'root'], message: PICKUP_AND_DELIVERY },
      { path: ['stops', 1, 'destination'], message: CHOOSE_DESTINATION },
    ]);
  });

  it('accepts a complete job', () => {
    expect(jobFormProblems({ ...emptyJobForm(), customer: 'c', stops: [placed('pickup'), placed('delivery')] })).toEqual([]);
  });

  it('lets drafts and templates be saved unfinished', () => {
    expect(jobFormProblems({ ...emptyJobForm(), customer: 'c', status: 'draft', stops: [] })).toEqual([]);
    expect(jobFormProblems({ ...emptyJobForm('template'), customer: 'c', status: 'open', stops: [] })).toEqual([]);
  });
});
