import type { MediaFile } from '@haulage/shared/contracts';
import { ImageUploadField, type ImageUploadFieldProps } from '@haulage/shared/ui';
import { useCan } from './platform-provider';
import { useReportRefusal } from './use-report-refusal';

/** What the field needs of an area's API: the `uploadFile` every `createAreaApi` has. */
export interface UploadingApi {
  useUploadFileMutation: () => readonly [(file: File) => { unwrap: () => Promise<MediaFile> }, ...unknown[]];
}

export type UploadedImageFieldProps = Pick<ImageUploadFieldProps, 'label' | 'previewAlt' | 'currentUrl' | 'fit' | 'onUploaded'> & {
  api: UploadingApi;
  /** What a refused upload is called when the API gives no reason. */
  failure?: string;
};

/**
 * An image (a truck's photo, a customer's logo) stored at once through the area's `uploadFile`
 * (`POST /api/upload`), its id handed to the form; offered only to users who may upload, and a
 * refused file reported the kit's way.
 */
export const UploadedImageField = ({ api, failure, ...field }: UploadedImageFieldProps) => {
  const reportRefusal = useReportRefusal();
  const [upload] = api.useUploadFileMutation();
  return (
    <ImageUploadField
      {...field}
      canUpload={useCan('upload', 'create')}
      upload={(file) => upload(file).unwrap()}
      onError={(error) => reportRefusal(error, failure)}
    />
  );
};
