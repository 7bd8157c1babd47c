export { apiClient, createApiClient, type ApiClientOptions } from './api-client';
export { getErrorMessage, fieldErrors, errorStatus, isNetworkError, FALLBACK_ERROR } from './error-message';
export {
  describeFailure,
  splitFieldErrors,
  type Failure,
  type FailureWording,
  type FailureWords,
} from './describe-failure';
