import { csvCell, csvFile, kronor, scaled, SWEDISH_EXCEL } from './csv';

describe('the CSV writer', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['@SUM(1)', `"'@SUM(1)"`],
    ['+cmd', `"'+cmd"`],
    ['-2+3', `"'-2+3"`],
    ['\tTAB', `"'\tTAB"`],
    ['\rCR', `"'\rCR"`],
  ])('writes text %j that a spreadsheet would run behind an apostrophe, quoted', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('writes text that only looks like a number as text, so a name of -125,50 cannot turn into a sum', () => {
    expect(csvCell('-125,50')).toBe(`"'-125,50"`);
  });

  it('quotes text holding the separator, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('Åkeri; Väst')).toBe('"Åkeri; Väst"');
    expect(csvCell('Åkeri, Väst')).toBe('Åkeri, Väst');
    expect(csvCell('Åkeri, Väst', { ...SWEDISH_EXCEL, separator: ',' })).toBe('"Åkeri, Väst"');
    expect(csvCell('the "express"')).toBe('"the ""express"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('writes numbers as numbers with the format’s decimal mark, negative ones too', () => {
    expect(csvCell(-125.5)).toBe('-125,5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(kronor(-12_550))).toBe('-125,50');
    expect(csvCell(kronor(-5))).toBe('-0,05');
    expect(csvCell(kronor(187_563))).toBe('1875,63');
    expect(csvCell(scaled(755, 1))).toBe('75,5');
    expect(csvCell(kronor(-12_550), { ...SWEDISH_EXCEL, decimalMark: '.' })).toBe('-125.50');
    expect(csvCell(-125.5, { separator: ',', decimalMark: ',', bom: false })).toBe('"-125,5"');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('leaves missing values empty', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(kronor(null))).toBe('');
  });

  it('writes a file with a BOM, a header and CR LF after every line', () => {
    expect(csvFile(['name', 'amount'], [['=1+1', kronor(-100)]])).toBe(`\uFEFFname;amount\r\n"'=1+1";-1,00\r\n`);
    expect(csvFile(['a'], [], { separator: ',', decimalMark: '.', bom: false })).toBe('a\r\n');
  });
});
