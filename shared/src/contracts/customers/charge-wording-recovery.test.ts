import { describeCharge, type OperationWording } from './charge-wording';
import { storedLineWording, wordingFromSwedish } from './charge-wording-recovery';
import { OPERATION_TYPES } from '../jobs/job-values';
import type { PriceAgreement } from './pricing';
import { rateJob } from './rating';
import { generatedRatingCases } from './testing/rating-cases';

const noModel: PriceAgreement = { name: 'None', currency: 'SEK', lines: [] };
/** JSON with sorted keys: the same wording whatever order its notes were set in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort()) : v));

describe('wordingFromSwedish: lines priced before wordings were stored', () => {
  it('reads every generated agreement line back into the wording it was written from', () => {
    const wrong: object[] = [];
    for (const [i, { agreement, quantities }] of generatedRatingCases(3000).entries())
      for (const charged of rateJob(quantities, agreement, noModel).lines) {
        const read = wordingFromSwedish({ description: charged.description, component: charged.component });
        if (canonical(read) !== canonical(charged.wording)) wrong.push({ case: i, charged, read });
      }
    expect(wrong).toEqual([]);
  });

  it('reads an agreement line back, so that it prints in English', () => {
    const read = (description: string, component: string) => {
      const wording = wordingFromSwedish({ description, component });
      return wording && describeCharge(wording, 'en');
    };
    expect(read('Körsträcka (per påbörjad km, lägst 10 km)', 'km')).toBe('Distance (per started km, at least 10 km)');
    expect(read('Väntetid (2 h fritt, per påbörjad kvart)', 'waiting_time')).toBe('Waiting time (2 h free, per started quarter hour)');
    expect(read('Timmar, minimidebitering för 1,2 h', 'hour')).toBe('Hours, minimum charge for 1.2 h');
    expect(read('Sträckpris Göteborg – Jönköping', 'zone_to_zone')).toBe('Route price Göteborg – Jönköping');
  });

  it('reads extra work back: its type, the agreement’s free quantity and the count an amount was given for', () => {
    const wordings: OperationWording[] = OPERATION_TYPES.flatMap((operation) => [
      { operation },
      { operation, count: 3 },
      { operation, count: 2.5 },
      { operation, includedInAgreement: true },
    ]);
    for (const wording of wordings)
      expect(wordingFromSwedish({ description: describeCharge(wording, 'sv'), type: wording.operation })).toEqual(wording);
  });

  it('keeps the dispatcher’s own text as typed, and words its count in the reader’s language', () => {
    const wording = wordingFromSwedish({ description: 'Stena Line Trelleborg (3 st)', type: 'ferry' });
    expect(wording).toEqual({ text: 'Stena Line Trelleborg', count: 3 });
    expect(describeCharge(wording!, 'en')).toBe('Stena Line Trelleborg (3 pcs)');
    expect(wordingFromSwedish({ description: 'Stena Line Trelleborg', type: 'ferry' })).toBeNull();
  });

  it('leaves text the catalogue never wrote as text', () => {
    expect(wordingFromSwedish({ description: 'Körsträcka (enligt offert)', component: 'km' })).toBeNull();
    expect(wordingFromSwedish({ description: 'Timmar', component: 'km' })).toBeNull();
    expect(wordingFromSwedish({ description: 'Transport', type: 'unknown' })).toBeNull();
    expect(wordingFromSwedish({ description: null, component: 'km' })).toBeNull();
  });

  it('prefers the wording a line stored over its text', () => {
    const stored = { operation: 'crane', count: 2 };
    expect(storedLineWording({ wording: JSON.stringify(stored), description: 'Färja', type: 'ferry' })).toEqual(stored);
    expect(storedLineWording({ wording: null, description: 'Färja', type: 'ferry' })).toEqual({ operation: 'ferry' });
  });
});
