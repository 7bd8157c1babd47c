import { countsFromStats } from './get-program-stats';

describe('countsFromStats', () => {
  it('reads all four programs', () => {
    expect(
      countsFromStats([
        { _id: 'IT', count: 5 },
        { _id: 'Civil', count: 3 },
        { _id: 'Mechanical', count: 0 },
        { _id: 'Other', count: 2 },
      ]),
    ).toEqual({ IT: 5, Civil: 3, Mechanical: 0, Other: 2 });
  });

  it("counts 'information technology' as IT and adds up entries of the same program", () => {
    expect(
      countsFromStats([
        { _id: 'IT', count: 5 },
        { _id: 'information technology', count: 2 },
        { _id: 'civil', count: '4' },
      ]),
    ).toEqual({ IT: 7, Civil: 4, Mechanical: 0, Other: 0 });
  });

  it('gives zeros for programs missing from the answer and ignores broken entries', () => {
    expect(countsFromStats([{ _id: 'Civil', count: -1 }, null, { _id: 'Civil', count: 'many' }])).toEqual({
      IT: 0,
      Civil: 0,
      Mechanical: 0,
      Other: 0,
    });
    expect(countsFromStats({ message: 'not a list' })).toEqual({ IT: 0, Civil: 0, Mechanical: 0, Other: 0 });
  });
});
