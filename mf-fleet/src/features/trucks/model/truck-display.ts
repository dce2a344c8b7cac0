import { dueStatus, TRUCK_STATUS_LABELS, type DueStatus, type Truck, type TruckStatus } from '@haulage/shared/contracts';

export const truckStatusLabel = (status: TruckStatus | string): string => TRUCK_STATUS_LABELS[status as TruckStatus] ?? status;

export const truckTitle = (truck: Pick<Truck, 'truckName' | 'truckNumber'>): string => `${truck.truckName} (${truck.truckNumber})`;

/** '123456' → '123 456 km', the way the office reads odometers (the platform's formatter). */
export { formatKm } from '@haulage/shared/format';

/** Joins a relative upload URL onto the API's public URL; absolute URLs pass through. */
export const mediaUrl = (apiUrl: string, url: string | null | undefined): string | null => {
  if (!url) return null;
  if (/^(https?:|data:|blob:)/.test(url)) return url;
  return `${apiUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
};

export const truckThumbnail = (truck: Pick<Truck, 'profilePhoto'>, apiUrl: string): string | null =>
  mediaUrl(apiUrl, truck.profilePhoto?.formats?.thumbnail?.url ?? truck.profilePhoto?.url);

export interface TruckDue {
  key: 'techInspection' | 'tachographInspection' | 'insurance';
  label: string;
  date: string | null;
  status: DueStatus;
}

/** The dated obligations of a truck, with their due status on `today`. */
export const truckDues = (
  truck: Pick<Truck, 'techInspectionDate' | 'tachographInspectionDate' | 'insuranceExpiryDate'>,
  today: string,
): TruckDue[] => [
  {
    key: 'techInspection',
    label: 'Technical inspection',
    date: truck.techInspectionDate,
    status: dueStatus(truck.techInspectionDate, today),
  },
  {
    key: 'tachographInspection',
    label: 'Tachograph inspection',
    date: truck.tachographInspectionDate,
    status: dueStatus(truck.tachographInspectionDate, today),
  },
  { key: 'insurance', label: 'Insurance', date: truck.insuranceExpiryDate, status: dueStatus(truck.insuranceExpiryDate, today) },
];

/** The most urgent due item, for a one-badge summary in the list. */
export const worstDue = (dues: TruckDue[]): TruckDue | null =>
  dues.find((d) => d.status === 'overdue') ?? dues.find((d) => d.status === 'due_soon') ?? null;
