import { parseDecimal } from '@haulage/shared/format';
import type { Destination, DestinationInput } from '@haulage/shared/contracts';

/** What the destination form holds: a string per input; `area` is the chosen area's documentId. */
export interface DestinationFormValues {
  name: string;
  address: string;
  postcode: string;
  city: string;
  country: string;
  area: string;
  openingHours: string;
  notes: string;
  latitude: string;
  longitude: string;
}

export const DESTINATION_FORM_FIELDS: readonly (keyof DestinationFormValues)[] = [
  'name',
  'address',
  'postcode',
  'city',
  'country',
  'area',
  'openingHours',
  'notes',
  'latitude',
  'longitude',
];

const TEXT_FIELDS = ['address', 'postcode', 'city', 'openingHours', 'notes'] as const;

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** A typed number keeps its decimal comma or point; junk becomes NaN so the schema names the field. */
const coordinateOf = (text: string): number => parseDecimal(text) ?? Number.NaN;

export const emptyDestinationForm = (): DestinationFormValues => ({
  name: '',
  address: '',
  postcode: '',
  city: '',
  country: 'SE',
  area: '',
  openingHours: '',
  notes: '',
  latitude: '',
  longitude: '',
});

export const destinationToForm = (destination: Destination): DestinationFormValues => ({
  name: destination.name,
  address: destination.address ?? '',
  postcode: destination.postcode ?? '',
  city: destination.city ?? '',
  country: destination.country || 'SE',
  area: destination.area?.documentId ?? '',
  openingHours: destination.openingHours ?? '',
  notes: destination.notes ?? '',
  latitude: destination.latitude == null ? '' : String(destination.latitude),
  longitude: destination.longitude == null ? '' : String(destination.longitude),
});

/**
 * The body's `data`. No area is null: on create the API then takes the depot of the place it
 * finds. Coordinates left blank are left out, so a new place is geocoded and a known one keeps
 * where it was placed.
 */
export const toDestinationPayload = (values: DestinationFormValues): DestinationInput => {
  const payload: DestinationInput = {
    name: values.name.trim(),
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, blankToNull(values[field])])),
    country: values.country.trim().toUpperCase() || 'SE',
    area: values.area || null,
  };
  if (values.latitude.trim() === '' && values.longitude.trim() === '') return payload;
  return { ...payload, latitude: coordinateOf(values.latitude), longitude: coordinateOf(values.longitude) };
};
