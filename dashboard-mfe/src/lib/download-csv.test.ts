import { fileNameOf } from './download-csv';

describe('the file name of a Content-Disposition header', () => {
  it('reads a quoted, a bare and an RFC 5987 name, preferring the last', () => {
    expect(fileNameOf('attachment; filename="registrations-workspace-2026-11-25.csv"')).toBe(
      'registrations-workspace-2026-11-25.csv',
    );
    expect(fileNameOf('attachment; filename=it_students.csv')).toBe('it_students.csv');
    expect(fileNameOf(`attachment; filename="fallback.csv"; filename*=UTF-8''Zo%C3%AB%20export.csv`)).toBe(
      'Zoë export.csv',
    );
  });

  it('keeps only the last path segment, and gives nothing for no name', () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameOf('attachment')).toBeNull();
  });
});
