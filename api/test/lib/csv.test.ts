import { csvCell, csvLines, csvRow } from '../../src/lib/csv';

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=1+1', "'=1+1"],
    ['+91', "'+91"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    // A tab is quoted too: a spreadsheet would otherwise split the cell.
    ['\tx', `"'\tx"`],
    ['a;=1', '"a;=1"'],
    ['tab\tinside', '"tab\tinside"'],
    ['lone\rCR', '"lone\rCR"'],
    ['\rx', `"'\rx"`],
    ['=HYPERLINK("a","b")', `"'=HYPERLINK(""a"",""b"")"`],
  ])('%j → %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it('leaves numbers alone and ends rows with CRLF', () => {
    expect(csvRow(['x', 2025, ''])).toBe('x,2025,\r\n');
  });

  it('writes a header row of the columns, then the rows in that order', async () => {
    const lines: string[] = [];
    const rows = [{ name: 'a;=1', year: 2025, ignored: 'x' }];
    for await (const line of csvLines(['name', 'year'], rows)) lines.push(line);
    // The byte-order mark first, so a spreadsheet program reads UTF-8 (Zoë, not ZoÃ«).
    expect(lines).toEqual(['\uFEFFname,year\r\n', '"a;=1",2025\r\n']);
  });
});
