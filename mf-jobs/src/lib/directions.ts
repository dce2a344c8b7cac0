/**
 * Google Maps directions to one place, for the phone's maps app (the maps the product already draws
 * routes with; no key needed): its position when known, else its address as text. A file of its
 * own, outside `#lib`'s index, so the road app takes it without the area's API client.
 */
export const directionsToUrl = (place: { latitude: number | null; longitude: number | null; address: string }): string => {
  const destination = place.latitude != null && place.longitude != null ? `${place.latitude},${place.longitude}` : place.address;
  const params = new URLSearchParams({ api: '1', destination, travelmode: 'driving' });
  return `https://www.google.com/maps/dir/?${params.toString()}`;
};
