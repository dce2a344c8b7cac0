import { UploadedImageField } from '@haulage/shared/area-kit';
import { customersApi } from '#lib';

interface Props {
  /** The current logo's URL (absolute), shown until a new one is chosen. */
  currentUrl: string | null;
  onUploaded: (fileId: number) => void;
}

/** The company logo: stored at once, its id handed to the form. */
export const CustomerLogoField = (props: Props) => (
  <UploadedImageField
    {...props}
    api={customersApi}
    label="Company logo"
    previewAlt="Company logo preview"
    fit="contain"
    failure="Upload failed"
  />
);
