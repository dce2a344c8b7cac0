import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { payloadResolver } from '@haulage/shared/forms';
import type { PlatformContext } from '@haulage/shared/platform';
import { TextField, UiProvider } from '@haulage/shared/ui';
import { FormActions } from './form-actions';
import { FormAlert } from './form-alert';
import { PlatformProvider } from './platform-provider';
import { createFakePlatform, itemReply, validationReply, type FakePlatform, type FakeReply } from './testing';
import { useEntityForm } from './use-entity-form';

const areaSchema = z.object({ name: z.string().min(1, 'Please enter a name'), code: z.string().nullable() });
type AreaValues = { name: string; code: string };
type Area = { documentId: string; name: string };
const resolver = payloadResolver(areaSchema, (values: AreaValues) => ({ name: values.name.trim(), code: values.code.trim() || null }));

const AreaEditor = ({
  platform,
  onSaved,
  onCancel,
}: {
  platform: PlatformContext;
  onSaved: (area: Area) => void;
  onCancel: () => void;
}) => {
  const { register, formState, onSubmit, guard, alert, dismissAlert } = useEntityForm({
    resolver,
    defaultValues: { name: '', code: '' },
    fields: ['name', 'code'],
    successMessage: 'Area is created successfully',
    save: async (payload) => (await platform.http.post<{ data: Area }>('/api/areas', { data: payload })).data.data,
    onSaved,
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Area">
      <FormAlert alert={alert} onDismiss={dismissAlert} />
      <TextField label="Name" required registration={register('name')} error={formState.errors.name} />
      <TextField label="Code" registration={register('code')} error={formState.errors.code} />
      <FormActions submitting={formState.isSubmitting} onCancel={onCancel} guard={guard} />
    </form>
  );
};

const Harness = ({ fake }: { fake: FakePlatform }) => {
  const [shown, setShown] = useState('editing');
  return (
    <PlatformProvider platform={fake.platform}>
      <p>{shown}</p>
      <AreaEditor
        platform={fake.platform}
        onSaved={(area) => setShown(`saved ${area.documentId}`)}
        onCancel={() => setShown('cancelled')}
      />
    </PlatformProvider>
  );
};

const withReply = (reply: () => FakeReply) => createFakePlatform([{ method: 'POST', path: /^\/api\/areas$/, reply }]);

// Each test's own spy: the config restores every spy before a test.
let confirm: jest.SpiedFunction<typeof window.confirm>;
beforeEach(() => {
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
});

describe('useEntityForm', () => {
  it('checks the fields with the resolver before anything is sent', async () => {
    const fake = withReply(() => itemReply({ documentId: 'a1', name: 'Göteborg' }));
    render(<Harness fake={fake} />, { wrapper: UiProvider });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a name')).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('saves the payload, toasts and hands the result on with the leave guard off', async () => {
    const fake = withReply(() => itemReply({ documentId: 'a1', name: 'Göteborg' }));
    render(<Harness fake={fake} />, { wrapper: UiProvider });
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), ' Göteborg ');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(screen.getByText('editing')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('saved a1')).toBeInTheDocument();
    expect(fake.calls.map((call) => call.body)).toEqual([{ data: { name: 'Göteborg', code: null } }]);
    expect(fake.toasts).toEqual([{ status: 'success', message: 'Area is created successfully' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(screen.getByText('cancelled')).toBeInTheDocument();
  });

  it('puts a refusal at its field and the rest in the alert, and stays', async () => {
    const fake = withReply(() =>
      validationReply('2 errors occurred', [
        { path: ['code'], message: 'Code GBG is taken' },
        { path: ['region'], message: 'The region is closed' },
      ]),
    );
    render(<Harness fake={fake} />, { wrapper: UiProvider });
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Göteborg');
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'GBG');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Code GBG is taken')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The region is closed');
    expect(screen.getByText('editing')).toBeInTheDocument();
    expect(fake.toasts).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
