import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as pdfkit writes it (Flate-compressed content streams, WinAnsi hex strings in
 * TJ arrays), one string per shown run. For tests and checks of what an issued invoice says.
 */
// WinAnsi differs from Latin-1 in 0x80–0x9F: the characters an invoice uses from that range.
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—' };
const decode = (hex: string): string => [...Buffer.from(hex, 'hex')].map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join('');

export const pdfText = (pdf: Buffer): string[] => {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      texts.push([...shown[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => decode(hex[1]!)).join(''));
  }
  return texts;
};
