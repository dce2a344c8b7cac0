import { OPERATION_TYPES, type OperationType } from '../jobs/job-values';
import { type ChargeWording, describeCharge, readChargeWording, withCount } from './charge-wording';

/**
 * Extra work's Swedish text as the pricing of operations wrote it before lines kept their wording:
 * the oracle that `describeCharge(wording, 'sv')` still writes it to the letter.
 */
const SWEDISH_LABELS: Record<OperationType, string> = {
  waiting_time: 'Väntetid',
  crane: 'Kranarbete',
  ferry: 'Färja',
  toll: 'Vägavgift',
  extra_stop: 'Extra stopp',
  other: 'Övrigt',
};
const ENGLISH_LABELS: Record<OperationType, string> = {
  waiting_time: 'Waiting time',
  crane: 'Crane work',
  ferry: 'Ferry',
  toll: 'Toll',
  extra_stop: 'Extra stop',
  other: 'Other',
};

describe('describeCharge of extra work', () => {
  it('names each type of work, in Swedish as before and in English', () => {
    for (const operation of OPERATION_TYPES)
      expect([describeCharge({ operation }, 'sv'), describeCharge({ operation }, 'en')]).toEqual([
        SWEDISH_LABELS[operation],
        ENGLISH_LABELS[operation],
      ]);
  });

  it('says when the work was within the agreement’s free quantity', () => {
    for (const operation of OPERATION_TYPES)
      expect(describeCharge({ operation, includedInAgreement: true }, 'sv')).toBe(`${SWEDISH_LABELS[operation]}, ingår i avtalet`);
    expect(describeCharge({ operation: 'waiting_time', includedInAgreement: true }, 'en')).toBe('Waiting time, included in the agreement');
    expect(describeCharge({ operation: 'extra_stop', includedInAgreement: true }, 'en')).toBe('Extra stop, included in the agreement');
  });

  it('names the quantity an amount was given for, one thing as "1 pc" in English', () => {
    for (const operation of OPERATION_TYPES)
      for (const count of [3, 2.5, 1, 0, 1234.75])
        expect(describeCharge({ operation, count }, 'sv')).toBe(`${SWEDISH_LABELS[operation]} (${String(count).replace('.', ',')} st)`);
    const english = ([3, 2.5, 1, 0] as const).map((count) => describeCharge({ operation: 'toll', count }, 'en'));
    expect(english).toEqual(['Toll (3 pcs)', 'Toll (2.5 pcs)', 'Toll (1 pc)', 'Toll (0 pcs)']);
  });

  it('adds the quantity to the dispatcher’s own text in the same words', () => {
    expect(withCount('Stena Line', 3, 'sv')).toBe('Stena Line (3 st)');
    expect(withCount('Stena Line', 1.5, 'en')).toBe('Stena Line (1.5 pcs)');
  });
});

describe('readChargeWording of extra work', () => {
  it('reads a stored operation wording, and nothing from an unknown type or a negative count', () => {
    const wordings: ChargeWording[] = [
      { operation: 'toll', count: 3 },
      { operation: 'waiting_time', includedInAgreement: true },
      { operation: 'crane' },
    ];
    for (const wording of wordings) expect(readChargeWording(JSON.stringify(wording))).toEqual(wording);
    for (const stored of [{ operation: 'lunch' }, { operation: 'toll', count: -1 }, { operation: 'ferry', includedInAgreement: false }])
      expect(readChargeWording(stored)).toBeNull();
  });
});
