import type { JobMessage } from '@haulage/shared/contracts';
import { formatDateTime } from '@haulage/shared/format';
import { Text, type DataTableColumn } from '@haulage/shared/ui';
import { QueryTable } from '@haulage/shared/area-kit';
import { useGetJobMessagesQuery } from '../api/get-job-messages';
import { messageChannel, messageEventLabel, messageRecipient, messageStatus } from '../model/job-messages';
import { DetailSection } from './detail-section';

const columns: DataTableColumn<JobMessage>[] = [
  { key: 'createdAt', header: 'Written', render: (m) => formatDateTime(m.createdAt) },
  { key: 'event', header: 'About', render: messageEventLabel },
  { key: 'channel', header: 'By', render: messageChannel },
  { key: 'recipient', header: 'To', render: messageRecipient },
  {
    key: 'body',
    header: 'Text',
    render: (m) => (
      <Text whiteSpace="pre-line" fontSize="sm">
        {m.subject ? `${m.subject}\n` : ''}
        {m.body}
      </Text>
    ),
  },
  { key: 'status', header: 'Status', render: (m) => `${messageStatus(m)}${m.sentAt ? ` · ${formatDateTime(m.sentAt)}` : ''}` },
];

/** Every message sent to the customer about the job (notices and confirmation requests), as the outbox keeps it. */
export const JobMessages = ({ job }: { job: string }) => {
  const messages = useGetJobMessagesQuery(job);
  return (
    <DetailSection title="Messages to the customer">
      <QueryTable
        label="Messages to the customer"
        columns={columns}
        query={messages}
        emptyMessage="No messages sent about this job yet"
        getRowKey={(m, i) => `${m.createdAt}-${m.channel}-${m.recipient}-${i}`}
      />
    </DetailSection>
  );
};
