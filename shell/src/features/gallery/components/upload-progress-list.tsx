import { Box, HStack, List, Text } from '@haulage/shared/ui';
import { overallPercent } from '../model/upload-checks';
import type { UploadItem } from '../model/use-uploads';

const STATUS_TEXT: Record<UploadItem['status'], string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
};

const percentOf = (item: UploadItem): number => (item.size === 0 ? 100 : Math.round((Math.min(item.loaded, item.size) / item.size) * 100));

/** Each file's progress (or why it was refused) and the batch's overall progress. */
export const UploadProgressList = ({ items }: { items: UploadItem[] }) => {
  const overall = overallPercent(items.filter((item) => item.status !== 'failed' || item.loaded > 0));
  return (
    <Box mt="3">
      <HStack gap="3" mb="2">
        <Text fontWeight="semibold">Overall</Text>
        <progress aria-label="Overall upload progress" max={100} value={overall} style={{ flex: 1 }} />
        <Text minW="12" textAlign="end">{`${overall}%`}</Text>
      </HStack>
      <List.Root as="ul" listStyle="none" aria-label="Uploads" gap="2">
        {items.map((item) => (
          <List.Item key={item.key}>
            <HStack gap="3">
              <Text flex="1" truncate>
                {item.name}
              </Text>
              <progress aria-label={`Upload progress of ${item.name}`} max={100} value={percentOf(item)} style={{ width: '30%' }} />
              <Text minW="20" textAlign="end" color={item.status === 'failed' ? 'red.600' : undefined}>
                {STATUS_TEXT[item.status]}
              </Text>
            </HStack>
            {item.error ? (
              <Text role="alert" color="red.600" fontSize="sm">
                {item.error}
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
};
