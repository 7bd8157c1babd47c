export { apiClient, createApiClient, type ApiClientOptions } from './api-client';
export { getErrorMessage, fieldErrors, errorStatus, isNetworkError, FALLBACK_ERROR } from './error-message';
