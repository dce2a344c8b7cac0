import { useState } from 'react';
import { officeToday, type TyreSet } from '@haulage/shared/contracts';
import { formatKm as km } from '@haulage/shared/format';
import { Alert, Button, HStack, Heading, Stack, StatusBadge, Table, Text } from '@haulage/shared/ui';
import { errorMessage, FormAlert, type PageAlert, useCan, usePlatform } from '@haulage/shared/area-kit';
import { useGetTruckTyresQuery } from '../api/get-truck-tyres';
import { useMountTyreMutation } from '../api/mount-tyre';
import { useUnmountTyreMutation } from '../api/unmount-tyre';
import { tyreSetLabel, winterWarnings } from '../model/winter-warnings';
import { TyreSetEditor } from './tyre-set-editor';

/** A truck's tyre sets with their mileage, mount/unmount and the winter rule. */
export const TruckTyreSets = ({ truckDocumentId }: { truckDocumentId: string }) => {
  const { feedback } = usePlatform();
  const canChange = useCan('tyres', 'update');
  const canCreate = useCan('tyres', 'create');
  const [editing, setEditing] = useState<TyreSet | 'new' | null>(null);
  // A refusal or a warning about a mount stays on the page until the user closes it or acts again.
  const [alert, setAlert] = useState<PageAlert | null>(null);
  const { data: sets = [], isLoading } = useGetTruckTyresQuery(truckDocumentId);
  const [mount, mounting] = useMountTyreMutation();
  const [unmount, unmounting] = useUnmountTyreMutation();
  const warnings = winterWarnings(sets, officeToday());

  const run = async (action: () => Promise<{ meta: { warnings?: { message: string }[] } }>, done: string) => {
    setAlert(null);
    try {
      const warnings = (await action()).meta.warnings ?? [];
      if (warnings.length > 0) setAlert({ status: 'warning', messages: warnings.map((warning) => warning.message) });
      feedback.toast('success', done);
    } catch (error) {
      setAlert({ status: 'error', messages: [errorMessage(error)] });
    }
  };
  const busy = mounting.isLoading || unmounting.isLoading;
  const editFor = (set: TyreSet) =>
    canChange ? (
      <Button size="xs" variant="ghost" aria-label={`Edit ${tyreSetLabel(set)}`} onClick={() => setEditing(set)}>
        Edit
      </Button>
    ) : null;
  const actionFor = (set: TyreSet) => {
    if (!canChange || set.status === 'retired') return null;
    return set.status === 'mounted' ? (
      <Button
        size="xs"
        variant="outline"
        disabled={busy}
        aria-label={`Unmount ${tyreSetLabel(set)}`}
        onClick={() => run(() => unmount(set.documentId).unwrap(), 'Tyre set is unmounted')}
      >
        Unmount
      </Button>
    ) : (
      <Button
        size="xs"
        variant="outline"
        disabled={busy}
        aria-label={`Mount ${tyreSetLabel(set)}`}
        onClick={() => run(() => mount(set.documentId).unwrap(), 'Tyre set is mounted')}
      >
        Mount
      </Button>
    );
  };

  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          Tyres
        </Heading>
        {canCreate && editing === null ? (
          <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
            Add tyre set
          </Button>
        ) : null}
      </HStack>
      <FormAlert alert={alert} onDismiss={() => setAlert(null)} />
      {editing ? <TyreSetEditor truckDocumentId={truckDocumentId} editing={editing} onDone={() => setEditing(null)} /> : null}
      {warnings.map((warning) => (
        <Alert.Root key={warning} status="warning">
          <Alert.Indicator />
          <Alert.Title>{warning}</Alert.Title>
        </Alert.Root>
      ))}
      {!isLoading && sets.length === 0 ? <Text color="fg.muted">No tyre sets registered.</Text> : null}
      {sets.length > 0 ? (
        <Table.Root size="sm" aria-label="Tyre sets">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Set</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Tread</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Mileage</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {sets.map((set) => (
              <Table.Row key={set.documentId}>
                <Table.Cell>{tyreSetLabel(set)}</Table.Cell>
                <Table.Cell>
                  <StatusBadge status={set.status} palettes={{ mounted: 'green', stored: 'blue' }} />
                </Table.Cell>
                <Table.Cell textAlign="end">{set.treadDepthMm == null ? '—' : `${set.treadDepthMm} mm`}</Table.Cell>
                <Table.Cell textAlign="end">{km(set.mileageKm)}</Table.Cell>
                <Table.Cell textAlign="end">
                  {editFor(set)} {actionFor(set)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </Stack>
  );
};
