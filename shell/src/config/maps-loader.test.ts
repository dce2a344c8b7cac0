import { parseRuntimeConfig } from './load-runtime-config';
import { loadMapsLibrary, MAPS_SCRIPT_ID } from './maps-loader';

const mapsScripts = () => document.querySelectorAll(`script#${MAPS_SCRIPT_ID}`);

describe('loadMapsLibrary', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('loads nothing when config.json has no maps key', () => {
    expect(loadMapsLibrary(parseRuntimeConfig({ apiUrl: 'http://api' }).mapsApiKey)).toBe(false);
    expect(loadMapsLibrary(parseRuntimeConfig({ apiUrl: 'http://api', mapsApiKey: '  ' }).mapsApiKey)).toBe(false);
    expect(mapsScripts()).toHaveLength(0);
  });

  it('loads the library with places once when a key is configured', () => {
    const key = parseRuntimeConfig({ apiUrl: 'http://api', mapsApiKey: 'key 1' }).mapsApiKey;
    expect(loadMapsLibrary(key)).toBe(true);
    expect(loadMapsLibrary(key)).toBe(false);
    expect(mapsScripts()).toHaveLength(1);
    const src = (mapsScripts()[0] as HTMLScriptElement).src;
    expect(src).toContain('libraries=places');
    expect(src).toContain('key=key%201');
  });
});

describe('parseRuntimeConfig', () => {
  it('falls back to the default API URL', () => {
    expect(parseRuntimeConfig(null)).toEqual({ apiUrl: 'http://127.0.0.1:1337' });
    expect(parseRuntimeConfig({ apiUrl: 'https://api.example.se/' })).toEqual({ apiUrl: 'https://api.example.se' });
  });
});
