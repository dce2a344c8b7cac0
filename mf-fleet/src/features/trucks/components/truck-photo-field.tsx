import { ImageUploadField } from '@haulage/shared/ui';
import { fleetApi } from '../../../lib/fleet-api';
import { useCan, useReportRefusal } from '@haulage/shared/area-kit';

interface Props {
  /** The current photo's URL (absolute), shown until a new one is chosen. */
  currentUrl: string | null;
  onUploaded: (fileId: number) => void;
}

/** The truck's profile photo: stored at once through `POST /api/upload`, its id handed to the form. */
export const TruckPhotoField = ({ currentUrl, onUploaded }: Props) => {
  const reportRefusal = useReportRefusal();
  const [upload] = fleetApi.useUploadFileMutation();
  return (
    <ImageUploadField
      label="Profile photo"
      previewAlt="Truck photo preview"
      currentUrl={currentUrl}
      canUpload={useCan('upload', 'create')}
      upload={(file) => upload(file).unwrap()}
      onUploaded={onUploaded}
      onError={(error) => reportRefusal(error)}
    />
  );
};
