import type { ContentType } from './content-type';

/** Uploaded media (the table is created by the uploads module's `0020-files` migration). */
export const filesContentType: ContentType = {
  uid: 'files',
  resource: 'upload',
  table: 'files',
  attributes: {
    name: { type: 'string' },
    url: { type: 'string' },
    mime: { type: 'string' },
    size: { type: 'float' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    formats: { type: 'json' },
  },
};
