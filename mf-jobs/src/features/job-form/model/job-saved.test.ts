import { createdMessage, jobDetailsPath, jobTitle } from './job-saved';

describe('saving a job', () => {
  it('says what was saved', () => {
    expect(createdMessage('job', 'open')).toBe('Job is created successfully');
    expect(createdMessage('job', 'draft')).toBe('Draft is saved successfully');
    expect(createdMessage('template', 'draft')).toBe('Template is saved successfully');
  });

  it('opens the job’s details', () => {
    expect(jobDetailsPath('a b')).toBe('/jobs/jobDetails?id=a%20b');
  });

  it('names jobs and templates by number', () => {
    expect(jobTitle({ kind: 'job', jobNumber: 1042 })).toBe('Job 1042');
    expect(jobTitle({ kind: 'template', jobNumber: 7 })).toBe('Template 7');
  });
});
