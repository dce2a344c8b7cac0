import { holidayOn, type OccurrencePreview } from '@haulage/shared/contracts';
import { formatLongDate } from '@haulage/shared/format';
import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@haulage/shared/ui';
import { canSkipDay } from '../model/day-skip';
import { type CalendarDay, calendarMonths, occurrenceText } from '../model/month-calendar';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTH = new Intl.DateTimeFormat('sv-SE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const STYLE: Record<string, { bg: string; color: string; mark: string }> = {
  generated: { bg: 'brand.solid', color: 'brand.contrast', mark: '●' },
  scheduled: { bg: 'brand.subtle', color: 'fg', mark: '○' },
  skipped: { bg: 'orange.subtle', color: 'orange.fg', mark: '✕' },
  cancelled: { bg: 'bg.muted', color: 'fg.muted', mark: '–' },
};

/** Skipping, when the viewer may: which day may be skipped, and what to do when one is chosen. */
export interface DaySkipping {
  today: string;
  onSkip: (day: OccurrencePreview) => void;
}

const Day = ({ day, skipping }: { day: CalendarDay | null; skipping?: DaySkipping }) => {
  if (!day) return <Box role="gridcell" aria-hidden="true" />;
  const style = day.occurrence ? STYLE[day.occurrence.status] : null;
  const holiday = holidayOn(day.date);
  const name = holiday ? `${formatLongDate(day.date)} (${holiday})` : formatLongDate(day.date);
  const label = day.occurrence ? `${name}: ${occurrenceText(day.occurrence)}` : name;
  const occurrence = day.occurrence;
  const skippable = skipping && occurrence && canSkipDay(occurrence, skipping.today);
  const mark = (
    <>
      {day.day}
      {style ? <span aria-hidden="true"> {style.mark}</span> : null}
    </>
  );
  return (
    <Box
      role="gridcell"
      aria-label={label}
      title={label}
      data-status={day.occurrence?.status}
      textAlign="center"
      fontSize="sm"
      py={skippable ? undefined : '1'}
      rounded="md"
      bg={style?.bg}
      color={style?.color}
    >
      {skippable ? (
        <Box
          as="button"
          w="full"
          py="1"
          rounded="md"
          cursor="pointer"
          aria-label={`Skip ${day.date}…`}
          onClick={() => skipping.onSkip(occurrence)}
        >
          {mark}
        </Box>
      ) : (
        mark
      )}
    </Box>
  );
};

/**
 * The next weeks as small month grids; each marked day also says what it is, as text. With
 * `skipping`, a day that may be skipped is a button in the grid and has a Skip button in the list.
 */
export const OccurrenceCalendar = ({ days, skipping }: { days: OccurrencePreview[]; skipping?: DaySkipping }) => {
  const months = calendarMonths(days);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {months.map((month) => (
          <Box key={month.month} borderWidth="1px" rounded="md" p="3">
            <Heading as="h3" size="sm" mb="2" id={`month-${month.month}`}>
              {MONTH.format(new Date(`${month.month}-01T00:00:00Z`))}
            </Heading>
            <Box role="grid" aria-labelledby={`month-${month.month}`}>
              <SimpleGrid role="row" columns={7} gap="1">
                {WEEKDAYS.map((name) => (
                  <Text role="columnheader" key={name} fontSize="xs" textAlign="center" color="fg.muted">
                    {name}
                  </Text>
                ))}
              </SimpleGrid>
              {month.weeks.map((week, i) => (
                <SimpleGrid role="row" columns={7} gap="1" key={i}>
                  {week.map((day, j) => (
                    <Day key={day?.date ?? `pad-${i}-${j}`} day={day} skipping={skipping} />
                  ))}
                </SimpleGrid>
              ))}
            </Box>
          </Box>
        ))}
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        ● job made · ○ to be made · ✕ skipped · – cancelled · underlined: a Swedish holiday
      </Text>
      <Box as="ul" aria-label="Upcoming days" fontSize="sm" ps="5">
        {days.map((d) => (
          <li key={d.date} data-status={d.status}>
            {d.date}: {occurrenceText(d)}
            {skipping && canSkipDay(d, skipping.today) ? (
              <Button size="2xs" variant="ghost" ms="2" aria-label={`Skip ${d.date}`} onClick={() => skipping.onSkip(d)}>
                Skip
              </Button>
            ) : null}
          </li>
        ))}
      </Box>
    </Stack>
  );
};
