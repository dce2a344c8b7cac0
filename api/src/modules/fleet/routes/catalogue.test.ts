import { buildTestApp, type TestApp } from '../../../../test/helper';
import { seedFleetDemoData } from '../seed/seed';
import { fleetClient } from '../test-support/fleet-client';

describe('areas, drivers and trailers', () => {
  let t: TestApp;
  let client: ReturnType<typeof fleetClient>;
  const total = async (url: string) => (await client.get(`${url}?pagination[withCount]=true`)).body.meta.pagination.total;
  beforeAll(async () => {
    t = await buildTestApp();
    client = fleetClient(t.app);
    await seedFleetDemoData(t.app.db);
  });
  afterAll(async () => t.close());

  it.each([
    ['/api/areas', { name: 'Göteborg' }, 'name'],
    ['/api/areas', { name: '  ' }, 'name'],
    [
      '/api/drivers',
      { firstName: 'Per', lastName: 'Ek', employeeNumber: 'E7001', personalIdentityNumber: '811218-9875' },
      'personalIdentityNumber',
    ],
    ['/api/drivers', { firstName: 'Per', lastName: 'Ek', employeeNumber: 'E7001', licenceClasses: ['Z'] }, 'licenceClasses'],
    ['/api/drivers', { firstName: 'Per', lastName: 'Ek', employeeNumber: 'E7001', code95ExpiryDate: '31/12/2027' }, 'code95ExpiryDate'],
    ['/api/trailers', { trailerName: 'Krone', plateNumber: 'ABC12', trailerType: 'semi_trailer', bodyType: 'box' }, 'plateNumber'],
    ['/api/trailers', { trailerName: 'Krone', plateNumber: 'ABC124', trailerType: 'boat', bodyType: 'box' }, 'trailerType'],
  ])('POST %s refuses bad input with a 400 naming the field', async (url, input, field) => {
    const before = await total(url);
    const res = await client.post(url, input);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error)).toContain(field);
    expect(await total(url)).toBe(before);
  });

  it('creates a driver linked to trucks and answers them populated', async () => {
    const trucks = (await client.get('/api/trucks?filters[truckNumber][$in][0]=T-01&filters[truckNumber][$in][1]=T-02')).body.data;
    const res = await client.post('/api/drivers?populate=trucks', {
      firstName: 'Örjan',
      lastName: 'Ågren',
      employeeNumber: 'E7002',
      licenceClasses: ['C', 'CE'],
      code95ExpiryDate: '2028-05-01',
      trucks: trucks.map((x: { documentId: string }) => x.documentId),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.trucks.map((x: { truckNumber: string }) => x.truckNumber).sort()).toEqual(['T-01', 'T-02']);
    const search = await client.get('/api/drivers?filters[lastName][$containsi]=ÅGR');
    expect(search.body.data.map((d: { employeeNumber: string }) => d.employeeNumber)).toEqual(['E7002']);
  });

  it('creates a trailer with a normalised plate and updates it partially', async () => {
    const res = await client.post('/api/trailers', {
      trailerName: 'Kögel Cargo',
      plateNumber: 'lmn 45p',
      trailerType: 'semi_trailer',
      bodyType: 'curtainsider',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ plateNumber: 'LMN45P', trailerStatus: 'available' });
    const updated = await client.put(`/api/trailers/${res.body.data.documentId}`, { trailerStatus: 'in_workshop' });
    expect(updated.body.data).toMatchObject({ trailerName: 'Kögel Cargo', trailerStatus: 'in_workshop' });
  });
});
