import { createHash } from 'node:crypto';
import type { CustomerSnapshot, InvoiceKind, SellerSnapshot, VatBreakdown } from '@haulage/shared/contracts';
import { formatMoney, formatNumber } from '@haulage/shared/format';
import type { StoredLine } from '../repository/invoice-repository';

// pdfkit (about 20 MB resident with its fonts) loads with the first invoice issued, not with every API process.
const importPdfKit = () => import('pdfkit').then((module) => module.default);
let pdfkit: ReturnType<typeof importPdfKit> | null = null;
const loadPdfKit = () => (pdfkit ??= importPdfKit());

/** Everything the PDF prints: the invoice as frozen at issue. */
export interface InvoicePdfData {
  kind: InvoiceKind;
  number: string;
  invoiceDate: string;
  dueDate: string;
  deliveryFrom: string;
  deliveryTo: string;
  currency: string;
  customer: CustomerSnapshot;
  seller: SellerSnapshot;
  lines: StoredLine[];
  vatBreakdown: VatBreakdown[];
  subtotal: number;
  vatTotal: number;
  total: number;
  legalText: string | null;
  reverseCharge: boolean;
  /** A credit note's original invoice number. */
  credits: string | null;
  notes: string | null;
  issuedAt: string;
  /** The documents the invoice's e-mail carries (each job's CMR and proof), listed under "Bilagor". */
  attachments?: string[];
}

const MARGIN = 40;
const money = (ore: number, currency: string) => formatMoney(ore, { ore: true, currency });
// Columns of the line table: x and width (A4 is 595 pt wide).
const COLUMNS = [
  { title: 'Datum', x: 40, width: 56 },
  { title: 'Jobb / Er ref.', x: 98, width: 80 },
  { title: 'Sträcka / Beskrivning', x: 180, width: 160 },
  { title: 'Antal', x: 342, width: 50, align: 'right' },
  { title: 'À-pris', x: 394, width: 56, align: 'right' },
  { title: 'Moms', x: 452, width: 30, align: 'right' },
  { title: 'Belopp', x: 484, width: 71, align: 'right' },
] as const;

/**
 * Renders the invoice with the content Swedish law asks for (ML 17 kap. 24 §): seller's name,
 * address, organisation and VAT numbers and F-skatt, the buyer (with VAT number on reverse
 * charge), the number, dates, delivery period, lines, the base and VAT per rate and the totals.
 * Helvetica is one of PDF's standard fonts (WinAnsi covers å, ä, ö): nothing is downloaded.
 */
