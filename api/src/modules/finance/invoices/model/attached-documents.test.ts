import { attachedDocumentLines } from './attached-documents';

describe('the documents an invoice lists', () => {
  it('lists every job’s consignment note, and its proof when there is one', () => {
    expect(
      attachedDocumentLines([
        { jobNumber: 10007, signatures: 1, photos: 2 },
        { jobNumber: 10008, signatures: 0, photos: 0 },
        { jobNumber: 10009, signatures: 1, photos: 1 },
        { jobNumber: 10010, signatures: 0, photos: 1 },
      ]),
    ).toEqual([
      'Fraktsedel (CMR) för jobb 10007',
      'Leveranskvittens för jobb 10007: signatur och 2 foton',
      'Fraktsedel (CMR) för jobb 10008',
      'Fraktsedel (CMR) för jobb 10009',
      'Leveranskvittens för jobb 10009: signatur och 1 foto',
      'Fraktsedel (CMR) för jobb 10010',
      'Leveranskvittens för jobb 10010: 1 foto',
    ]);
  });

  it('lists nothing for an invoice without jobs', () => {
    expect(attachedDocumentLines([])).toEqual([]);
  });
});
