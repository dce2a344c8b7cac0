/**
 * SIE 4 files are written in "PC8", i.e. IBM code page 437 (SIE 4B §5): an accounting program
 * reading å/ä/ö as UTF-8 bytes shows garbage. The upper half of the code page, 0x80–0xFF.
 */
const UPPER_HALF =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

const BYTE_OF = new Map<string, number>([...UPPER_HALF].map((char, index) => [char, 0x80 + index]));
const QUESTION_MARK = 0x3f;

/** Encodes text as CP437; a character the code page lacks (€, emoji) becomes "?". */
export const encodeCp437 = (text: string): Buffer => {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? QUESTION_MARK;
    bytes.push(code < 0x80 ? code : (BYTE_OF.get(char) ?? QUESTION_MARK));
  }
  return Buffer.from(bytes);
};

/** Reads CP437 bytes back (tests, and anyone checking a file). */
export const decodeCp437 = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => (byte < 0x80 ? String.fromCharCode(byte) : (UPPER_HALF[byte - 0x80] ?? '?'))).join('');
