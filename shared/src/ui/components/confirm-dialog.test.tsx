import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../render-with-ui';
import { ConfirmDialog } from './confirm-dialog';

const Harness = ({ onConfirm }: { onConfirm: () => Promise<void> }) => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <ConfirmDialog
        open={open}
        title="Delete truck?"
        body="Volvo FH16 will be removed."
        confirmLabel="Delete"
        destructive
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

describe('ConfirmDialog', () => {
  it('asks, runs the action and closes when it succeeds', async () => {
    const onConfirm = jest.fn(async () => undefined);
    renderWithUi(<Harness onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete truck?' });
    expect(dialog).toHaveTextContent('Volvo FH16 will be removed.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByText('closed')).toBeInTheDocument());
  });

  it('stays open when the action fails', async () => {
    renderWithUi(<Harness onConfirm={() => Promise.reject(new Error('409'))} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
    expect(screen.getByText('open')).toBeInTheDocument();
  });

  it('closes on Cancel without running the action', async () => {
    const onConfirm = jest.fn(async () => undefined);
    renderWithUi(<Harness onConfirm={onConfirm} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
