import sharp from 'sharp';

const BOUNDARY = '----haulage-proof-boundary';

/** A multipart body of text fields and files, as the phone's FormData sends a proof. */
export const proofForm = (fields: Record<string, string>, files: { field: string; filename: string; type: string; data: Buffer }[]) => ({
  payload: Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.flatMap((f) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]),
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
});

export const picture = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 20, g: 30, b: 200 } } })
    .toFormat(format)
    .toBuffer();
