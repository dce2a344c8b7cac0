import type { CmrBox, CmrNote } from '../model/cmr-note';

// pdfkit (about 20 MB resident with its fonts) loads with the first note printed, not with every API process.
const importPdfKit = () => import('pdfkit').then((module) => module.default);
let pdfkit: ReturnType<typeof importPdfKit> | null = null;
const loadPdfKit = () => (pdfkit ??= importPdfKit());

type Doc = InstanceType<Awaited<ReturnType<typeof importPdfKit>>>;

const LEFT = 40;
const MID = 300;
const RIGHT = 555;
const HALF = MID - LEFT - 5;

/** One box: a frame, its number and label in small bold, its lines below (cut to the frame). */
const drawBox = (doc: Doc, box: CmrBox | undefined, x: number, y: number, width: number, height: number) => {
  doc.rect(x, y, width, height).lineWidth(0.5).stroke();
  if (!box) return;
  doc
    .font('Helvetica-Bold')
    .fontSize(7)
    .text(`${box.number} ${box.label}`, x + 4, y + 3, { width: width - 8, lineBreak: false });
  doc.font('Helvetica').fontSize(9);
  let top = y + 14;
  for (const line of box.lines) {
    if (top > y + height - 10) break;
    doc.text(line, x + 4, top, { width: width - 8, height: y + height - top - 2, ellipsis: true });
    top = doc.y;
  }
};

const GOODS: [number, number][][] = [
  [
    [6, 120],
    [7, 90],
    [8, 105],
    [9, 200],
  ],
  [
    [10, 120],
    [11, 90],
    [12, 305],
  ],
];

/**
 * Lays the note out as the IRU model does: sender, consignee and places on the left, carriers and
 * reservations on the right, the goods across, then instructions, the place of issue and the
 * three signatures, box 24 with the receiver's signature image when the delivery was signed.
 * Helvetica is one of PDF's standard fonts (WinAnsi covers å, ä, ö): nothing is downloaded.
 */
export const drawCmrPdf = async (note: CmrNote, signature: Buffer | null, issuer: string): Promise<Buffer> => {
  const PDFDocument = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: `${note.title} ${note.reference}`, Author: issuer } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const box = (n: number) => note.boxes.find((b) => b.number === n);

    doc.font('Helvetica-Bold').fontSize(16).text(note.title, LEFT, LEFT, { width: HALF });
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(note.subtitle, LEFT, LEFT + 20, { width: HALF });
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(note.reference, MID, LEFT, { width: RIGHT - MID, align: 'right' });

    // Left: 1–5 stacked; right: 16 and 17 beside 1 and 2, 18 beside 3–5.
    const top = 80;
    let y = top;
    for (const [n, height] of [
      [1, 70],
      [2, 70],
      [3, 46],
      [4, 46],
      [5, 34],
    ] as const) {
      drawBox(doc, box(n), LEFT, y, HALF, height);
      y += height;
    }
    drawBox(doc, box(16), MID, top, RIGHT - MID, 70);
    drawBox(doc, box(17), MID, top + 70, RIGHT - MID, 70);
    drawBox(doc, box(18), MID, top + 140, RIGHT - MID, y - top - 140);

    // The goods in two rows, so each box's label fits on one line.
    for (const row of GOODS) {
      let x = LEFT;
      for (const [n, width] of row) {
        drawBox(doc, box(n), x, y, width, 40);
        x += width;
      }
      y += 40;
    }
    if (note.adr) {
      doc
        .rect(LEFT, y, RIGHT - LEFT, 30)
        .lineWidth(0.5)
        .stroke();
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .text(note.adr.heading, LEFT + 4, y + 4, { width: 200 });
      note.adr.fields.forEach((field, i) => doc.font('Helvetica').text(field, LEFT + 4 + 200 + i * 150, y + 4, { width: 140 }));
      y += 30;
    }
    drawBox(doc, box(13), LEFT, y, RIGHT - LEFT, 56);
    y += 56;
    drawBox(doc, box(21), LEFT, y, RIGHT - LEFT, 30);
    y += 30;

    const third = (RIGHT - LEFT) / 3;
    drawBox(doc, box(22), LEFT, y, third, 110);
    drawBox(doc, box(23), LEFT + third, y, third, 110);
    const receivedX = LEFT + 2 * third;
    drawBox(doc, { number: 24, label: note.receivedLabel, lines: note.received?.lines ?? [note.notSigned] }, receivedX, y, third, 110);
    if (signature) doc.image(signature, receivedX + 4, y + 44, { fit: [third - 8, 60] });
    doc.end();
  });
};
