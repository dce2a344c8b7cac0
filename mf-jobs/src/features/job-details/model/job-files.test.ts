import { jobFilesHref } from './job-files';

describe('a job’s files in the gallery', () => {
  it('are the job files whose names start with the job’s number', () => {
    expect(jobFilesHref(1042)).toBe('/gallery/gallery?owner=job-files&q=job-1042-');
  });
});
