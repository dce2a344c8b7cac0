import { useGetAreaOptionsQuery } from '#lib';
import { Button, HStack } from '@haulage/shared/ui';
import { AreaFilter } from '@haulage/shared/area-kit';
import { periodLabel, stepDate, type BoardMode } from '../model/board-dates';
import type { BoardView } from '../model/board-view';
import { PeriodNav } from './period-nav';

const MODES: { mode: BoardMode; label: string }[] = [
  { mode: 'day', label: 'Day' },
  { mode: 'week', label: 'Week' },
];

export interface BoardToolbarProps {
  view: BoardView;
  today: string;
  onChange: (change: Partial<BoardView>) => void;
}

/** Day or week, the period, and the area shown. */
export const BoardToolbar = ({ view, today, onChange }: BoardToolbarProps) => {
  const areas = useGetAreaOptionsQuery();
  return (
    <HStack gap="4" wrap="wrap" mb="4">
      <HStack gap="1" role="group" aria-label="View">
        {MODES.map(({ mode, label }) => (
          <Button
            key={mode}
            size="sm"
            variant={view.mode === mode ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={view.mode === mode}
            onClick={() => onChange({ mode })}
          >
            {label}
          </Button>
        ))}
      </HStack>
      <PeriodNav
        unit={view.mode}
        label={periodLabel(view.mode, view.date)}
        onStep={(direction) => onChange({ date: stepDate(view.mode, view.date, direction) })}
        onToday={() => onChange({ date: today })}
      />
      <AreaFilter compact inline value={view.area} onChange={(area) => onChange({ area })} areas={areas.data} />
    </HStack>
  );
};
