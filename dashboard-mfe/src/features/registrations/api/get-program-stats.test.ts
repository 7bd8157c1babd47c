import { UNREADABLE_ANSWER } from '../../../lib/read-answer';
import { mockApi, type MockApi } from '../../../testing/mock-api';
import { getProgramStats } from './get-program-stats';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});

function answering(data: unknown) {
  api.on('GET /api/internships/stats', { status: 200, data });
  return getProgramStats();
}

describe('getProgramStats', () => {
  it('reads all four programs', async () => {
    await expect(
      answering([
        { _id: 'IT', count: 5 },
        { _id: 'Civil', count: 3 },
        { _id: 'Mechanical', count: 0 },
        { _id: 'Other', count: 2 },
      ]),
    ).resolves.toEqual({ IT: 5, Civil: 3, Mechanical: 0, Other: 2 });
  });

  it("counts 'information technology' as IT, adds up entries of the same program, and gives zeros for programs left out", async () => {
    await expect(
      answering([
        { _id: 'IT', count: 5 },
        { _id: 'information technology', count: 2 },
        { _id: 'civil', count: 4 },
      ]),
    ).resolves.toEqual({ IT: 7, Civil: 4, Mechanical: 0, Other: 0 });
  });

  it('says the answer could not be read when it is not the contract’s', async () => {
    await expect(answering([{ _id: 'Civil', count: -1 }])).rejects.toThrow(UNREADABLE_ANSWER);
    await expect(answering([{ _id: 'Civil', count: 'many' }])).rejects.toThrow(UNREADABLE_ANSWER);
    await expect(answering({ message: 'not a list' })).rejects.toThrow(UNREADABLE_ANSWER);
  });
});