export const renderInvoicePdf = async (data: InvoicePdfData): Promise<Buffer> => {
  const PDFDocument = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const title = data.kind === 'credit_note' ? 'Kreditfaktura' : 'Faktura';
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: { Title: `${title} ${data.number}`, Author: data.seller.name, CreationDate: new Date(data.issuedAt) },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const { seller, customer } = data;
    doc.font('Helvetica-Bold').fontSize(16).text(seller.name, MARGIN, MARGIN);
    doc.font('Helvetica').fontSize(9).text(seller.address);
    doc.font('Helvetica-Bold').fontSize(20).text(`${title} ${data.number}`, 300, MARGIN, { width: 255, align: 'right' });
    doc.font('Helvetica').fontSize(9);
    const facts = [
      ['Fakturadatum', data.invoiceDate],
      ['Förfallodatum', data.dueDate],
      ['Leveransperiod', `${data.deliveryFrom} – ${data.deliveryTo}`],
      ['Valuta', data.currency],
      ...(data.credits ? [['Avser faktura', data.credits]] : []),
    ];
    let y = 72;
    for (const [label, value] of facts) {
      doc.text(`${label}: ${value}`, 300, y, { width: 255, align: 'right' });
      y += 12;
    }

    y = Math.max(y, 110) + 10;
    doc.font('Helvetica-Bold').text('Kund', MARGIN, y);
    doc.font('Helvetica').text(customer.name, MARGIN, y + 12);
    if (customer.address) doc.text(customer.address, { width: 250 });
    if (customer.organizationNumber) doc.text(`Org.nr: ${customer.organizationNumber}`);
    if (customer.vatNumber) doc.text(`Momsreg.nr: ${customer.vatNumber}`);
    y = Math.max(doc.y, y + 60) + 16;

    const header = (top: number) => {
      doc.font('Helvetica-Bold').fontSize(8);
      for (const column of COLUMNS)
        doc.text(column.title, column.x, top, { width: column.width, align: 'align' in column ? column.align : 'left' });
      doc
        .moveTo(MARGIN, top + 11)
        .lineTo(555, top + 11)
        .stroke();
      doc.font('Helvetica').fontSize(8);
      return top + 15;
    };
    y = header(y);
    for (const line of data.lines) {
      if (y > 720) {
        doc.addPage();
        y = header(MARGIN);
      }
      const cells = [
        line.date ?? '',
        [line.jobNumber, line.customerReference].filter((part) => part != null && part !== '').join(' / '),
        [line.route, line.description].filter(Boolean).join('\n'),
        `${formatNumber(line.quantity, { maxDecimals: 3 })} ${line.unit}`,
        money(line.unitPrice, data.currency),
        `${line.vatRate} %`,
        money(line.amount, data.currency),
      ];
      let bottom = y;
      COLUMNS.forEach((column, index) => {
        doc.text(cells[index]!, column.x, y, { width: column.width, align: 'align' in column ? column.align : 'left' });
        bottom = Math.max(bottom, doc.y);
      });
      if (line.vatReason) {
        doc.text(`Moms ${line.vatRate} %: ${line.vatReason}`, 180, bottom, { width: 300 });
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
    const sum = (label: string, value: string, bold = false) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 300, y + 4, { width: 150 });
      doc.text(value, 450, y + 4, { width: 105, align: 'right' });
      y += 14;
    };
    sum('Netto', money(data.subtotal, data.currency));
    for (const row of data.vatBreakdown) sum(`Moms ${row.rate} % på ${money(row.base, data.currency)}`, money(row.vat, data.currency));
    sum(data.kind === 'credit_note' ? 'Att återbetala' : 'Att betala', money(data.total, data.currency), true);

    doc.font('Helvetica').fontSize(9);
    if (data.legalText) doc.font('Helvetica-Bold').text(data.legalText, MARGIN, y + 8, { width: 515 });
    if (data.reverseCharge)
      doc.font('Helvetica').text(`Säljarens momsreg.nr: ${seller.vatNumber}  Köparens momsreg.nr: ${customer.vatNumber ?? ''}`);
    if (data.notes) doc.font('Helvetica').text(data.notes, MARGIN, doc.y + 6, { width: 515 });
    if (data.attachments?.length) {
      doc.font('Helvetica-Bold').text('Bilagor', MARGIN, doc.y + 8, { width: 515 });
      for (const line of data.attachments) {
        if (doc.y > 740) doc.addPage();
        doc.font('Helvetica').text(line, MARGIN, doc.y + 2, { width: 515 });
      }
    }

    const footer = [
      `${seller.name} · ${seller.address}`,
      `Org.nr ${seller.organizationNumber} · Momsreg.nr ${seller.vatNumber}${seller.fSkatt ? ' · Godkänd för F-skatt' : ''}`,
      [seller.bankgiro && `Bankgiro ${seller.bankgiro}`, seller.iban && `IBAN ${seller.iban}`, seller.bic && `BIC ${seller.bic}`]
        .filter(Boolean)
        .join(' · ') + ` · Ange ${data.number} vid betalning`,
      [seller.email, seller.phone].filter(Boolean).join(' · '),
    ].filter((text) => text.trim() !== '');
    doc.fontSize(8).font('Helvetica');
    footer.forEach((text, index) => doc.text(text, MARGIN, 770 + index * 10, { width: 515, align: 'center', lineBreak: false }));
    doc.end();
  });
};

export const sha256Of = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
