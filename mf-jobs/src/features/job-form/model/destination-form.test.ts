import { destinationInputSchema } from '@haulage/shared/contracts';
import { emptyDestinationForm, formToDestinationPayload } from './destination-form';
import { destinationLabel } from './destination-label';

describe('destination form', () => {
  it('sends a Swedish place with cleared inputs as null', () => {
    const payload = formToDestinationPayload({ ...emptyDestinationForm(), name: ' Nord Lager ', postcode: '411 05', city: 'Göteborg' });
    expect(payload).toEqual({ name: 'Nord Lager', address: null, postcode: '411 05', city: 'Göteborg', country: 'SE' });
    expect(destinationInputSchema.safeParse(payload).success).toBe(true);
  });

  it('lets the schema name a postcode that is not one', () => {
    const result = destinationInputSchema.safeParse(formToDestinationPayload({ ...emptyDestinationForm(), name: 'X', postcode: '41' }));
    expect(result.error?.issues[0]?.message).toBe('Postcode must be five digits (e.g. 411 05)');
  });

  it('labels a place with its town when it has one', () => {
    expect(destinationLabel({ name: 'Scania Södertälje', city: 'Södertälje' })).toBe('Scania Södertälje, Södertälje');
    expect(destinationLabel({ name: 'Cargo City', city: null })).toBe('Cargo City');
  });
});
