/**
 * The envelopes every answer and error of the acquiring API comes in.
 * Part of the acquiring API contract (sandbox/CONTRACT.md): types only, shared by the sandbox, the BFF and the UI.
 */

/** Every successful JSON answer (except `/info`, the logo and the report). */
export interface ApiResult<T> {
  result: T;
}

export interface ApiFieldError {
  field?: string;
  message: string;
}

/** Every error answer. */
export interface ApiErrorBody {
  message: string;
  exception?: ApiException;
  errors?: ApiFieldError[];
  attemptsLeft?: number;
}

export type ApiException =
  | 'WrongPasswordException'
  | 'AuthBlockedException'
  | 'UserBlockedException'
  | 'CsrfException'
  | 'CaptchaRequiredException'
  | 'PrivacyPolicyNotConfirmedException'
  | 'WrongAuthenticationCodeException'
  // the code step (429): the pending sign-in ended after too many wrong codes; a resend before the host's wait is over
  | 'AuthenticationCodeAttemptsExceededException'
  | 'AuthenticationCodeResendTooEarlyException'
  | 'InvalidTokenException'
  | 'ValidationException'
  | 'NotFoundException'
  | 'ForbiddenException'
  | 'InjectedFaultException'
  // organisation writes (400): settings switched off, another merchant's operator, unclosed operations
  | 'OperationNotAllowedException'
  | 'ForeignOperatorException'
  | 'UnclosedTransactionsException'
  // storefront: a CSV cell that is not a number (answered with 500, spec §8)
  | 'NumberFormatException';

export interface BuildInfo {
  buildVersion: string;
}

/** Header names of the contract. */
export type ContractHeader = 'request-source' | 'x-csrf-token' | 'financial-institute-alias' | 'authorization';
