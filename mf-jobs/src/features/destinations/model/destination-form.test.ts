import { destinationInputSchema } from '@haulage/shared/contracts';
import { destinationToForm, emptyDestinationForm, toDestinationPayload } from './destination-form';

const filled = { ...emptyDestinationForm(), name: ' Hamnterminalen ', address: 'Stora Nygatan 1', postcode: '411 08', city: 'Göteborg' };

describe('destination form', () => {
  it('starts in Sweden with no area, so the API picks the depot of the place', () => {
    expect(toDestinationPayload(filled)).toEqual({
      name: 'Hamnterminalen',
      address: 'Stora Nygatan 1',
      postcode: '411 08',
      city: 'Göteborg',
      country: 'SE',
      area: null,
      openingHours: null,
      notes: null,
    });
  });

  it('upper-cases the country and sends the chosen area', () => {
    expect(toDestinationPayload({ ...filled, country: 'no', area: 'area1' })).toMatchObject({ country: 'NO', area: 'area1' });
  });

  it('sends coordinates typed with a decimal comma, and junk as a number the schema refuses', () => {
    expect(toDestinationPayload({ ...filled, latitude: '57,7089', longitude: '11.9746' })).toMatchObject({
      latitude: 57.7089,
      longitude: 11.9746,
    });
    const junk = destinationInputSchema.safeParse(toDestinationPayload({ ...filled, latitude: 'north', longitude: '11' }));
    expect(junk.success).toBe(false);
    expect(junk.error?.issues[0]).toMatchObject({ path: ['latitude'], message: 'Latitude must be a number' });
  });

  it('fills the form from a stored destination and back without change', () => {
    const stored = {
      id: 1,
      documentId: 'dest1',
      createdAt: '',
      updatedAt: '',
      publishedAt: '',
      name: 'Hamnterminalen',
      address: 'Stora Nygatan 1',
      postcode: '411 08',
      city: 'Göteborg',
      country: 'SE',
      latitude: 57.7089,
      longitude: 11.9746,
      openingHours: null,
      notes: 'Gate 4',
      area: { id: 1, documentId: 'area1', createdAt: '', updatedAt: '', publishedAt: '', name: 'Göteborg', code: null, description: null },
    };
    expect(toDestinationPayload(destinationToForm(stored))).toEqual({
      name: 'Hamnterminalen',
      address: 'Stora Nygatan 1',
      postcode: '411 08',
      city: 'Göteborg',
      country: 'SE',
      area: 'area1',
      openingHours: null,
      notes: 'Gate 4',
      latitude: 57.7089,
      longitude: 11.9746,
    });
  });
});
