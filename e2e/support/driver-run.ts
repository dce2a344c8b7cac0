import { json } from './confirmations';

/** Today on the office's calendar, as the road app and the API read "today". */
export const officeToday = (): string => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());

const todayAt = (hour: number): string => `${officeToday()}T${String(hour).padStart(2, '0')}:00:00.000Z`;

const post = async (admin: string, path: string, data: unknown) =>
  (await json(path, admin, { method: 'POST', body: JSON.stringify({ data }) })).data as { documentId: string; jobNumber?: number };

export interface DriverRunWorld {
  driver: { documentId: string; name: string; phone: string };
  job: { documentId: string; jobNumber: number };
}

/** A driver with a mobile number and their driver user, and a two-stop job planned today on a truck for them. */
export const driverWithTodaysJob = async (admin: string): Promise<DriverRunWorld> => {
  const n = Date.now() % 100000;
  const customer = (await json('/api/customers?sort=companyName:asc&pagination[pageSize]=1&filters[customerStatus][$eq]=active', admin))
    .data[0];
  const places = (await json('/api/destinations?sort=name:asc&pagination[pageSize]=2', admin)).data as { documentId: string }[];
  const truck = (await json('/api/trucks?sort=id:asc&pagination[pageSize]=1', admin)).data[0];
  const phone = `070-55${String(n).padStart(5, '0').slice(0, 1)} ${String(n).padStart(5, '0').slice(1, 3)} ${String(n).padStart(5, '0').slice(3)}`;
  const driver = await post(admin, '/api/drivers', {
    firstName: 'Dana',
    lastName: `Road${n}`,
    employeeNumber: `R-${n}`,
    phoneNumber: phone,
  });
  const email = `driver-${n}@e2e.example`;
  const password = 'E2e-Driver-Password-1';
  await json('/api/users', admin, {
    method: 'POST',
    body: JSON.stringify({ email, password, name: `Dana Road${n}`, type: 'driver', driver: driver.documentId }),
  });
  const job = await post(admin, '/api/jobs', {
    customer: customer.documentId,
    goodsDescription: 'Pallets of car parts',
    pallets: 18,
    truck: truck.documentId,
    driver: driver.documentId,
    plannedDate: officeToday(),
    notesDriver: 'Gate 4, ring the bell',
    stops: [
      { type: 'pickup', destination: places[0]!.documentId, plannedFrom: todayAt(7), plannedTo: todayAt(8) },
      { type: 'delivery', destination: places[1]!.documentId, plannedFrom: todayAt(10), plannedTo: todayAt(11) },
    ],
  });
  await post(admin, `/api/jobs/${job.documentId}/status`, { to: 'planned' });
  return {
    driver: { documentId: driver.documentId, name: `Dana Road${n}`, phone },
    job: { documentId: job.documentId, jobNumber: job.jobNumber! },
  };
};
