// `GET /api/health`: whether the API can take a registration (its database answers and can write).
import * as z from 'zod/mini';

export const healthy = z.object({ status: z.literal('ok') });
export const unhealthy = z.object({ status: z.literal('unavailable'), message: z.string() });
