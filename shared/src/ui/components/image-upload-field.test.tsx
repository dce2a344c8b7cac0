import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithUi } from '../render-with-ui';
import { ImageUploadField } from './image-upload-field';

const file = new File(['png'], 'logo.png', { type: 'image/png' });

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

const renderField = (upload: (file: File) => Promise<{ id: number }>, extra: { canUpload?: boolean } = {}) => {
  const onUploaded = jest.fn();
  const onError = jest.fn();
  renderWithUi(
    <ImageUploadField
      label="Company logo"
      previewAlt="Company logo preview"
      currentUrl="http://api.test/uploads/old.png"
      upload={upload}
      onUploaded={onUploaded}
      onError={onError}
      canUpload={extra.canUpload ?? true}
    />,
  );
  return { onUploaded, onError, input: screen.getByLabelText('Company logo') as HTMLInputElement };
};

describe('ImageUploadField', () => {
  it('shows the stored image, uploads a chosen file at once and hands over its id', async () => {
    const upload = jest.fn().mockResolvedValue({ id: 12 });
    const { onUploaded, input } = renderField(upload);
    expect(screen.getByAltText('Company logo preview')).toHaveAttribute('src', 'http://api.test/uploads/old.png');
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(12));
    expect(upload).toHaveBeenCalledWith(file);
    expect(screen.getByAltText('Company logo preview')).toHaveAttribute('src', 'blob:preview');
  });

  it('drops the preview and reports a refused file', async () => {
    const refusal = new Error('Only JPEG, PNG and WebP images can be uploaded');
    const { onUploaded, onError, input } = renderField(() => Promise.reject(refusal));
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(onError).toHaveBeenCalledWith(refusal));
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByAltText('Company logo preview')).toHaveAttribute('src', 'http://api.test/uploads/old.png');
  });

  it('is disabled, with a reason, for a user who may not upload', () => {
    const { input } = renderField(jest.fn(), { canUpload: false });
    expect(input).toBeDisabled();
    expect(screen.getByText('You cannot upload files.')).toBeInTheDocument();
  });
});
