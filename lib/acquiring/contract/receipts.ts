/**
 * Receipts sent by phone or e-mail.
 * Part of the acquiring API contract (sandbox/CONTRACT.md): types only, shared by the sandbox, the BFF and the UI.
 */

/** POST api/transaction/send-check and resend-check (resend may omit the contact: the last one is reused). */
export interface SendCheckRequest {
  id: number;
  phone?: string;
  email?: string;
}

/** POST api/transaction/mass-send-check — at most 50 ids; every third call of a session answers 429. */
export interface MassSendCheckRequest {
  ids: number[];
  phone?: string;
  email?: string;
}

export interface SendCheckResult {
  /** operations the receipt was sent for */
  sent: number;
  channel: 'phone' | 'email';
  /** normalised contact (+7…, lower-case e-mail) */
  contact: string;
}
