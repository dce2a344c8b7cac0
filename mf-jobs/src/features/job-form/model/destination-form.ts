import type { DestinationInput } from '@haulage/shared/contracts';
import { blankToNull } from './form-values';

export interface DestinationFormValues {
  name: string;
  address: string;
  postcode: string;
  city: string;
}

export const DESTINATION_FORM_FIELDS = ['name', 'address', 'postcode', 'city'] as const;

export const emptyDestinationForm = (): DestinationFormValues => ({ name: '', address: '', postcode: '', city: '' });

/** The body's `data`: a Swedish place, geocoded by the API from its address. */
export const formToDestinationPayload = (values: DestinationFormValues): DestinationInput => ({
  name: values.name.trim(),
  address: blankToNull(values.address),
  postcode: blankToNull(values.postcode),
  city: blankToNull(values.city),
  country: 'SE',
});
