import type { FeedbackService } from '@haulage/shared/platform';
import { errorMessage, planApiError, planWarnings, toastWarnings } from './api-errors';

const apiError = (fieldErrors: Record<string, string>, message = 'Validation failed') => ({
  status: 400,
  name: 'ValidationError',
  message,
  details: {},
  fieldErrors,
});

describe('planApiError', () => {
  it('puts field messages on the form fields (nested and data.-prefixed paths too) and the rest in a toast', () => {
    const plan = planApiError(apiError({ 'data.registrationPlateNumber': 'Plate taken', 'area.name': 'Unknown area', secret: 'Nope' }), [
      'registrationPlateNumber',
      'area',
    ]);
    expect(plan.fields).toEqual([
      ['registrationPlateNumber', 'Plate taken'],
      ['area', 'Unknown area'],
    ]);
    expect(plan.toast).toBe('Nope');
  });

  it('toasts nothing when every message landed on a field', () => {
    expect(planApiError(apiError({ name: 'Taken' }), ['name']).toast).toBeNull();
  });

  it('toasts the message when no field matches', () => {
    expect(planApiError(apiError({}, 'Trailer already linked'), ['truck'])).toEqual({ fields: [], toast: 'Trailer already linked' });
  });

  it('puts a refusal on the field the form names otherwise (a link form’s picker)', () => {
    const plan = planApiError(apiError({ trailer: 'Trailer TRL1 is already linked to truck 7' }), ['other'], { trailer: 'other' });
    expect(plan).toEqual({ fields: [['other', 'Trailer TRL1 is already linked to truck 7']], toast: null });
  });

  it('falls back to a network message for unknown errors', () => {
    expect(planApiError(undefined, []).toast).toBe('Cannot reach the server');
  });
});

describe('errorMessage', () => {
  it('prefers the API message, then the error message, then the fallback', () => {
    expect(errorMessage(apiError({}, 'Database is down'))).toBe('Database is down');
    expect(errorMessage(new Error('Boom'))).toBe('Boom');
    // An error thrown while reading an answer, as RTK Query keeps it.
    expect(errorMessage({ name: 'NotFoundError', message: 'Not Found' })).toBe('Not Found');
    expect(errorMessage(undefined, 'Could not load')).toBe('Could not load');
    expect(errorMessage({ message: '' }, 'Could not load')).toBe('Could not load');
  });
});

describe('toastWarnings', () => {
  it('shows each warning as a warning toast', () => {
    const toast = jest.fn();
    toastWarnings({ toast, withLoading: (p) => p } as FeedbackService, {
      meta: { warnings: [{ field: 'odometer', message: 'Odometer went backwards' }] },
    });
    expect(toast).toHaveBeenCalledWith('warning', 'Odometer went backwards');
  });
});

describe('planWarnings', () => {
  it('puts each warning at the field it names and the rest on the page', () => {
    const response = {
      meta: {
        warnings: [
          { field: 'odometer', message: 'Odometer went backwards' },
          { field: 'tyre', message: 'Summer tyres in winter' },
        ],
      },
    };
    expect(planWarnings(response, ['odometer'])).toEqual({
      fields: [['odometer', 'Odometer went backwards']],
      page: ['Summer tyres in winter'],
    });
  });
});

describe('planApiError without a field to land on', () => {
  it('gives the page the message decided for the status', () => {
    const forbidden = { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {}, fieldErrors: {} };
    expect(planApiError(forbidden, ['name']).toast).toBe('You are not allowed to do this');
  });
});
