import { Badge, Button, Heading, Stack, Table, Text } from '@haulage/shared/ui';
import { useCan, usePlatform, useReportRefusal } from '@haulage/shared/area-kit';
import { useEndTrailerLinkMutation } from '../api/end-trailer-link';
import { useGetTrailerLinksQuery } from '../api/get-trailer-links';
import { formatDateTime, isOpenLink } from '../model/trailer-links';
import { NewLinkForm } from './new-link-form';

interface Props {
  /** The page this panel sits on: a truck's or a trailer's. */
  by: 'truck' | 'trailer';
  documentId: string;
}

/** Open and past couplings of a truck or trailer; link a new one or end an open one. */
export const TrailerLinksPanel = ({ by, documentId }: Props) => {
  const { feedback } = usePlatform();
  const reportRefusal = useReportRefusal();
  const canCreate = useCan('trailers-links', 'create');
  const canEnd = useCan('trailers-links', 'update');
  const { data: links = [], isLoading } = useGetTrailerLinksQuery({ by, documentId });
  const [endLink, ending] = useEndTrailerLinkMutation();

  const end = async (linkId: string) => {
    try {
      await endLink({ documentId: linkId, linkedTo: new Date().toISOString() }).unwrap();
      feedback.toast('success', 'Trailer link is ended successfully');
    } catch (error) {
      reportRefusal(error);
    }
  };

  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        Trailer links
      </Heading>
      {!isLoading && links.length === 0 ? <Text color="fg.muted">No trailer links.</Text> : null}
      {links.length > 0 ? (
        <Table.Root size="sm" aria-label="Trailer links">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{by === 'truck' ? 'Trailer' : 'Truck'}</Table.ColumnHeader>
              <Table.ColumnHeader>From</Table.ColumnHeader>
              <Table.ColumnHeader>To</Table.ColumnHeader>
              <Table.ColumnHeader>Note</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {links.map((link) => {
              const open = isOpenLink(link);
              const other =
                by === 'truck'
                  ? `${link.trailer?.trailerName ?? '—'} (${link.trailer?.plateNumber ?? ''})`
                  : `${link.truck?.truckName ?? '—'} (${link.truck?.registrationPlateNumber ?? ''})`;
              return (
                <Table.Row key={link.documentId}>
                  <Table.Cell>
                    {other} {open ? <Badge colorPalette="green">Open</Badge> : null}
                  </Table.Cell>
                  <Table.Cell>{formatDateTime(link.linkedFrom)}</Table.Cell>
                  <Table.Cell>{formatDateTime(link.linkedTo)}</Table.Cell>
                  <Table.Cell>{link.note ?? ''}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {open && canEnd ? (
                      <Button size="xs" variant="outline" disabled={ending.isLoading} onClick={() => void end(link.documentId)}>
                        End link
                      </Button>
                    ) : null}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      ) : null}
      {canCreate ? <NewLinkForm by={by} documentId={documentId} /> : null}
    </Stack>
  );
};
