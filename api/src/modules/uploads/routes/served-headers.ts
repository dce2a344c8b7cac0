import { basename, extname } from 'node:path';
import type { FastifyReply } from 'fastify';

// Only the raster formats an upload is stored as are shown in the page. Anything else that ends up
// in the directory (HTML, SVG with script, …) is downloaded, never rendered as this origin's page.
const INLINE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.webp']);

// A header value must not carry quotes, separators or non-ASCII from a file name.
const safeFilename = (path: string): string => basename(path).replace(/[^A-Za-z0-9._-]/g, '_') || 'file';

/** `setHeaders` of the /uploads/ static files: a safe Content-Disposition, and no MIME sniffing. */
export const setServedFileHeaders = (reply: FastifyReply, path: string): void => {
  const disposition = INLINE_EXTENSIONS.has(extname(path).toLowerCase()) ? 'inline' : 'attachment';
  reply.header('content-disposition', `${disposition}; filename="${safeFilename(path)}"`);
  reply.header('x-content-type-options', 'nosniff');
};
