import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { fakeToken } from '../../../testing/fake-http';
import { renderShell } from '../../../testing/render-shell';
import { galleryFile } from '../pages/gallery-test-data';
import { UploadPanel } from './upload-panel';

const file = (name: string, type: string, size = 2000) => new File([new Uint8Array(size)], name, { type });

// Never sent, so only its reported size matters (no 11 MB buffer in the test).
const huge = () => {
  const made = file('huge.jpg', 'image/jpeg', 8);
  Object.defineProperty(made, 'size', { value: 11 * 1024 * 1024 });
  return made;
};

/** Answers uploads only when released, after reporting half of each file as sent. */
const holdingUploads = () => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const adapter: AxiosAdapter = async (config) => {
    const sent = (config.data as FormData).get('files') as File;
    config.onUploadProgress?.({ loaded: sent.size / 2, total: sent.size, bytes: sent.size / 2, lengthComputable: true });
    await released;
    const refused = sent.name === 'fake.png';
    const response: AxiosResponse = refused
      ? {
          status: 400,
          statusText: '400',
          headers: {},
          config,
          data: {
            data: null,
            error: {
              status: 400,
              name: 'ValidationError',
              message: 'fake.png is not a JPEG, PNG or WebP image or a PDF document',
              details: {},
            },
          },
        }
      : { status: 201, statusText: '201', headers: {}, config, data: [galleryFile(9, sent.name)] };
    if (refused) throw new AxiosError('Request failed with status code 400', 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  return { adapter, release };
};

const progressOf = (name: string) => screen.getByRole('progressbar', { name: `Upload progress of ${name}` });

describe('UploadPanel', () => {
  it('uploads several files at once with progress per file and overall, naming each refused file', async () => {
    const { services, calls } = renderShell(<UploadPanel />, { path: '/gallery/gallery', token: fakeToken({ type: 'dispatcher' }) });
    const uploads = holdingUploads();
    services.http.defaults.adapter = uploads.adapter;
    const toast = jest.spyOn(services.feedback, 'toast');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Upload files'), [
      file('cab.png', 'image/png'),
      file('cmr.pdf', 'application/pdf', 6000),
      huge(),
      file('notes.txt', 'text/plain'),
      file('fake.png', 'image/png'),
    ]);

    const list = screen.getByRole('list', { name: 'Uploads' });
    await waitFor(() => expect(progressOf('cab.png')).toHaveAttribute('value', '50'));
    expect(progressOf('cmr.pdf')).toHaveAttribute('value', '50');
    expect(screen.getByRole('progressbar', { name: 'Overall upload progress' })).toHaveAttribute('value', '50');
    expect(within(list).getByText('Too large: huge.jpg is over 10 MB')).toBeInTheDocument();
    expect(within(list).getByText('Wrong type: notes.txt is not a JPEG, PNG or WebP image or a PDF')).toBeInTheDocument();

    uploads.release();
    expect(await within(list).findByText('fake.png is not a JPEG, PNG or WebP image or a PDF document')).toBeInTheDocument();
    await waitFor(() => expect(progressOf('cmr.pdf')).toHaveAttribute('value', '100'));
    expect(within(list).getAllByText('Uploaded')).toHaveLength(2);
    expect(within(list).getAllByText('Failed')).toHaveLength(3);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', '2 files uploaded'));
    expect(calls).toHaveLength(0);
  });
});
