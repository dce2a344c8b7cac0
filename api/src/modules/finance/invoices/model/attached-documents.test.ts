import { attachedDocumentLines } from './attached-documents';

const jobs = [
  { jobNumber: 10007, signatures: 1, photos: 2 },
  { jobNumber: 10008, signatures: 0, photos: 0 },
  { jobNumber: 10009, signatures: 1, photos: 1 },
  { jobNumber: 10010, signatures: 0, photos: 1 },
];

describe('the documents an invoice lists', () => {
  it('lists every job’s consignment note, and its proof when there is one', () => {
    expect(attachedDocumentLines(jobs, 'sv')).toEqual([
      'Fraktsedel (CMR) för jobb 10007',
      'Leveranskvittens för jobb 10007: signatur och 2 foton',
      'Fraktsedel (CMR) för jobb 10008',
      'Fraktsedel (CMR) för jobb 10009',
      'Leveranskvittens för jobb 10009: signatur och 1 foto',
      'Fraktsedel (CMR) för jobb 10010',
      'Leveranskvittens för jobb 10010: 1 foto',
    ]);
  });

  it('lists them in English for an English invoice', () => {
    expect(attachedDocumentLines(jobs, 'en')).toEqual([
      'Consignment note (CMR) for job 10007',
      'Proof of delivery for job 10007: signature and 2 photos',
      'Consignment note (CMR) for job 10008',
      'Consignment note (CMR) for job 10009',
      'Proof of delivery for job 10009: signature and 1 photo',
      'Consignment note (CMR) for job 10010',
      'Proof of delivery for job 10010: 1 photo',
    ]);
  });

  it('lists nothing for an invoice without jobs', () => {
    expect(attachedDocumentLines([], 'en')).toEqual([]);
  });
});
