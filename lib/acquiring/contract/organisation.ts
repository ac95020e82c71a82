/**
 * The organisation: holdings, legal entities, merchants (outlets), terminals, users and grants.
 * Part of the acquiring API contract (sandbox/CONTRACT.md): types only, shared by the sandbox, the BFF and the UI.
 */
import type { UserStatus } from './session.ts';

export interface MerchantGrant {
  grantId: number;
  value: string;
}

export interface Merchant {
  id: number;
  name: string;
  companyId: number;
  externalId: string;
  legalAddress: string | null;
  address: string | null;
  inn: string;
  phone: string | null;
  site: string | null;
  merchantCategoryCode: string;
  sbpXUserLogin: string | null;
  sbpId: string | null;
  sbpAccount: string | null;
  merchantGrantList: MerchantGrant[];
}

export interface MerchantRef {
  id: number;
  name: string;
  companyId: number;
}

export interface Company {
  id: number;
  name: string;
  holdingId: number | null;
  inn: string;
  realAddress: string;
  legalAddress: string;
  merchantList: MerchantRef[];
}

export interface CompanyRef {
  id: number;
  name: string;
  holdingId: number | null;
  /** the legal entity's INN (sent in the holding's companyList) */
  inn?: string;
}

export interface Holding {
  id: number;
  title: string;
  companyList: CompanyRef[];
  merchantList: MerchantRef[];
}

/** GET api/organization/holding */
export type HoldingOrganisation = Holding;
/** GET api/organization/company */
export type CompanyOrganisation = Company;
/** GET api/organization/merchant */
export type MerchantOrganisation = Merchant;

/** 0 active, 1 blocked, 2 not activated, 3 deleted (hidden unless a text filter is active) */
export type TerminalStatus = 0 | 1 | 2 | 3;

export interface Terminal {
  id: number;
  status: TerminalStatus;
  name: string | null;
  merchantId: number;
  merchantName: string;
  externalId: string;
  attached: boolean;
  forSoftPos: boolean;
}

/** A row of api/user/list (operators and administrators). */
export interface UserListItem {
  id: number;
  fullName: string;
  loginEmail: string;
  loginPhone: string;
  status: UserStatus;
  holdingId: number | null;
  companyId: number | null;
  merchantId: number | null;
  merchantName: string | null;
  companyName: string | null;
  holdingTitle: string | null;
  canMobile: 0 | 1;
  canLkm: 0 | 1;
  pinPwd: string;
  autoregistrationTerminalId: number | null;
  autoregistrationExternalTid: string | null;
  mandatoryFiscal: boolean;
  lastUsedTerminalId: number | null;
  lastUsedTerminalExternalId: string | null;
  reversalPwd: string;
  refundPwd: string;
  apiSecret: string;
}

/**
 * POST api/user (create an operator) and PUT api/user (edit; `id` required, absent fields keep their value).
 * Passwords travel as `****` when left empty: "keep the current one" (a new operator then has none).
 */
export interface UserSaveRequest {
  id?: number;
  fullName?: string;
  loginEmail?: string;
  loginPhone?: string;
  merchantId?: number;
  /** 0 active, 1 blocked (PUT only; new operators start at 0) */
  status?: 0 | 1;
  canMobile?: 0 | 1;
  canLkm?: 0 | 1;
  pinPwd?: string;
  refundPwd?: string;
  reversalPwd?: string;
  autoregistrationTerminalId?: number | null;
  mandatoryFiscal?: boolean;
  /** PUT only: sets a new login password (sent to the operator) and asks for a change at the next login */
  resetPassword?: boolean;
}

/** GET api/user/check-unclosed-transactions/{id} → true when the operator has successful operations not yet in a reconciliation. */
export type UnclosedTransactionsCheck = boolean;

/** POST api/reader: unbinds card readers from an operator (all of them without `serialNumbers`). */
export interface ReaderDeleteRequest {
  userId: number;
  serialNumbers?: string[];
}

export interface ReaderDeleteResult {
  deleted: number;
}

/** POST api/merchant/grant → `MerchantGrant[]` of the outlet after the change. */
export interface MerchantGrantRequest {
  merchantId: number;
  grantId: number;
  value: '0' | '1';
}

/** GET api/ext-system-admin/get-admin; POST api/ext-system-admin/update-url `{ url }` answers the same. */
export interface ExtSystemAdmin {
  url: string | null;
}
