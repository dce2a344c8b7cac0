import type { DueItem } from '@haulage/shared/contracts';
import { Box, Card, DueBadge, EmptyState, Flex, Heading, Link, Stack, Text } from '@haulage/shared/ui';
import { RouterLink } from '../../../chrome/router/link';
import { DUE_KIND_LABELS, dueItemPath, groupByDate } from '../model/due-items';

const formatDay = (date: string): string =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${date}T00:00:00Z`));

/** Inspections and documents overdue or due within 30 days, as a day-by-day agenda. */
export const DueAgenda = ({ items, today }: { items: DueItem[]; today: string }) => {
  if (items.length === 0) {
    return <EmptyState title="Nothing due" description="No inspections or documents are due within 30 days." />;
  }
  return (
    <Stack gap="4" as="ol" listStyleType="none" m="0" p="0" aria-label="Due dates">
      {groupByDate(items).map((day) => (
        <Box as="li" key={day.date}>
          <Heading as="h3" size="sm" mb="2">{formatDay(day.date)}</Heading>
          <Card.Root>
            <Card.Body p="3">
              <Stack gap="2">
                {day.items.map((item) => (
                  <Flex key={`${item.kind}-${item.documentId}`} justify="space-between" align="center" gap="3" wrap="wrap">
                    <Box>
                      <Link asChild colorPalette="brand" fontWeight="medium"><RouterLink to={dueItemPath(item)}>{item.subject}</RouterLink></Link>
                      <Text fontSize="sm" color="fg.muted">{DUE_KIND_LABELS[item.kind]}</Text>
                    </Box>
                    <DueBadge date={item.date} today={today} />
                  </Flex>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
        </Box>
      ))}
    </Stack>
  );
};
