// The api layer's failures, in one entry (`@/api/errors`), by concern:
// apiError.ts: what a failure is and SPEC §8's words for it; globalErrors.ts: the one error
// dialog (SPEC §9); failureReason.ts: the words a screen that says its own failures uses.
export {
  ApiError,
  apiErrorFromResponse,
  ERROR_TEXTS,
  malformedAnswer,
  NETWORK_FAILURE_STATUS,
  networkError,
  toApiError,
  userMessageFor,
} from './apiError';
export { FAILURE_REASONS, failureReason } from './failureReason';
export {
  createGlobalErrorBus,
  dismissGlobalError,
  GLOBAL_ERROR_SUPPRESSION_MS,
  type GlobalErrorBus,
  getGlobalError,
  globalErrors,
  subscribeGlobalErrors,
} from './globalErrors';
