import { confirmationRequestOf, confirmationSkipReason } from './bulk-confirmation';

const job = (status: 'open' | 'planned' | 'completed' | 'in_progress') => ({ documentId: 'j1', kind: 'job' as const, status });

describe('sending selected jobs for confirmation', () => {
  it('sends planned work that has not started, and names the status of the rest', () => {
    expect(confirmationSkipReason(job('planned'))).toBeNull();
    expect(confirmationSkipReason(job('open'))).toBeNull();
    expect(confirmationSkipReason(job('completed'))).toBe('A completed job cannot be sent for confirmation');
    expect(confirmationSkipReason(job('in_progress'))).toBe('An in progress job cannot be sent for confirmation');
  });

  it('builds the request for the chosen recipient, refusing a job the API would refuse', () => {
    expect(confirmationRequestOf(job('planned'), 'driver')).toEqual({ job: 'j1', recipientType: 'driver' });
    expect(() => confirmationRequestOf(job('completed'), 'customer_contact')).toThrow('A completed job cannot be sent for confirmation');
  });
});
