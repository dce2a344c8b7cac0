import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformProvider } from '@haulage/shared/area-kit';
import { createFakePlatform } from '@haulage/shared/area-kit/testing';
import { UiProvider } from '@haulage/shared/ui';
import { ConfirmationLink } from './confirmation-link';

const URL_ = 'https://office.example.se/jobs/confirmJob?token=abc_DEF-123';

const show = (label?: string) => {
  const fake = createFakePlatform([]);
  render(
    <UiProvider>
      <PlatformProvider platform={fake.platform}>
        <ConfirmationLink url={URL_} label={label} />
      </PlatformProvider>
    </UiProvider>,
  );
  return fake;
};

const setClipboard = (value: unknown) => Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
const setExecCommand = (value: unknown) => Object.defineProperty(document, 'execCommand', { value, configurable: true });

describe('the confirmation link panel', () => {
  // The navigator is put back between tests by the jest setup; the document is this file's to restore.
  afterEach(() => {
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('shows the link, read-only, says it is shown only now, and copies it to the clipboard', async () => {
    const writeText = jest.fn(async () => undefined);
    setClipboard({ writeText });
    const fake = show('Confirmation link for job 1042');
    const field = screen.getByRole('textbox', { name: 'Confirmation link for job 1042' });
    expect(field).toHaveValue(URL_);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription('Shown only now. Asking again makes a new link and ends this one.');
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    await waitFor(() => expect(fake.toasts).toEqual([{ status: 'success', message: 'Link copied' }]));
  });

  it('on a plain-http address without the Clipboard API, copies the selected field instead', async () => {
    let selected = '';
    const execCommand = jest.fn((command: string) => {
      const field = document.activeElement as HTMLInputElement;
      selected = field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0);
      return command === 'copy';
    });
    setExecCommand(execCommand);
    const fake = show();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe(URL_);
    await waitFor(() => expect(fake.toasts).toEqual([{ status: 'success', message: 'Link copied' }]));
  });

  it('says so when the browser refuses to copy, leaving the link selectable', async () => {
    setClipboard({ writeText: jest.fn(async () => Promise.reject(new Error('denied'))) });
    setExecCommand(() => false);
    const fake = show();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(fake.toasts).toEqual([{ status: 'error', message: 'Copying was refused: select the link and copy it' }]));
    expect(screen.getByRole('textbox', { name: 'Confirmation link' })).toHaveValue(URL_);
  });
});
