import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, entry, listReply, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderCustomers } from '#testing';

const stored = {
  ...entry('file12', 12),
  name: 'nord.png',
  url: '/uploads/nord.png',
  mime: 'image/png',
  size: 2048,
  width: 600,
  height: 300,
  formats: { thumbnail: { url: '/uploads/thumbnail_nord.png', width: 156, height: 78 } },
};
const logo = () => new File(['png-bytes'], 'nord.png', { type: 'image/png' });

const setup = (upload: FakeRoute['reply']) => {
  const fake = createFakePlatform([
    { method: 'POST', path: /^\/api\/upload$/, reply: upload },
    { method: 'POST', path: /^\/api\/customers$/, reply: (call) => [201, { data: { ...entry('new1'), ...call.body.data }, meta: {} }] },
    { method: 'GET', path: /^\/api\/customers\//, reply: () => [200, { data: { ...entry('new1'), companyName: 'Nord AB' }, meta: {} }] },
    { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
  ]);
  renderCustomers('/customers/addCustomer', fake.platform);
  return fake;
};

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs a string it can show.
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

describe('company logo on the customer form', () => {
  it('uploads the image as multipart `files`, previews it and sends its id as profilePhoto', async () => {
    const { calls, toasts } = setup(() => [201, [stored]]);
    await userEvent.type(await screen.findByRole('textbox', { name: /Company name/ }), 'Nord AB');
    await userEvent.type(screen.getByRole('textbox', { name: 'Organisation number' }), '556036-0793');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'info@nord.se');
    await userEvent.upload(screen.getByLabelText('Company logo'), logo());

    await waitFor(() => expect(calls.some((call) => call.url === '/api/upload')).toBe(true));
    const upload = calls.find((call) => call.url === '/api/upload')!;
    expect(upload.body).toBeInstanceOf(FormData);
    expect((upload.body as unknown as FormData).get('files')).toMatchObject({ name: 'nord.png', type: 'image/png' });
    expect(screen.getByRole('img', { name: 'Company logo preview' })).toHaveAttribute('src', 'blob:preview');
    await waitFor(() => expect(screen.queryByLabelText('Uploading')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Customer is created successfully' }));
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/customers')!;
    expect(post.body.data).toMatchObject({ companyName: 'Nord AB', profilePhoto: 12 });
  });

  it('shows the API’s reason when the file is refused and sends no logo', async () => {
    const refusal = 'Only image files (JPEG, PNG, WebP, GIF) can be uploaded';
    const { calls, toasts } = setup(() => [400, { data: null, error: { status: 400, name: 'ValidationError', message: refusal } }]);
    await userEvent.type(await screen.findByRole('textbox', { name: /Company name/ }), 'Nord AB');
    await userEvent.type(screen.getByRole('textbox', { name: 'Organisation number' }), '556036-0793');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'info@nord.se');
    await userEvent.upload(screen.getByLabelText('Company logo'), logo());
    await waitFor(() => expect(toasts).toContainEqual({ status: 'error', message: refusal }));
    expect(screen.queryByRole('img', { name: 'Company logo preview' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === '/api/customers')).toBe(true));
    expect(calls.find((call) => call.url === '/api/customers')!.body.data).not.toHaveProperty('profilePhoto');
  });
});
