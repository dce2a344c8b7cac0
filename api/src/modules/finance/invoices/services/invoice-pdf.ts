import { createHash } from 'node:crypto';
import { type InvoicePdfData, printedInvoice } from '../model/invoice-print';

export type { InvoicePdfData } from '../model/invoice-print';

// pdfkit (about 20 MB resident with its fonts) loads with the first invoice issued, not with every API process.
const importPdfKit = () => import('pdfkit').then((module) => module.default);
let pdfkit: ReturnType<typeof importPdfKit> | null = null;
const loadPdfKit = () => (pdfkit ??= importPdfKit());

const MARGIN = 40;
// Columns of the line table: x, width and alignment (A4 is 595 pt wide); their titles are the invoice's language's.
const COLUMNS = [
  { x: 40, width: 56 },
  { x: 98, width: 80 },
  { x: 180, width: 160 },
  { x: 342, width: 50, align: 'right' },
  { x: 394, width: 56, align: 'right' },
  { x: 452, width: 30, align: 'right' },
  { x: 484, width: 71, align: 'right' },
] as const;
const alignOf = (column: (typeof COLUMNS)[number]) => ('align' in column ? column.align : 'left');

/**
 * Renders the invoice with the content Swedish law asks for (ML 17 kap. 24 §): seller's name,
 * address, organisation and VAT numbers and F-skatt, the buyer (with VAT number on reverse
 * charge), the number, dates, delivery period, lines, the base and VAT per rate and the totals,
 * worded in the customer's language (`printedInvoice`). Helvetica is one of PDF's standard fonts
 * (WinAnsi covers å, ä, ö): nothing is downloaded.
 */
export const renderInvoicePdf = async (data: InvoicePdfData): Promise<Buffer> => {
  const PDFDocument = await loadPdfKit();
  const printed = printedInvoice(data);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: { Title: printed.title, Author: data.seller.name, CreationDate: new Date(data.issuedAt) },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const { seller } = data;
    doc.font('Helvetica-Bold').fontSize(16).text(seller.name, MARGIN, MARGIN);
    doc.font('Helvetica').fontSize(9).text(seller.address);
    doc.font('Helvetica-Bold').fontSize(20).text(printed.title, 300, MARGIN, { width: 255, align: 'right' });
    doc.font('Helvetica').fontSize(9);
    let y = 72;
    for (const fact of printed.facts) {
      doc.text(fact, 300, y, { width: 255, align: 'right' });
      y += 12;
    }

    y = Math.max(y, 110) + 10;
    doc.font('Helvetica-Bold').text(printed.buyer.heading, MARGIN, y);
    doc.font('Helvetica').text(printed.buyer.lines[0] ?? '', MARGIN, y + 12);
    for (const line of printed.buyer.lines.slice(1)) doc.text(line, { width: 250 });
    y = Math.max(doc.y, y + 60) + 16;

    const header = (top: number) => {
      doc.font('Helvetica-Bold').fontSize(8);
      COLUMNS.forEach((column, index) => doc.text(printed.columns[index]!, column.x, top, { width: column.width, align: alignOf(column) }));
      doc
        .moveTo(MARGIN, top + 11)
        .lineTo(555, top + 11)
        .stroke();
      doc.font('Helvetica').fontSize(8);
      return top + 15;
    };
    y = header(y);
    for (const row of printed.rows) {
      if (y > 720) {
        doc.addPage();
        y = header(MARGIN);
      }
      let bottom = y;
      COLUMNS.forEach((column, index) => {
        doc.text(row.cells[index]!, column.x, y, { width: column.width, align: alignOf(column) });
        bottom = Math.max(bottom, doc.y);
      });
      if (row.vatReason) {
        doc.text(row.vatReason, 180, bottom, { width: 300 });
        bottom = doc.y;
      }
      y = bottom + 4;
    }

    if (y > 640) {
      doc.addPage();
      y = MARGIN;
    }
    y += 8;
    doc.moveTo(300, y).lineTo(555, y).stroke();
    doc.fontSize(9);
    for (const sum of printed.sums) {
      doc.font(sum.bold ? 'Helvetica-Bold' : 'Helvetica').text(sum.label, 300, y + 4, { width: 150 });
      doc.text(sum.value, 450, y + 4, { width: 105, align: 'right' });
      y += 14;
    }

    doc.font('Helvetica').fontSize(9);
    if (printed.legalText) doc.font('Helvetica-Bold').text(printed.legalText, MARGIN, y + 8, { width: 515 });
    if (printed.vatNumbers) doc.font('Helvetica').text(printed.vatNumbers);
    if (data.notes) doc.font('Helvetica').text(data.notes, MARGIN, doc.y + 6, { width: 515 });
    if (printed.attachments) {
      doc.font('Helvetica-Bold').text(printed.attachments.heading, MARGIN, doc.y + 8, { width: 515 });
      for (const line of printed.attachments.lines) {
        if (doc.y > 740) doc.addPage();
        doc.font('Helvetica').text(line, MARGIN, doc.y + 2, { width: 515 });
      }
    }

    doc.fontSize(8).font('Helvetica');
    printed.footer.forEach((text, index) => doc.text(text, MARGIN, 770 + index * 10, { width: 515, align: 'center', lineBreak: false }));
    doc.end();
  });
};

export const sha256Of = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
