/**
 * Fast-payment refund certificate acts (api/qps-refund-keys/*).
 * Part of the acquiring API contract (sandbox/CONTRACT.md): types only, shared by the sandbox, the BFF and the UI.
 */
import type { ACT_CONNECTION_INTERFACES } from '../../domain/validation.ts';

/**
 * Connection interfaces of the act (sent as `state`): stationary devices, mobile devices, internet resource, complex
 * solution; the form offers them from lib/domain/validation.ts.
 */
export type ActConnectionInterfaceCode = (typeof ACT_CONNECTION_INTERFACES)[number];

/** POST api/qps-refund-keys/generate body (spec §3 "Act fields sent"); every field is required (spec §5). */
export interface GenerateActRequest {
  /** ≤ 100 */
  companyName: string;
  /** ≤ 100 */
  companyAddress: string;
  /** ≤ 100: the company's authorised person */
  companyAdminName: string;
  /** ISO 3166-1 alpha-2 code of the country (certificate C) */
  countryName: string;
  /** the connection interface */
  state: ActConnectionInterfaceCode;
  /** ≤ 128, Latin letters and digits (certificate L) */
  localityName: string;
  /** ≤ 64, Latin letters and digits (certificate O) */
  organizationName: string;
  /** the tax number: 8–14 digits (certificate OU) */
  organizationUnitName: string;
  /** ≤ 64, Latin letters (certificate CN) */
  commonName: string;
  /** where the act is mailed */
  email: string;
}

/** POST api/qps-refund-keys/show → `{ result: Act | null }` (spec §3 "Act as displayed"); null while none was generated. */
export interface Act {
  actId: number;
  /** day of the month of the act's date (Moscow) */
  actDayNumber: number;
  /** Russian month name in the genitive ("мая") */
  actMonthName: string;
  actYear: number;
  companyName: string;
  companyAddress: string;
  companyAdminName: string;
  /** the bank's authorised person */
  bankAdminName: string;
  /** the certificate's serial (hex) */
  certUniqNumber: string;
  /** ISO dates YYYY-MM-DD */
  certStartDate: string;
  certEndDate: string;
  /** key algorithm */
  certAlgorithm: string;
  /** encryption tool name */
  certEncryptionLib: string;
  /** PEM public key */
  certPublicKey: string;
  /** certificate authority name */
  certAttestation: string;
}

/** POST api/qps-refund-keys/generate → true: stored and mailed; false: stored, the mail failed. */
export type GenerateActResult = boolean;

/** POST api/qps-refund-keys/send (multipart, field `file`) → true. */
export type SendActResult = boolean;
