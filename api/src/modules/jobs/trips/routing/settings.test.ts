import { parseRoutingSettings } from './settings';

describe('routing settings', () => {
  it('default to the straight line', () => {
    expect(parseRoutingSettings({})).toEqual({ provider: 'straight_line', url: null });
    expect(parseRoutingSettings({ ROUTING: 'OSRM', ROUTING_URL: 'http://127.0.0.1:5000' })).toEqual({
      provider: 'osrm',
      url: 'http://127.0.0.1:5000',
    });
  });

  it('refuse osrm without a URL, a URL that is not http(s), or an unknown provider', () => {
    expect(() => parseRoutingSettings({ ROUTING: 'osrm' })).toThrow('ROUTING=osrm needs ROUTING_URL');
    expect(() => parseRoutingSettings({ ROUTING: 'here' })).toThrow(/ROUTING must be/);
    expect(() => parseRoutingSettings({ ROUTING: 'osrm', ROUTING_URL: 'osrm.local' })).toThrow('ROUTING_URL must be an http(s) URL');
  });
});
