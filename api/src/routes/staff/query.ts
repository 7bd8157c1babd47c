import { z } from 'zod';
import { programField } from '@blueprint/shared/validation';
import { ID_PATTERN } from '../../db/ids';

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const MAX_PAGE = 500;

/** `?limit=&cursor=` for every list; a limit above MAX_PAGE is clamped. */
export const pageQuery = z.object({
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Limit must be a whole number from 1' })
      .int('Limit must be a whole number from 1')
      .min(1, 'Limit must be a whole number from 1')
      .default(50)
      .transform((limit) => Math.min(limit, MAX_PAGE)),
  ),
  cursor: z.preprocess(blankToUndefined, z.string().regex(ID_PATTERN, 'Invalid cursor').optional()),
});

export const programQuery = z.object({ program: z.preprocess(blankToUndefined, z.optional(programField)) });

export const listQuery = pageQuery.extend(programQuery.shape);
