import type { Driver } from '@haulage/shared/contracts';
import { DetailList, StatusBadge } from '@haulage/shared/ui';
import { DueWithDate } from '../../../lib/due-with-date';
import { humanize } from '../../../lib/options';

const due = (date: string | null) => <DueWithDate date={date} />;

export const DriverDetails = ({ driver }: { driver: Driver }) => (
  <DetailList
    items={[
      { label: 'Employee number', value: driver.employeeNumber },
      { label: 'Status', value: <StatusBadge status={driver.driverStatus} /> },
      { label: 'Employment type', value: humanize(driver.employmentType) },
      { label: 'Phone number', value: driver.phoneNumber },
      { label: 'E-mail address', value: driver.emailAddress },
      { label: 'Address', value: driver.address },
      { label: 'Area', value: driver.area?.name },
      { label: 'Licence classes', value: driver.licenceClasses.join(', ') },
      { label: 'Licence expiry date', value: due(driver.licenceExpiryDate) },
      { label: 'Code 95 (YKB) expiry date', value: due(driver.code95ExpiryDate) },
      { label: 'Driver card number', value: driver.driverCardNumber },
      { label: 'Driver card expiry date', value: due(driver.driverCardExpiryDate) },
      { label: 'ADR certificate expiry date', value: due(driver.adrExpiryDate) },
      { label: 'Trucks', value: driver.trucks?.map((t) => t.truckName).join(', ') },
      { label: 'Notes', value: driver.notes },
    ]}
  />
);
