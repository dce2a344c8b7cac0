import { shellApi } from '../../../platform/shell-api';

/** The shell's api with the calendar's tag: writing an event refreshes the calendar. */
export const calendarApi = shellApi.enhanceEndpoints({ addTagTypes: ['CalendarEvent'] });
