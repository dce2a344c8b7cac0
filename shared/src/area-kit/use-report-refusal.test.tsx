import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, UiProvider } from '@haulage/shared/ui';
import { PlatformProvider, usePlatform } from './platform-provider';
import { createFakePlatform, type FakeReply } from './testing';
import { useReportRefusal } from './use-report-refusal';

const ExportButton = () => {
  const { http } = usePlatform();
  const reportRefusal = useReportRefusal();
  const run = () => http.post('/api/exports', {}).catch((error: unknown) => reportRefusal(error, 'The export failed'));
  return <Button onClick={() => void run()}>Export</Button>;
};

const exportRefusedWith = async (reply: FakeReply) => {
  const fake = createFakePlatform([{ method: 'POST', path: /^\/api\/exports$/, reply: () => reply }]);
  render(
    <PlatformProvider platform={fake.platform}>
      <ExportButton />
    </PlatformProvider>,
    { wrapper: UiProvider },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  await waitFor(() => expect(fake.toasts).not.toHaveLength(0));
  return fake.toasts;
};

const envelope = (status: number, name: string, message: string, details: Record<string, unknown> = {}): FakeReply => [
  status,
  { data: null, error: { status, name, message, details } },
];

describe('useReportRefusal', () => {
  it('tells the user a bare 403 is not theirs to do', async () => {
    expect(await exportRefusedWith(envelope(403, 'ForbiddenError', 'Forbidden'))).toEqual([
      { status: 'error', message: 'You are not allowed to do this' },
    ]);
  });

  it('tells the user when to try again after a 503', async () => {
    expect(await exportRefusedWith(envelope(503, 'ServiceUnavailableError', 'Busy', { retryAfter: 2 }))).toEqual([
      { status: 'error', message: 'The server is busy. Try again in 2 seconds.' },
    ]);
  });

  it('says what failed, not the server’s own text, for a server fault', async () => {
    expect(await exportRefusedWith(envelope(500, 'InternalServerError', 'SQLITE_BUSY'))).toEqual([
      { status: 'error', message: 'The export failed' },
    ]);
  });
});
