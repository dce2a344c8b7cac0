import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { fakeToken } from '../../../testing/fake-http';
import { renderShell } from '../../../testing/render-shell';
import { OWNER_KINDS, galleryFile, page, truckOwner } from './gallery-test-data';
import { GalleryPage } from './gallery-page';

const listQuery = (config: InternalAxiosRequestConfig) => decodeURIComponent(config.url!.split('?')[1] ?? '');
const isList = (config: InternalAxiosRequestConfig) => config.method === 'get' && config.url!.startsWith('/api/upload/files?');

describe('GalleryPage', () => {
  it('shows a page of files with thumbnails and owners, pages and filters through the URL', async () => {
    const cab = galleryFile(1, 'cab.png', [truckOwner]);
    const { calls } = renderShell(<GalleryPage />, {
      path: '/gallery/gallery',
      token: fakeToken({ type: 'viewer' }),
      server: (config) => {
        if (config.url === '/api/upload/owner-kinds') return OWNER_KINDS;
        if (isList(config))
          return listQuery(config).includes('pagination[page]=2') ? page([galleryFile(2, 'older.png')], 2, 21) : page([cab], 1, 21);
        return undefined;
      },
    });
    const item = await screen.findByRole('listitem', { name: 'cab.png' });
    expect(within(item).getByRole('img', { name: 'Thumbnail of cab.png' })).toHaveAttribute(
      'src',
      'http://api.test/uploads/thumbnail_1.png',
    );
    expect(within(item).getByText('Profile photo of truck Scania R 450')).toBeInTheDocument();
    expect(screen.getByText('21 results')).toBeInTheDocument();
    expect(screen.queryByLabelText('Upload files')).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Delete cab.png' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('listitem', { name: 'older.png' })).toBeInTheDocument();
    expect(window.location.search).toBe('?page=2');

    await userEvent.selectOptions(await screen.findByLabelText('Belongs to'), 'Trucks');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Images');
    await waitFor(() => expect(window.location.search).toBe('?owner=trucks&kind=image'));
    await waitFor(() => expect(listQuery(calls.filter(isList).at(-1)!)).toContain('filters[owner][kind]=trucks&filters[kind]=image'));
    expect(listQuery(calls.filter(isList).at(-1)!)).toContain('pagination[page]=1&pagination[pageSize]=20');
  });

  it('opens the large view with the owner linked to its page', async () => {
    renderShell(<GalleryPage />, {
      path: '/gallery/gallery',
      token: fakeToken({ type: 'dispatcher' }),
      server: (config) =>
        config.url === '/api/upload/owner-kinds'
          ? OWNER_KINDS
          : isList(config)
            ? page([galleryFile(1, 'cab.png', [truckOwner])])
            : undefined,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open cab.png' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'cab.png' })).toHaveAttribute('src', 'http://api.test/uploads/1.png');
    expect(within(dialog).getByRole('link', { name: 'Profile photo of truck Scania R 450' })).toHaveAttribute(
      'href',
      '/trucks/truck000000000000000000001',
    );
    expect(within(dialog).getByText('800 × 600 · 2 KB', { exact: false })).toBeInTheDocument();
  });

  it('keeps the refusal naming the owner at the item until dismissed, and deletes a free file', async () => {
    let files = [galleryFile(1, 'cab.png', [truckOwner]), galleryFile(2, 'free.png')];
    renderShell(<GalleryPage />, {
      path: '/gallery/gallery',
      token: fakeToken({ type: 'dispatcher' }),
      server: (config) => {
        if (config.url === '/api/upload/owner-kinds') return OWNER_KINDS;
        if (isList(config)) return page(files);
        if (config.method === 'delete' && config.url === `/api/upload/files/${files[0]!.documentId}`) {
          return {
            status: 400,
            data: {
              data: null,
              error: {
                status: 400,
                name: 'ApplicationError',
                message: 'This file is the profile photo of truck Scania R 450',
                details: {},
              },
            },
          };
        }
        if (config.method === 'delete' && config.url === `/api/upload/files/${files[1]!.documentId}`) {
          files = files.slice(0, 1);
          return { status: 204, data: null };
        }
        return undefined;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete cab.png' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const item = screen.getByRole('listitem', { name: 'cab.png' });
    expect(await within(item).findByRole('alert')).toHaveTextContent('This file is the profile photo of truck Scania R 450');
    await userEvent.click(within(item).getByRole('button', { name: 'Dismiss' }));
    expect(within(item).queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete free.png' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'free.png' })).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'cab.png' })).toBeInTheDocument();
  });
});
