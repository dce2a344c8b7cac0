import { jobTitle } from './job-title';

it('names jobs and templates by number', () => {
  expect(jobTitle({ kind: 'job', jobNumber: 1042 })).toBe('Job 1042');
  expect(jobTitle({ kind: 'template', jobNumber: 7 })).toBe('Template 7');
});
