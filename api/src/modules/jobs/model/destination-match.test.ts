import { matchDestination } from './destination-match';

const destinations = [
  { id: 1, documentId: 'a1b2c3d4e5f6g7h8i9j0k1l2', name: 'Volvo Torslanda' },
  { id: 2, documentId: 'b1b2c3d4e5f6g7h8i9j0k1l2', name: 'Lager Öst' },
  { id: 3, documentId: 'c1b2c3d4e5f6g7h8i9j0k1l2', name: 'Hamnen' },
  { id: 4, documentId: 'd1b2c3d4e5f6g7h8i9j0k1l2', name: 'hamnen' },
];

describe('matchDestination', () => {
  it('finds a destination by documentId, or by its name in any case, with or without accents', () => {
    expect(matchDestination('b1b2c3d4e5f6g7h8i9j0k1l2', destinations)).toEqual({ id: 2 });
    expect(matchDestination('VOLVO TORSLANDA', destinations)).toEqual({ id: 1 });
    expect(matchDestination('lager ost', destinations)).toEqual({ id: 2 });
  });

  it('refuses a name it cannot find, or one two destinations share', () => {
    expect(matchDestination('Atlantis', destinations)).toEqual({ error: 'No destination is called "Atlantis"' });
    expect(matchDestination('Hamnen', destinations)).toEqual({ error: '2 destinations are called "Hamnen"; name it by its documentId' });
  });
});
