import { eventFormOf, eventFormResolver, newEventForm, toEventInput, type EventFormValues } from './event-form';

const form = (overrides: Partial<EventFormValues>): EventFormValues => ({
  ...newEventForm('2026-11-23'),
  title: 'Depot meeting',
  ...overrides,
});

const messages = async (values: EventFormValues) => {
  const result = await eventFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
};

describe('the event form', () => {
  it('sends times in the office zone and all-day events as their days', () => {
    expect(toEventInput(form({ startTime: '09:30', endTime: '11:00' }))).toEqual({
      title: 'Depot meeting',
      description: null,
      allDay: false,
      startsAt: '2026-11-23T08:30:00.000Z',
      endsAt: '2026-11-23T10:00:00.000Z',
    });
    expect(toEventInput(form({ allDay: true, endDate: '2026-11-25', description: ' Bring the keys ' }))).toEqual({
      title: 'Depot meeting',
      description: 'Bring the keys',
      allDay: true,
      startsAt: '2026-11-23T00:00:00.000Z',
      endsAt: '2026-11-25T00:00:00.000Z',
    });
  });

  it('reads a saved event back into the inputs', () => {
    expect(eventFormOf({ subject: 'Fair', startsAt: '2026-11-23T08:30:00.000Z', endsAt: null, allDay: false })).toMatchObject({
      title: 'Fair',
      startDate: '2026-11-23',
      startTime: '09:30',
      endDate: '',
      endTime: '',
    });
    expect(
      eventFormOf({ subject: 'Fair', startsAt: '2026-11-23T00:00:00.000Z', endsAt: '2026-11-24T00:00:00.000Z', allDay: true }),
    ).toMatchObject({ allDay: true, startDate: '2026-11-23', endDate: '2026-11-24' });
  });

  it('accepts a complete event with the values the API stores', async () => {
    const result = await eventFormResolver(form({}), undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ title: 'Depot meeting', startsAt: '2026-11-23T08:00:00.000Z', allDay: false });
  });

  it('refuses what the API would refuse, with its messages, on the inputs concerned', async () => {
    expect(await messages(form({ title: '  ' }))).toEqual({ title: 'Please enter the title' });
    expect(await messages(form({ endDate: '2026-11-22', endTime: '10:00' }))).toEqual({ endDate: 'Ends at cannot be before starts at' });
    expect(await messages(form({ title: 'x'.repeat(121) }))).toEqual({ title: 'the title is at most 120 characters' });
  });

  it('asks for the dates and times an event needs', async () => {
    expect(await messages(form({ startDate: '' }))).toEqual({
      startDate: 'Please enter the start date',
    });
    expect(await messages(form({ startTime: '', title: '' }))).toEqual({
      startTime: 'Please enter the start time',
      title: 'Please enter the title',
    });
    expect(await messages(form({ endDate: '2026-11-24' }))).toEqual({ endTime: 'Please enter the end time' });
  });
});
