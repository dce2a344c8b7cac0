// What the fake API answers in the job form's page tests: a customer with its own hour price and
// two contacts, three places in two zones, and the generic model.
import { entry, priceLine } from '@haulage/shared/area-kit/testing';

export const CUSTOMER = { ...entry('cust1', 1), companyName: 'Nord Bygg AB' };
export const OTHER_CUSTOMER = { ...entry('cust2', 2), companyName: 'Västkustens Livs AB' };

export const CONTACTS = [
  {
    ...entry('con1', 3),
    firstName: 'Anna',
    lastName: 'Karlsson',
    emailAddress: null,
    phoneNumber: null,
    role: 'booking',
    smsConsent: true,
  },
  {
    ...entry('con2', 4),
    firstName: 'Mats',
    lastName: 'Lindqvist',
    emailAddress: null,
    phoneNumber: null,
    role: 'invoice',
    smsConsent: false,
  },
];

const area = (name: string, id: number) => ({ ...entry(`area-${id}`, id), name });

export const DESTINATIONS = [
  { ...entry('dest1', 11), name: 'Volvo Cars Torslanda', city: 'Torslanda', area: area('Göteborg', 1) },
  { ...entry('dest2', 12), name: 'IKEA Distribution Jönköping', city: 'Jönköping', area: area('Jönköping', 2) },
  { ...entry('dest3', 13), name: 'Scania Södertälje', city: 'Södertälje', area: area('Stockholm', 3) },
];

export const PRICING_MODEL = {
  ...entry('model1', 20),
  name: 'Generic pricing model',
  currency: 'SEK',
  customer: null,
  status: 'active',
  lines: [
    priceLine('truck', 'hour', 695_00, { rounding: 'per_started_15_min', minCharge: 1_500_00 }),
    priceLine('truck', 'km', 18_50, { rounding: 'whole_km' }),
    priceLine('truck', 'start_fee', 450_00),
    priceLine('truck', 'stop', 150_00),
    priceLine('truck', 'zone_to_zone', 8_900_00, { fromArea: 'Göteborg', toArea: 'Stockholm' }),
  ],
};

export const AGREEMENT = {
  ...entry('agr1', 21),
  name: 'Nord Bygg AB 2026',
  currency: 'SEK',
  customer: { id: 1, documentId: 'cust1', companyName: 'Nord Bygg AB' },
  status: 'active',
  validFrom: '2026-01-01',
  validTo: null,
  lines: [priceLine('truck', 'hour', 650_00, { rounding: 'per_started_15_min', minCharge: 1_500_00 })],
};

/** The destinations a list call asks for: by documentId (`$in`), else all of them. */
export const destinationsFor = (url: string) => {
  const ids = [...url.matchAll(/filters\[documentId\]\[\$in\]\[\d+\]=([^&]+)/g)].map((match) => match[1]);
  return ids.length > 0 ? DESTINATIONS.filter((destination) => ids.includes(destination.documentId)) : DESTINATIONS;
};
