/** What a provider is asked: the destination's address parts. */
export interface AddressQuery {
  address?: string | null;
  postcode?: string | null;
  city?: string | null;
  country?: string | null;
}

export interface GeocodeHit {
  latitude: number;
  longitude: number;
  city?: string;
  postcode?: string;
  depot?: string;
}

/** A provider adapter: the offline gazetteer (default), Nominatim or Google. Null = not found. */
export interface Geocoder {
  readonly name: string;
  geocode(query: AddressQuery): Promise<GeocodeHit | null>;
}

/** One line for providers that take free text. */
export const addressLine = (query: AddressQuery): string =>
  [query.address, [query.postcode, query.city].filter(Boolean).join(' '), query.country]
    .filter((part) => part && String(part).trim())
    .join(', ');
