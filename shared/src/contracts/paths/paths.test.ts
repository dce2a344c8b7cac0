import { entryHref, paths, withQuery } from './paths';

describe('paths', () => {
  it('builds the address of an entry shown by ?id=, with the id encoded', () => {
    expect(paths.customers.details.href('abc123')).toBe('/customers/customerDetails?id=abc123');
    expect(paths.jobs.edit.href('a b&c=d')).toBe('/jobs/editJob?id=a%20b%26c%3Dd');
  });

  it('builds the address of an entry shown in the path, with the id encoded as one segment', () => {
    expect(paths.trucks.details.href('truck1')).toBe('/trucks/truck1');
    expect(paths.trucks.edit.href('a/b?c')).toBe('/trucks/a%2Fb%3Fc/edit');
    expect(paths.trucks.edit.path).toBe('/trucks/:documentId/edit');
  });

  it('leaves out query values that are not given', () => {
    expect(paths.jobs.combine.href()).toBe('/jobs/combineJobs');
    expect(paths.jobs.combine.href('trip1')).toBe('/jobs/combineJobs?id=trip1');
    expect(paths.jobs.list.href()).toBe('/jobs');
    expect(paths.jobs.list.href({ status: 'open' })).toBe('/jobs?status=open');
    expect(paths.jobs.create.href({ kind: 'template' })).toBe('/jobs/createJob?kind=template');
    expect(withQuery('/customers', { filter: '', page: undefined })).toBe('/customers');
  });

  it('encodes a confirmation token and joins several query values', () => {
    expect(paths.jobs.confirm.href('abc_DEF-123')).toBe('/jobs/confirmJob?token=abc_DEF-123');
    expect(paths.jobs.confirm.href('[x]')).toBe('/jobs/confirmJob?token=%5Bx%5D');
    expect(withQuery('/a', { one: '1', two: 'ä' })).toBe('/a?one=1&two=%C3%A4');
  });

  it("links an entry by its collection's API name, and no other", () => {
    expect(entryHref('jobs', 'j1')).toBe('/jobs/jobDetails?id=j1');
    expect(entryHref('drivers', 'd 1')).toBe('/drivers/d%201');
    expect(entryHref('user-events', 'e1')).toBeNull();
    expect(entryHref('constructor', 'x')).toBeNull();
  });

  it('gives a page without arguments its pattern as its address', () => {
    expect(paths.invoices.exports.href()).toBe(paths.invoices.exports.path);
  });
});
