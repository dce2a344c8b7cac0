import sharp from 'sharp';

const BOUNDARY = '----haulage-test-boundary';

/** A multipart body with the given parts, as a browser's FormData would send it. */
export const multipart = (parts: { field: string; filename: string; type: string; data: Buffer }[]) => ({
  payload: Buffer.concat([
    ...parts.flatMap((p) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`,
      ),
      p.data,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]),
  contentType: `multipart/form-data; boundary=${BOUNDARY}`,
});

export const image = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .toFormat(format)
    .toBuffer();
