import { humanize, optionsOf } from './options';

describe('enum options', () => {
  it('turns enum values into words', () => {
    expect(humanize('out_of_service')).toBe('Out of service');
    expect(optionsOf(['a_b', 'c'], { c: 'See' })).toEqual([
      { value: 'a_b', label: 'A b' },
      { value: 'c', label: 'See' },
    ]);
  });
});
