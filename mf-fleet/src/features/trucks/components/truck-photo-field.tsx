import { UploadedImageField } from '@haulage/shared/area-kit';
import { fleetApi } from '../../../lib/fleet-api';

interface Props {
  /** The current photo's URL (absolute), shown until a new one is chosen. */
  currentUrl: string | null;
  onUploaded: (fileId: number) => void;
}

/** The truck's profile photo: stored at once, its id handed to the form. */
export const TruckPhotoField = (props: Props) => (
  <UploadedImageField {...props} api={fleetApi} label="Profile photo" previewAlt="Truck photo preview" />
);
