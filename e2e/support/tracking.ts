import { apiLogin } from './auth';
import { json } from './confirmations';
import { officeToday } from './driver-run';
import { URLS } from './stack-config';

const todayAt = (hour: number, minute = 0): string =>
  `${officeToday()}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`;

const post = async (token: string, path: string, data: unknown) =>
  (await json(path, token, { method: 'POST', body: JSON.stringify({ data }) })).data as Record<string, unknown> & { documentId: string };

// A 1×1 PNG: the receiver's signature and the photo of the goods.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A Swedish organisation number (Luhn check digit), different on every run: customers need one. */
const organisationNumber = (): string => {
  const digits = `556${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
  const sum = [...digits].reduce((total, digit, i) => {
    const value = Number(digit) * (i % 2 === 0 ? 2 : 1);
    return total + (value > 9 ? value - 9 : value);
  }, 0);
  return `${digits.slice(0, 6)}-${digits.slice(6)}${(10 - (sum % 10)) % 10}`;
};

export interface TrackedJob {
  documentId: string;
  jobNumber: number;
  /** The link the office copies for the customer. */
  link: string;
  /** The driver's phone, through the API: the pickup's events, then the delivery's arrival and proof. */
  load: () => Promise<void>;
  deliver: (signedBy: string) => Promise<void>;
}

/**
 * A new customer reading `language`, a driver with their user, and a two-stop job planned today for
 * them on a truck; the office's tracking link for it. The driver acts through the API as the phone does.
 */
export const trackedJob = async (admin: string, language: 'sv' | 'en'): Promise<TrackedJob> => {
  const n = `${Date.now() % 1_000_000}${language}`;
  const customer = await post(admin, '/api/customers', {
    companyName: `Spårbar Kund ${n} AB`,
    organizationNumber: organisationNumber(),
    emailAddress: `kund-${n}@e2e.example`,
    language,
  });
  const places = (await json('/api/destinations?sort=name:asc&pagination[pageSize]=2', admin)).data as { documentId: string }[];
  const truck = (await json('/api/trucks?sort=id:asc&pagination[pageSize]=1', admin)).data[0];
  const driver = await post(admin, '/api/drivers', {
    firstName: 'Dana',
    lastName: `Track${n}`,
    employeeNumber: `T-${n}`,
    phoneNumber: '070-555 12 34',
  });
  const email = `track-${n}@e2e.example`;
  const password = 'E2e-Driver-Password-1';
  await json('/api/users', admin, {
    method: 'POST',
    body: JSON.stringify({ email, password, name: `Dana Track${n}`, type: 'driver', driver: driver.documentId }),
  });
  const job = await post(admin, '/api/jobs', {
    customer: customer.documentId,
    goodsDescription: 'Pallets of car parts',
    pallets: 18,
    truck: truck.documentId,
    driver: driver.documentId,
    plannedDate: officeToday(),
    stops: [
      { type: 'pickup', destination: places[0]!.documentId, plannedFrom: todayAt(7), plannedTo: todayAt(8) },
      { type: 'delivery', destination: places[1]!.documentId, plannedFrom: todayAt(10), plannedTo: todayAt(11) },
    ],
  });
  await post(admin, `/api/jobs/${job.documentId}/status`, { to: 'planned' });
  const stops = (await json(`/api/jobs/${job.documentId}?populate=stops`, admin)).data.stops as { documentId: string; type: string }[];
  const [pickup, delivery] = [stops.find((s) => s.type === 'pickup')!, stops.find((s) => s.type === 'delivery')!];
  const link = (await post(admin, `/api/jobs/${job.documentId}/tracking-link`, {})) as unknown as { url: string };
  const phone = await apiLogin(email, password);
  const event = (stop: string, type: string, at: string) =>
    post(phone, `/api/jobs/${job.documentId}/stop-events`, { stop, type, at, clientId: `e2e-${n}-${stop}-${type}` });
  return {
    documentId: job.documentId,
    jobNumber: Number(job.jobNumber),
    link: link.url,
    load: async () => {
      await event(pickup.documentId, 'arrived', todayAt(7, 5));
      await event(pickup.documentId, 'departed', todayAt(7, 40));
    },
    deliver: async (signedBy) => {
      await event(delivery.documentId, 'arrived', todayAt(10, 10));
      const form = new FormData();
      form.set('stop', delivery.documentId);
      form.set('signedBy', signedBy);
      form.set('clientId', `e2e-${n}-proof`);
      form.set('at', todayAt(10, 25));
      form.set('signature', new Blob([PNG], { type: 'image/png' }), 'signature.png');
      form.set('photos', new Blob([PNG], { type: 'image/png' }), 'goods.png');
      // Multipart, as the phone's FormData sends it (fetch sets the boundary).
      const response = await fetch(`${URLS.api}/api/jobs/${job.documentId}/proofs`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${phone}` },
      });
      if (response.status !== 201) throw new Error(`proof refused: ${response.status} ${await response.text()}`);
    },
  };
};
