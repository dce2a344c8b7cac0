import { ImageUploadField } from '@haulage/shared/ui';
import { useCan, useReportRefusal } from '@haulage/shared/area-kit';
import { customersApi } from '#lib';

interface Props {
  /** The current logo's URL (absolute), shown until a new one is chosen. */
  currentUrl: string | null;
  onUploaded: (fileId: number) => void;
}

/** The company logo: stored at once through `POST /api/upload`, its id handed to the form. */
export const CustomerLogoField = ({ currentUrl, onUploaded }: Props) => {
  const reportRefusal = useReportRefusal();
  const [upload] = customersApi.useUploadFileMutation();
  return (
    <ImageUploadField
      label="Company logo"
      previewAlt="Company logo preview"
      currentUrl={currentUrl}
      fit="contain"
      canUpload={useCan('upload', 'create')}
      upload={(file) => upload(file).unwrap()}
      onUploaded={onUploaded}
      onError={(error) => reportRefusal(error, 'Upload failed')}
    />
  );
};
