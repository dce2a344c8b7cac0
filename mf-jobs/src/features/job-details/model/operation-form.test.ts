import { checkOperation, emptyOperationForm, formToOperationPayload, OPERATION_TYPE_OPTIONS } from './operation-form';

describe('operation form', () => {
  it('sends the amount in öre and leaves it out for the agreement to price', () => {
    expect(formToOperationPayload('job7', { type: 'crane', quantity: '2', amount: '1 250,50', description: ' Crane lift ' })).toEqual({
      job: 'job7',
      type: 'crane',
      quantity: 2,
      amount: 125050,
      description: 'Crane lift',
    });
    expect(formToOperationPayload('job7', { ...emptyOperationForm(), quantity: '' })).toMatchObject({
      quantity: 1,
      amount: null,
      description: null,
    });
  });

  it('names amounts and quantities that are no numbers, in kronor', () => {
    expect(checkOperation('job7', { ...emptyOperationForm(), amount: 'lots', quantity: 'x' })).toEqual({
      ok: false,
      errors: { amount: 'Amount must be in kronor, e.g. 1 250,50', quantity: 'Quantity must be a number' },
    });
    expect(checkOperation('job7', { ...emptyOperationForm(), amount: '-5' })).toMatchObject({
      ok: false,
      errors: { amount: expect.any(String) },
    });
  });

  it('passes what the API accepts', () => {
    expect(checkOperation('job7', { ...emptyOperationForm(), quantity: '1,5' })).toEqual({
      ok: true,
      data: { job: 'job7', type: 'waiting_time', quantity: 1.5, amount: null, description: null },
    });
  });

  it('labels the kinds of extra work', () => {
    expect(OPERATION_TYPE_OPTIONS.map((option) => option.label)).toEqual(['Waiting time', 'Crane', 'Ferry', 'Toll', 'Extra stop', 'Other']);
  });
});
