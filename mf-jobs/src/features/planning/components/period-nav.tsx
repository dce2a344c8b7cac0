import { Button, HStack, Text } from '@haulage/shared/ui';

export interface PeriodNavProps {
  /** "day" or "week": names the buttons ("Previous week"). */
  unit: string;
  label: string;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
}

/** Previous / Today / Next and the period shown. */
export const PeriodNav = ({ unit, label, onStep, onToday }: PeriodNavProps) => (
  <HStack gap="2" wrap="wrap">
    <Button size="sm" variant="outline" onClick={() => onStep(-1)}>
      {`‹ Previous ${unit}`}
    </Button>
    <Button size="sm" variant="outline" onClick={onToday}>
      Today
    </Button>
    <Button size="sm" variant="outline" onClick={() => onStep(1)}>
      {`Next ${unit} ›`}
    </Button>
    <Text fontWeight="medium" aria-live="polite">
      {label}
    </Text>
  </HStack>
);
