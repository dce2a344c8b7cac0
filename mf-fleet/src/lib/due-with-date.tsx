import { dueStatus, officeToday } from '@haulage/shared/contracts';
import { DueBadge, Text } from '@haulage/shared/ui';

/** A due badge; when something is due the date itself goes beside it (the badge then shows days). */
export const DueWithDate = ({ date }: { date: string | null | undefined }) => {
  const status = dueStatus(date, officeToday());
  return (
    <>
      <DueBadge date={date} />{' '}
      {status === 'ok' || status === 'unknown' ? null : (
        <Text as="span" color="fg.muted">
          {date}
        </Text>
      )}
    </>
  );
};
