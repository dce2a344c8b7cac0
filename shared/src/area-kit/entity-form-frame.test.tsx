import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { payloadResolver } from '@haulage/shared/forms';
import { TextField, UiProvider } from '@haulage/shared/ui';
import { bindFields } from './bind-fields';
import { EntityFormFrame } from './entity-form-frame';
import { PlatformProvider } from './platform-provider';
import { createFakePlatform, itemReply, validationReply, type FakePlatform, type FakeReply } from './testing';
import { useEntityForm } from './use-entity-form';
import { usePageForm } from './use-page-form';

const schema = z.object({ name: z.string().min(1, 'Please enter a name'), code: z.string().nullable() });
type Values = { name: string; code: string };
const resolver = payloadResolver(schema, (values: Values) => ({ name: values.name.trim(), code: values.code.trim() || null }));
const post = (fake: FakePlatform) => async (payload: unknown) => (await fake.platform.http.post('/api/areas', { data: payload })).data;

/** A page's form: the page saves and says what comes next. */
const PageForm = ({ fake, onCancel }: { fake: FakePlatform; onCancel: () => void }) => {
  const [shown, setShown] = useState('editing');
  const form = usePageForm(resolver, ['name', 'code'], {
    initial: { name: '', code: '' },
    onSubmit: async (data) => {
      await post(fake)(data);
      return () => setShown('went to the saved area');
    },
  });
  const field = bindFields(form);
  return (
    <EntityFormFrame form={form} label="Area" onCancel={onCancel}>
      <p>{shown}</p>
      <TextField label="Name" required {...field('name')} />
      <TextField label="Code" {...field('code')} />
    </EntityFormFrame>
  );
};

/** An add form in a section: emptied after each save, no question on leaving. */
const InlineForm = ({ fake }: { fake: FakePlatform }) => {
  const form = useEntityForm({
    resolver,
    defaultValues: { name: '', code: '' },
    fields: ['name', 'code'],
    successMessage: 'Area is added',
    save: post(fake),
    resetOnSaved: true,
    guardLeave: false,
  });
  const field = bindFields(form);
  return (
    <EntityFormFrame form={form} label="Add area" submitLabel="Add area" inline>
      <TextField label="Name" required {...field('name')} />
      <TextField label="Code" {...field('code')} />
    </EntityFormFrame>
  );
};

const withReply = (reply: () => FakeReply) => createFakePlatform([{ method: 'POST', path: /^\/api\/areas$/, reply }]);
const inPlatform =
  (fake: FakePlatform) =>
  ({ children }: { children: React.ReactNode }) => (
    <UiProvider>
      <PlatformProvider platform={fake.platform}>{children}</PlatformProvider>
    </UiProvider>
  );

// Each test's own spy: the config restores every spy before a test.
let confirm: jest.SpiedFunction<typeof window.confirm>;
beforeEach(() => {
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
});

describe('EntityFormFrame with bindFields and usePageForm', () => {
  it('names the form, shows each field its own error, and sends nothing while invalid', async () => {
    const fake = withReply(() => itemReply({ documentId: 'a1' }));
    render(<PageForm fake={fake} onCancel={jest.fn()} />, { wrapper: inPlatform(fake) });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a name')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Area' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(fake.calls).toEqual([]);
  });

  it("runs the page's next step after a save, with no question on leaving", async () => {
    const fake = withReply(() => itemReply({ documentId: 'a1' }));
    render(<PageForm fake={fake} onCancel={jest.fn()} />, { wrapper: inPlatform(fake) });
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), ' Göteborg ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('went to the saved area')).toBeInTheDocument();
    expect(fake.calls.map((call) => call.body)).toEqual([{ data: { name: 'Göteborg', code: null } }]);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('shows what belongs to no field above the fields and asks before Cancel drops changes', async () => {
    const fake = withReply(() =>
      validationReply('2 errors occurred', [
        { path: ['code'], message: 'Code GBG is taken' },
        { path: ['region'], message: 'The region is closed' },
      ]),
    );
    const onCancel = jest.fn();
    render(<PageForm fake={fake} onCancel={onCancel} />, { wrapper: inPlatform(fake) });
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Göteborg');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Code GBG is taken')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The region is closed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('empties an inline add form after a save, with its own submit label and no Cancel', async () => {
    const fake = withReply(() => itemReply({ documentId: 'a1' }));
    render(<InlineForm fake={fake} />, { wrapper: inPlatform(fake) });
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Borås');
    await userEvent.click(screen.getByRole('button', { name: 'Add area' }));
    expect(await screen.findByRole('textbox', { name: /Name/ })).toHaveValue('');
    expect(fake.toasts).toEqual([{ status: 'success', message: 'Area is added' }]);
  });

  it('does not guard an inline add form that was told not to', async () => {
    const fake = withReply(() => itemReply({ documentId: 'a1' }));
    render(<InlineForm fake={fake} />, { wrapper: inPlatform(fake) });
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Borås');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  });
});
