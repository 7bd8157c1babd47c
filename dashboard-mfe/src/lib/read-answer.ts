// Every answer the dashboard reads is parsed by its schema in @blueprint/contract, the one the API declares:
// an answer that leaves it fails its query or save with a sentence a person can read (and its Retry), never a
// view that breaks on a field that is not there.

/** A contract schema, as far as reading needs it. */
interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: Error };
}

export const UNREADABLE_ANSWER = 'The server’s answer could not be read. Try again, or reload the page.';

/** `data` as `schema` describes it; otherwise an error saying so, with zod's account of it as its cause. */
export function readAnswer<T>(schema: AnswerSchema<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new Error(UNREADABLE_ANSWER, { cause: result.error });
}
