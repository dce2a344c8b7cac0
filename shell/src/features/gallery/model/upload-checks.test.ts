import { MAX_UPLOAD_BYTES, overallPercent, uploadProblem } from './upload-checks';

describe('upload checks', () => {
  it('names a file that is too large or of a wrong type, and lets the rest through', () => {
    expect(uploadProblem({ name: 'big.jpg', size: MAX_UPLOAD_BYTES + 1, type: 'image/jpeg' })).toBe('Too large: big.jpg is over 10 MB');
    expect(uploadProblem({ name: 'notes.txt', size: 10, type: 'text/plain' })).toBe(
      'Wrong type: notes.txt is not a JPEG, PNG or WebP image or a PDF',
    );
    expect(uploadProblem({ name: 'cab.png', size: 10, type: 'image/png' })).toBeNull();
    expect(uploadProblem({ name: 'cmr.pdf', size: 10, type: 'application/pdf' })).toBeNull();
  });

  it('weighs the overall progress by size', () => {
    expect(
      overallPercent([
        { size: 300, loaded: 300 },
        { size: 100, loaded: 0 },
      ]),
    ).toBe(75);
    expect(overallPercent([])).toBe(0);
  });
});
