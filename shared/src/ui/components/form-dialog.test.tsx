import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../render-with-ui';
import { FormDialog, type FormDialogProps } from './form-dialog';

const Harness = (props: Partial<FormDialogProps>) => {
  const [open, setOpen] = useState(true);
  const [name, setName] = useState('');
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      {open ? (
        <FormDialog
          title="New destination"
          submitLabel="Create destination"
          onSubmit={() => undefined}
          onClose={() => setOpen(false)}
          {...props}
        >
          <label>
            Name
            <input value={name} onChange={(event) => setName(event.target.value)} />
          </label>
        </FormDialog>
      ) : null}
    </>
  );
};

describe('FormDialog', () => {
  it('is a form named by its title that submits with the button or Enter', async () => {
    const onSubmit = jest.fn();
    renderWithUi(<Harness onSubmit={onSubmit} />);
    const form = await screen.findByRole('form', { name: 'New destination' });
    expect(screen.getByRole('dialog', { name: 'New destination' })).toContainElement(form);
    await userEvent.click(screen.getByRole('button', { name: 'Create destination' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Nord Lager{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('shows the alert slot above the fields', async () => {
    renderWithUi(<Harness alert={<p role="alert">The address could not be found</p>} />);
    const alert = await screen.findByRole('alert');
    expect(alert.compareDocumentPosition(screen.getByRole('textbox', { name: 'Name' }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('closes on Cancel without submitting', async () => {
    const onSubmit = jest.fn();
    renderWithUi(<Harness onSubmit={onSubmit} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names the cancel button as asked', async () => {
    renderWithUi(<Harness cancelLabel="Back" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('cannot be closed or submitted again while busy', async () => {
    const onSubmit = jest.fn();
    renderWithUi(<Harness busy onSubmit={onSubmit} />);
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    expect(screen.getByText('open')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes on Escape when not busy', async () => {
    renderWithUi(<Harness />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByText('closed')).toBeInTheDocument());
  });

  it('greys out the submit button when asked', async () => {
    renderWithUi(<Harness submitDisabled />);
    expect(await screen.findByRole('button', { name: 'Create destination' })).toBeDisabled();
  });

  it('puts a secondary action in the footer', async () => {
    const onUnplan = jest.fn();
    renderWithUi(
      <Harness
        secondaryAction={
          <button type="button" onClick={onUnplan}>
            Unplan
          </button>
        }
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Unplan' }));
    expect(onUnplan).toHaveBeenCalledTimes(1);
  });

  it('does not submit the form it was opened from', async () => {
    const outer = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const inner = jest.fn();
    renderWithUi(
      <form aria-label="Job" onSubmit={outer}>
        <Harness onSubmit={inner} />
      </form>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Create destination' }));
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
