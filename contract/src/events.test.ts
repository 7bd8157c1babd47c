import { SERVER_EVENT_NAMES, serverEvents } from './events.ts';

describe('serverEvents', () => {
  it('names the events the dashboards hear, each with the schema of its payload', () => {
    expect(SERVER_EVENT_NAMES).toEqual([
      'internshipRegistered',
      'registrationUpdated',
      'registrationDeleted',
      'contactMessageReceived',
      'contactMessageUpdated',
      'viewersChanged',
    ]);
    expect(
      serverEvents.registrationDeleted.safeParse({ _id: '0190a0b0-0000-7000-8000-000000000001', program: 'IT' })
        .success,
    ).toBe(true);
    expect(serverEvents.registrationDeleted.safeParse({ _id: '0190a0b0-0000-7000-8000-000000000001' }).success).toBe(
      false,
    );
  });
});
