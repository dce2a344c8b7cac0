const hemisphere = (value: number, positive: string, negative: string): string =>
  `${Math.abs(value).toFixed(4)}° ${value < 0 ? negative : positive}`;

/**
 * Where the geocoder placed a destination, as a map reads it: "57.7089° N, 11.9746° E".
 * Degrees keep their decimal point (a comma would read as the separator between the two).
 */
export const formatCoordinates = (latitude: number | null | undefined, longitude: number | null | undefined): string =>
  latitude == null || longitude == null ? '—' : `${hemisphere(latitude, 'N', 'S')}, ${hemisphere(longitude, 'E', 'W')}`;
