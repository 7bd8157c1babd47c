// A route's schema from the contract's: the same zod schema the other side parses with, as JSON Schema for
// Fastify (its validation, its serializer, and what the route says it answers).
import * as z from 'zod/mini';

export function jsonSchemaOf(schema: z.ZodMiniType): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return json;
}
