import { csvCell, csvRow } from '../../src/lib/csv';

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
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['=HYPERLINK("a","b")', `"'=HYPERLINK(""a"",""b"")"`],
  ])('%j → %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it('leaves numbers alone and ends rows with CRLF', () => {
    expect(csvRow(['x', 2025, ''])).toBe('x,2025,\r\n');
  });
});
