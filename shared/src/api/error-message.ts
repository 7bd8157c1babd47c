import { isAxiosError } from 'axios';
import type { ApiErrorBody, FieldError } from '@blueprint/contract/api/common';

export const FALLBACK_ERROR = 'Something went wrong. Please try again.';

function body(error: unknown): Partial<ApiErrorBody> | undefined {
  if (!isAxiosError(error)) return undefined;
  const data: unknown = error.response?.data;
  return typeof data === 'object' && data !== null ? data : undefined;
}

/** HTTP status of a failed call; undefined when the server never answered. */
export function errorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** True when the request never got an answer (offline, refused, timed out). */
export function isNetworkError(error: unknown): boolean {
  return isAxiosError(error) && !error.response;
}

/** The server's field errors, when it sent a list. */
export function fieldErrors(error: unknown): FieldError[] {
  const errors = body(error)?.errors;
  return Array.isArray(errors) ? errors.filter((e) => e && typeof e.field === 'string') : [];
}

/**
 * Spec section 8: a server errors list joins each item's msg (or message) with ', ', or says
 * 'Validation failed' when that is empty; otherwise the server's message, then the transport's
 * message, then a generic sentence.
 */
export function getErrorMessage(error: unknown): string {
  const data = body(error);
  if (data && Array.isArray(data.errors)) {
    const joined = data.errors
      .map((item: Partial<FieldError> & { message?: string }) => item?.msg || item?.message)
      .filter(Boolean)
      .join(', ');
    return joined || 'Validation failed';
  }
  if (typeof data?.message === 'string' && data.message) return data.message;
  if (error instanceof Error && error.message) return error.message;
  return FALLBACK_ERROR;
}
