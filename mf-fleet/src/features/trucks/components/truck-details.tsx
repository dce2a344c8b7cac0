import { officeToday, TRUCK_STATUS_LABELS, type Truck } from '@haulage/shared/contracts';
import { Box, DetailList, Flex, Heading, Image, Stack, StatusBadge, Text } from '@haulage/shared/ui';
import { DueWithDate } from '../../../lib/due-with-date';
import { humanize } from '../../../lib/options';
import { formatKm, truckDues, truckThumbnail } from '../model/truck-display';

/** Everything stored about a truck, with what is due on top. */
export const TruckDetails = ({ truck, apiUrl }: { truck: Truck; apiUrl: string }) => {
  const photo = truckThumbnail(truck, apiUrl);
  const dues = truckDues(truck, officeToday());
  return (
    <Stack gap="6">
      <Flex gap="25px" wrap="wrap" align="flex-start">
        <Box w="160px" h="120px" borderWidth="1px" rounded="card" overflow="hidden" bg="bg.muted">
          {photo ? <Image src={photo} alt={`Photo of ${truck.truckName}`} w="full" h="full" objectFit="cover" /> : null}
        </Box>
        <DetailList
          items={dues.map((due) => ({
            label: due.label,
            value: <DueWithDate date={due.date} />,
          }))}
        />
      </Flex>
      <DetailList
        items={[
          { label: 'Truck number', value: truck.truckNumber },
          { label: 'Registration plate number', value: truck.registrationPlateNumber },
          { label: 'Status', value: <StatusBadge status={truck.truckStatus} labels={TRUCK_STATUS_LABELS} /> },
          { label: 'Truck type', value: humanize(truck.truckType) },
          { label: 'Vehicle class', value: humanize(truck.vehicleClass) },
          { label: 'Area', value: truck.area?.name },
          { label: 'Odometer', value: formatKm(truck.odometer) },
          { label: 'Truck phone number', value: truck.truckPhoneNumber },
          { label: 'VIN', value: truck.vin },
          { label: 'Insurance number', value: truck.insuranceNumber },
          { label: 'Bought date', value: truck.truckBoughtDate },
          { label: 'Sold date', value: truck.truckSoldDate },
        ]}
      />
      <Stack gap="2">
        <Heading as="h2" size="md">
          Drivers
        </Heading>
        <Text>{truck.drivers?.length ? truck.drivers.map((d) => `${d.firstName} ${d.lastName}`).join(', ') : 'No drivers assigned'}</Text>
      </Stack>
      <DetailList
        items={[
          { label: 'Insurance case', value: truck.insuranceCase },
          { label: 'General note', value: truck.generalNote },
          { label: 'Remarks', value: truck.remarks },
        ]}
      />
    </Stack>
  );
};
