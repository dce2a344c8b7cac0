import { mayAskConfirmation, showsOnCard } from './confirmation';

describe('confirmations', () => {
  it('may be asked for planned work that has not started', () => {
    expect(mayAskConfirmation({ kind: 'job', status: 'planned' })).toBe(true);
    expect(mayAskConfirmation({ kind: 'job', status: 'open' })).toBe(true);
    expect(mayAskConfirmation({ kind: 'job', status: 'dispatched' })).toBe(true);
    expect(mayAskConfirmation({ kind: 'job', status: 'in_progress' })).toBe(false);
    expect(mayAskConfirmation({ kind: 'job', status: 'draft' })).toBe(false);
    expect(mayAskConfirmation({ kind: 'template', status: 'open' })).toBe(false);
  });

  it('shows on a card once one was asked for', () => {
    expect(showsOnCard('not_sent')).toBe(false);
    expect(showsOnCard(undefined)).toBe(false);
    expect(['sent', 'confirmed', 'declined', 'expired'].every((status) => showsOnCard(status as 'sent'))).toBe(true);
  });
});
