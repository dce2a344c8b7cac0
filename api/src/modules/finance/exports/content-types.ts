import { INVOICE_EXPORT_KINDS, INVOICE_EXPORT_RESULTS } from '@haulage/shared/contracts';
import { type ContentType, registerContentType } from '../../../content';

const written = { readOnly: true } as const;

/** GET /api/invoice-exports: every export of invoices, written by the export routes only. */
export const invoiceExportsType = registerContentType({
  uid: 'invoice-exports',
  singularName: 'invoice export',
  table: 'invoice_exports',
  attributes: {
    kind: { type: 'enumeration', enum: INVOICE_EXPORT_KINDS, ...written },
    periodFrom: { type: 'date', ...written },
    periodTo: { type: 'date', ...written },
    invoiceIds: { type: 'json', ...written },
    invoiceCount: { type: 'integer', ...written },
    skippedCount: { type: 'integer', ...written },
    reexport: { type: 'boolean', ...written },
    result: { type: 'enumeration', enum: INVOICE_EXPORT_RESULTS, ...written },
    message: { type: 'string', ...written },
    fileName: { type: 'string', ...written },
    userId: { type: 'integer', ...written },
  },
} satisfies ContentType);
