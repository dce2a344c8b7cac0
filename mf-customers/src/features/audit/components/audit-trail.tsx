import { Box, ErrorState, Heading, List, Stack, Text } from '@haulage/shared/ui';
import { errorMessage, useCan } from '@haulage/shared/area-kit';
import { useGetAuditEntriesQuery } from '../api/get-audit-entries';
import { describeAction, describeChange, formatWhen } from '../model/describe-change';

/** Who changed what and when, newest first. */
export const AuditTrail = ({ customer }: { customer: string }) => {
  const canRead = useCan('audit-entries', 'read');
  const entries = useGetAuditEntriesQuery(customer, { skip: !canRead });
  return (
    <Stack gap="3" as="section" aria-label="Change history">
      <Heading as="h2" size="md">
        Change history
      </Heading>
      {!canRead ? <Text color="fg.muted">The change history is visible to office staff only.</Text> : null}
      {entries.isError ? (
        <ErrorState message={errorMessage(entries.error, 'Could not load the history')} onRetry={entries.refetch} />
      ) : null}
      {entries.data?.length === 0 ? <Text color="fg.muted">No changes recorded yet.</Text> : null}
      <List.Root variant="plain" gap="3">
        {(entries.data ?? []).map((entry) => (
          <List.Item key={entry.documentId} display="block">
            <Text fontWeight="semibold">
              {describeAction(entry)} · {entry.user?.name ?? 'System'} · {formatWhen(entry.at)}
            </Text>
            <Box as="ul" ps="4" color="fg.muted" fontSize="sm">
              {entry.changes.map((change) => (
                <li key={change.field}>{describeChange(change, entry.entityType)}</li>
              ))}
            </Box>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
};
