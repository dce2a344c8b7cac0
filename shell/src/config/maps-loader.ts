export const MAPS_SCRIPT_ID = 'google-maps-js';

export const mapsScriptUrl = (apiKey: string): string =>
  `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&libraries=places&loading=async`;

/**
 * Injects the Google Maps JS library with places support, once, and only when a key is
 * configured: without a key the product works, just without address look-up and maps.
 */
export const loadMapsLibrary = (apiKey: string | undefined, doc: Document = document): boolean => {
  if (!apiKey || doc.getElementById(MAPS_SCRIPT_ID)) return false;
  const script = doc.createElement('script');
  script.id = MAPS_SCRIPT_ID;
  script.src = mapsScriptUrl(apiKey);
  script.async = true;
  script.defer = true;
  script.addEventListener('error', () => console.warn('The maps library could not be loaded; maps are unavailable'));
  doc.head.appendChild(script);
  return true;
};
