import type { MockReply } from '@blueprint/shared/testing/mock-api';

/** The Registration the API answers 201 with, for a request body. */
export function createdReply(body: unknown): MockReply {
  const input = (body ?? {}) as Record<string, unknown>;
  return {
    status: 201,
    data: {
      data: {
        _id: 'r1',
        ...input,
        email: typeof input.email === 'string' ? input.email.toLowerCase() : '',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    },
  };
}
