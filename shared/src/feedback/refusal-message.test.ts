import { ApiError } from '../api/api-error';
import { CONFLICT_MESSAGE, NOT_ALLOWED_MESSAGE, SERVER_ERROR_MESSAGE, errorMessage } from './refusal-message';

const refused = (status: number, message: string, details: Record<string, unknown> = {}) => ({
  status,
  name: 'Error',
  message,
  details,
  fieldErrors: {},
});

describe('errorMessage', () => {
  it('gives a 400 and a 404 the reason the API names', () => {
    expect(errorMessage(refused(400, 'The area still has 3 trucks'))).toBe('The area still has 3 trucks');
    expect(errorMessage(refused(404, 'Not Found'), 'The truck could not be saved')).toBe('Not Found');
  });

  it('tells a user refused with a bare 403 that they may not, and keeps a 403 that says why', () => {
    expect(errorMessage(refused(403, 'Forbidden'))).toBe(NOT_ALLOWED_MESSAGE);
    expect(errorMessage(refused(403, 'Only the office may cancel a dispatched job'))).toBe('Only the office may cancel a dispatched job');
  });

  it('gives a 409 the conflict it names, or asks for a reload when it names none', () => {
    expect(errorMessage(refused(409, 'A job cannot move from done to open'))).toBe('A job cannot move from done to open');
    expect(errorMessage(refused(409, 'Conflict'))).toBe(CONFLICT_MESSAGE);
  });

  it('tells when to try again after a 503', () => {
    expect(errorMessage(refused(503, 'The service is busy. Try again shortly.', { retryAfter: 5 }))).toBe(
      'The server is busy. Try again in 5 seconds.',
    );
    expect(errorMessage(refused(503, 'Database away'))).toBe('The server is busy. Try again shortly.');
  });

  it('says what failed for any other server fault, never the server’s own text', () => {
    expect(errorMessage(refused(500, 'SQLITE_BUSY: database is locked'), 'The export failed')).toBe('The export failed');
    expect(errorMessage(refused(500, 'Internal Server Error'))).toBe(SERVER_ERROR_MESSAGE);
  });

  it('reads an ApiError, an Error, an error RTK Query serialised, and nothing at all', () => {
    expect(errorMessage(new ApiError(refused(403, 'Forbidden')))).toBe(NOT_ALLOWED_MESSAGE);
    expect(errorMessage(new Error('Boom'))).toBe('Boom');
    expect(errorMessage({ name: 'NotFoundError', message: 'Not Found' })).toBe('Not Found');
    expect(errorMessage(undefined, 'Could not load')).toBe('Could not load');
    expect(errorMessage({ message: '' })).toBe('Cannot reach the server');
  });
});
