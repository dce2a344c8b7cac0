import type { ReactNode } from 'react';
import { contactName, type Job } from '@haulage/shared/contracts';
import { DetailList, humanizeStatus } from '@haulage/shared/ui';
import { formatDateTime, formatKm, formatNumber } from '@haulage/shared/format';
import { adrText } from '#lib';
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

/** What the job carries, as its consignment note's goods boxes say it. */
export const JobGoods = ({ job }: { job: Job }) => (
  <DetailSection title="Goods">
    <DetailList
      items={[
        { label: 'Goods description', value: job.goodsDescription },
        { label: 'Marks and numbers', value: job.goodsMarks },
        { label: 'Weight', value: measure(job.weightKg, 'kg') },
        { label: 'Volume', value: job.volumeM3 == null ? null : `${formatNumber(job.volumeM3, { maxDecimals: 3 })} m³` },
        { label: 'Pallets', value: job.pallets == null ? null : formatNumber(job.pallets) },
        { label: 'Number of packages', value: job.packageCount == null ? null : formatNumber(job.packageCount) },
        { label: 'Kind of packing', value: job.packaging },
        { label: 'ADR goods', value: adrText(job) },
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
