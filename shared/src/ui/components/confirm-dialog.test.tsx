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

  it('stays open and says why when the action is refused, until the user tries again', async () => {
    const onConfirm = jest
      .fn<Promise<void>, []>()
      .mockRejectedValueOnce(new Error('Volvo FH16 has planned jobs; move them first'))
      .mockResolvedValueOnce(undefined);
    renderWithUi(<Harness onConfirm={onConfirm} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Volvo FH16 has planned jobs; move them first');
    expect(screen.getByText('open')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText('closed')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays open without a message of its own when the caller reports the failure', async () => {
    renderWithUi(<Harness onConfirm={() => Promise.reject({ status: 409 })} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
    expect(screen.getByText('open')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes on Cancel without running the action', async () => {
    const onConfirm = jest.fn(async () => undefined);
    renderWithUi(<Harness onConfirm={onConfirm} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
