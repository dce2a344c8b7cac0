// A driver with today's run on the bench's fresh API: a customer, two places, a truck, the driver
// record and its driver user, and a two-stop job planned today on them. Answers the driver's session
// token and the job, as the road app would hold them after the sign-in link.
// Today on the office's calendar (the contracts' officeToday; the bench runs without a TypeScript loader).
const officeToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());

const PASSWORD = 'Bench-Driver-Password-1';

const call = (api, token) => async (method, path, body) => {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
};

const todayAt = (hour) => `${officeToday()}T${String(hour).padStart(2, '0')}:00:00.000Z`;

export const prepareDriverRun = async (api) => {
  const office = call(api, api.token);
  const post = async (path, data) => (await office('POST', path, { data })).data;
  const customer = await post('/api/customers', {
    companyName: 'Nordfrakt AB',
    organizationNumber: '556036-0793',
    emailAddress: 'info@nordfrakt.example',
  });
  const places = [
    await post('/api/destinations', { name: 'Volvo Torslanda', postcode: '418 78', city: 'Göteborg' }),
    await post('/api/destinations', { name: 'IKEA DC Jönköping', postcode: '553 03', city: 'Jönköping' }),
  ];
  const truck = await post('/api/trucks', {
    truckName: 'Volvo FH16',
    truckNumber: 'T-1',
    registrationPlateNumber: 'ABC123',
    truckType: 'tractor',
  });
  const driver = await post('/api/drivers', { firstName: 'Dana', lastName: 'Road', employeeNumber: 'R-1', phoneNumber: '070-111 22 33' });
  const email = 'driver@bench.example';
  await office('POST', '/api/users', { email, password: PASSWORD, name: 'Dana Road', type: 'driver', driver: driver.documentId });
  const job = await post('/api/jobs', {
    customer: customer.documentId,
    goodsDescription: 'Pallets of car parts',
    pallets: 18,
    truck: truck.documentId,
    driver: driver.documentId,
    plannedDate: officeToday(),
    stops: [
      { type: 'pickup', destination: places[0].documentId, plannedFrom: todayAt(7), plannedTo: todayAt(8) },
      { type: 'delivery', destination: places[1].documentId, plannedFrom: todayAt(10), plannedTo: todayAt(11) },
    ],
  });
  await post(`/api/jobs/${job.documentId}/status`, { to: 'planned' });
  const full = (await office('GET', `/api/jobs/${job.documentId}?populate=stops`)).data;
  const login = await fetch(`${api.url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { data } = await login.json();
  if (!data?.token) throw new Error(`the bench driver could not sign in: ${login.status}`);
  return { token: data.token, job: { documentId: full.documentId, stops: full.stops } };
};
