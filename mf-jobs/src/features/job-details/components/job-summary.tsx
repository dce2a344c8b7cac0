import type { ReactNode } from 'react';
import { contactName, type Job } from '@haulage/shared/contracts';
import { DetailList, humanizeStatus } from '@haulage/shared/ui';
import { formatDateTime, formatKm, formatNumber } from '@haulage/shared/format';
import { DetailSection } from './detail-section';

const measure = (value: number | null, unit: string) => (value == null ? null : `${formatNumber(value)} ${unit}`);

/** Who the job is for and what it carries. */
export const JobCustomer = ({ job }: { job: Job }) => (
  <DetailSection title="Customer">
    <DetailList
      items={[
        { label: 'Customer', value: job.customer?.companyName },
        { label: 'Contact', value: job.contact ? [contactName(job.contact), job.contact.phoneNumber].filter(Boolean).join(', ') : null },
        { label: 'Customer reference', value: job.customerReference },
      ]}
    />
  </DetailSection>
);

export const JobGoods = ({ job }: { job: Job }) => (
  <DetailSection title="Goods">
    <DetailList
      items={[
        { label: 'Goods description', value: job.goodsDescription },
        { label: 'Weight', value: measure(job.weightKg, 'kg') },
        { label: 'Pallets', value: job.pallets == null ? null : formatNumber(job.pallets) },
        { label: 'ADR goods', value: job.adr ? 'Yes' : 'No' },
        { label: 'Vehicle class', value: humanizeStatus(job.vehicleClass) },
      ]}
    />
  </DetailSection>
);

/** The road's km without odometer readings is the route estimate: invoicing must see it is one. */
const kmActual = (job: Job): string | null =>
  job.kmActual == null ? null : job.kmActualEstimated ? `${formatKm(job.kmActual)} (route estimate)` : formatKm(job.kmActual);

/** Where the job stands in the day: its times, what was driven and whether the customer confirmed. */
export const JobProgress = ({ job, actions }: { job: Job; actions?: ReactNode }) => (
  <DetailSection title="Progress" actions={actions}>
    <DetailList
      items={[
        { label: 'ETA', value: job.eta ? formatDateTime(job.eta) : null },
        { label: 'Km planned', value: job.kmPlanned == null ? null : formatKm(job.kmPlanned) },
        { label: 'Km actual', value: kmActual(job) },
        { label: 'Hours actual', value: measure(job.hoursActual, 'h') },
        { label: 'Notes for the driver', value: job.notesDriver },
        ...(job.notesInternal ? [{ label: 'Internal notes', value: job.notesInternal }] : []),
        ...(job.status === 'cancelled' ? [{ label: 'Cancel reason', value: job.cancelReason }] : []),
      ]}
    />
  </DetailSection>
);
