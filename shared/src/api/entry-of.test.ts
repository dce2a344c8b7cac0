import { entryOf } from './entry-of';

describe('entryOf', () => {
  it('answers the entry of a single-entry answer', () => {
    const truck = { id: 1, documentId: 'abc', truckName: 'Volvo FH16' };
    expect(entryOf({ data: truck, meta: {} })).toBe(truck);
  });

  it('calls anything else not found: a list, nothing, or an object without a documentId', () => {
    for (const data of [[{ documentId: 'a' }], null, { rows: [] }]) {
      expect(() => entryOf({ data, meta: {} } as never)).toThrow(expect.objectContaining({ status: 404, message: 'Not Found' }));
    }
  });
});
