import { foldText as foldForSearch } from '../../../content';
import type { AddressQuery, Geocoder, GeocodeHit } from './geocoder';
import places from './gazetteer.json';

/**
 * The default provider: main Swedish towns and their postcode areas, shipped in the repository
 * (no download, no network), enough to place a destination on the map and in a depot's area.
 */
interface Place {
  place: string;
  postcodes: string[];
  latitude: number;
  longitude: number;
  depot: string;
}

const PLACES = places as Place[];
const BY_NAME = new Map(PLACES.map((p) => [foldForSearch(p.place), p]));

const byPostcode = (postcode: string): Place | undefined => {
  const digits = postcode.replace(/\s/g, '');
  if (!/^\d{5}$/.test(digits)) return undefined;
  // The longest matching prefix wins: 418 (Torslanda) before 41 (Göteborg).
  return [...PLACES]
    .filter((p) => p.postcodes.some((prefix) => digits.startsWith(prefix)))
    .sort(
      (a, b) =>
        Math.max(...b.postcodes.map((x) => (digits.startsWith(x) ? x.length : 0))) -
        Math.max(...a.postcodes.map((x) => (digits.startsWith(x) ? x.length : 0))),
    )[0];
};

/** A town named in the city field, or as the last word of the address ("Storgatan 1, Borås"). */
const byName = (query: AddressQuery): Place | undefined => {
  if (query.city) return BY_NAME.get(foldForSearch(query.city));
  const last = query.address
    ?.split(/[,\n]/)
    .map((part) => part.replace(/\d/g, '').trim())
    .filter(Boolean)
    .at(-1);
  return last ? BY_NAME.get(foldForSearch(last)) : undefined;
};

const hit = (place: Place): GeocodeHit => ({ latitude: place.latitude, longitude: place.longitude, city: place.place, depot: place.depot });

export const gazetteerGeocoder: Geocoder = {
  name: 'gazetteer',
  geocode: async (query) => {
    if (query.country && query.country !== 'SE') return null;
    const found = byName(query) ?? (query.postcode ? byPostcode(query.postcode) : undefined);
    return found ? hit(found) : null;
  },
};
