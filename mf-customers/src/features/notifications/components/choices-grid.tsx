import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_EVENTS,
  type EventChoices,
} from '@haulage/shared/contracts';
import { CheckboxField, Table } from '@haulage/shared/ui';
import { withChoice } from '../model/choices-form';

export interface ChoicesGridProps {
  /** The table's name: whose choices these are. */
  label: string;
  events: EventChoices;
  onChange: (events: EventChoices) => void;
  disabled: boolean;
}

/** Each event a row, SMS and e-mail a checkbox each. */
export const ChoicesGrid = ({ label, events, onChange, disabled }: ChoicesGridProps) => (
  <Table.Root size="sm" aria-label={label} maxW="lg">
    <Table.Header>
      <Table.Row>
        <Table.ColumnHeader>Event</Table.ColumnHeader>
        {NOTIFICATION_CHANNELS.map((channel) => (
          <Table.ColumnHeader key={channel}>{NOTIFICATION_CHANNEL_LABELS[channel]}</Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
    <Table.Body>
      {NOTIFICATION_EVENTS.map((event) => (
        <Table.Row key={event} aria-label={NOTIFICATION_EVENT_LABELS[event]}>
          <Table.Cell as="th" scope="row" fontWeight="normal">
            {NOTIFICATION_EVENT_LABELS[event]}
          </Table.Cell>
          {NOTIFICATION_CHANNELS.map((channel) => (
            <Table.Cell key={channel}>
              <CheckboxField
                label={`${NOTIFICATION_CHANNEL_LABELS[channel]}: ${NOTIFICATION_EVENT_LABELS[event]}`}
                checked={events[event][channel]}
                onCheckedChange={(on) => onChange(withChoice(events, event, channel, on))}
                disabled={disabled}
              />
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
    </Table.Body>
  </Table.Root>
);
