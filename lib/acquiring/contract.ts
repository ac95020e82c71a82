/**
 * Upstream acquiring API contract: the response and request shapes shared by the sandbox
 * (sandbox/), the BFF (lib/bff, app/api) and the UI. Types only, no runtime code.
 * The prose contract lives in sandbox/CONTRACT.md.
 */

// ─── Envelopes ──────────────────────────────────────────────────────────────────────────────

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

// ─── Session ────────────────────────────────────────────────────────────────────────────────

export type Role = 'holding' | 'merchant' | 'operator';

/** 0 active, 1 blocked, 6 auto-blocked (spec §4). 2 is "not activated" in user lists. */
export type UserStatus = 0 | 1 | 2 | 6;

export interface UserCompany {
  name: string;
  realAddress: string;
  inn: string;
}

export interface SessionUser {
  id: number;
  passExpireDate: string | null;
  holdingId: number | null;
  companyId: number | null;
  fullName: string;
  loginEmail: string;
  loginPhone: string;
  status: UserStatus;
  canMobile: 0 | 1;
  merchantId: number | null;
  needChangePassword: boolean;
  company: UserCompany | null;
}

/** Alias kept for readability in UI code. */
export type User = SessionUser;

export interface SessionObject {
  token: string;
  /** seconds */
  lifeTime: number;
  roles: Role[];
  /** ISO date (YYYY-MM-DD) or null */
  passExpireDate: string | null;
  showWindowPage: boolean;
  /** true only on the first answer of a multi-factor login; the token is then usable only for confirm/resend/logout */
  authenticationCodeRequired?: boolean;
  /** with `authenticationCodeRequired`: where the code was sent, the user's loginEmail or loginPhone */
  authenticationCodeChannel?: 'email' | 'phone';
  user: SessionUser;
}

export type AssessmentType = 'invisible' | 'checkbox';

export interface Assessment {
  token: string;
  type: AssessmentType;
}

export interface AuthRequest {
  login: string;
  password: string;
  assessment?: Assessment;
}

export interface ConfirmAuthenticationCodeRequest {
  code: string;
}

export interface ForgotSendTokenRequest {
  login: string;
  assessment?: Assessment;
}

export interface ChangePasswordRequest {
  token?: string;
  assessment?: Assessment;
  newPassword: string;
  oldPassword?: string;
}

export interface CaptchaConfiguration {
  enabled: boolean;
  siteKeys: { invisible: string; checkbox: string };
}

// ─── Reference data ─────────────────────────────────────────────────────────────────────────

export interface Setting {
  name: string;
  value: string;
}

export interface Language {
  id: string;
  name: string;
  enabled: boolean;
}

/** Flat map: next-intl message path → text. */
export type Dictionary = Record<string, string>;

export type SymbolPosition = 'left' | 'right';

export interface Currency {
  id: number;
  /** ISO 4217 numeric code, also the currencyId of transactions */
  numberCode: number;
  code: string;
  name: string;
  /** decimal digits */
  fraction: number;
  symbol: string;
  symbolPosition: SymbolPosition;
  enabled: boolean;
  defaultCurrency: boolean;
}

export type PaymentInstrumentType = 'Terminal' | 'Host' | 'Server' | 'Cash' | 'qps' | 'ecom' | 'alipay' | 'mvisa' | 'rsbdynamicqr';

export interface PaymentInstrument {
  /** "Terminal" means card */
  type: PaymentInstrumentType;
  name: string;
}

export interface PrivacyPolicy {
  id: number;
  languageId: string;
  /** HTML */
  content: string;
  url: string | null;
}

// ─── Organisation ───────────────────────────────────────────────────────────────────────────

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

// ─── Transactions ───────────────────────────────────────────────────────────────────────────

export type Operation =
  | 'PAYMENT'
  | 'PAYMENT_WITH_CASHBACK'
  | 'EXPENSE'
  | 'EXPENSE_REFUND'
  | 'REFUND'
  | 'ORIGINAL_REFUND'
  | 'PARTIAL_REFUND'
  | 'REVERSAL'
  | 'PARTIAL_REVERSAL'
  | 'PRE_AUTH'
  | 'PRE_AUTH_COMPLETION'
  | 'PAYMENT_WITH_TIPS'
  | 'CASH_WITHDRAWAL';

export type CardInputMethod = 'MAGNETIC' | 'CONTACT' | 'CONTACTLESS' | 'MANUAL' | 'CPQR' | 'AUTOMANUAL' | 'UNKNOWN';

export type PaymentMethod = 'alipay' | 'ecom' | 'cash' | 'qps' | 'rsbdynamicqr' | 'mvisa' | 'general';

/** Grouping of hostResponseCode (spec §4). */
export type TransactionStatusGroup = 'success' | 'cancelled' | 'pending' | 'unknown' | 'unsuccessful';

export interface TransactionStatus {
  /** hostResponseCode group */
  code: number;
  group: TransactionStatusGroup;
  text: string;
}

export interface CardMethod {
  contactless: boolean;
  nfc: boolean;
  cardInputCapability: CardInputMethod;
}

export interface TransactionMerchantRef {
  id: number;
  name: string;
  externalId: string;
  merchantCategoryCode: string;
}

export interface TransactionListRow {
  id: number;
  status: TransactionStatus;
  /** ISO date-time */
  serverDateTime: string;
  /** ISO date-time of the reconciliation that closed it, or null */
  reconciliationDateTime: string | null;
  reconciliationId: number | null;
  operation: Operation;
  paymentMethod: PaymentMethod;
  paymentInstrumentType: PaymentInstrumentType | null;
  cardMethod: CardMethod;
  cardMask: string | null;
  cardType: string | null;
  /** the fast payment system's id of a СБП operation (its receipt's `hostData.qpsOperationId`), else null: what stands for the card */
  qpsOperationId: string | null;
  merchant: TransactionMerchantRef;
  pinEntry: boolean;
  signScan: boolean;
  hostResponseCode: number;
  user: { id: number; fullName: string } | null;
  terminal: { id: number; externalId: string };
  authorizationCode: string | null;
  rrn: string | null;
  /** minor units (integer) */
  amount: number;
  amountClear: string;
  amountDivisional: string;
  currencyId: number;
  imageName: string | null;
  imageLabel: string | null;
  bonusAmount: number | null;
  cashbackAmount: number | null;
  tipsAmount: number | null;
  /** first six digits of the card */
  bin: string | null;
  operationDay: number;
  transactionNumber: number;
  /** the original operation of a refund, reversal or pre-authorisation completion (spec §3 "parent transaction"), else null */
  parentId: number | null;
  /** "lng,lat" (see coordinatesCommaReversed of the details for "lat,lng"), null when the location is unknown */
  coordinates: string | null;
}

export interface OrderProduct {
  title: string;
  quantity: number;
  amount: number;
  amountClear: string;
  amountDivisional: string;
}

export interface TransactionDetailsLine {
  label: string;
  value: string;
}

export interface TransactionHostData {
  hostResponseText: string;
  terminalCode: string;
  externalTransactionId: string | null;
  xlsTrxId: string | null;
  bonusError: string | null;
  bonusShow: boolean;
  bonusPreviousBalance: number | null;
  bonusAccruedAmount: number | null;
  bonusPostBalance: number | null;
  bonusAutoCancelStarted: boolean;
  bonusAutoCancelSucceeded: boolean;
  details: TransactionDetailsLine[];
  sourceId?: string;
  qpsOperationId?: string;
  trxId?: string;
  originalId?: string | null;
}

export interface TransactionDetails extends TransactionListRow {
  operationName: string;
  cardholderName: string | null;
  statusText: string;
  ips: string | null;
  appId: string | null;
  appLabel: string | null;
  tvr: string | null;
  arc: string | null;
  kvr: string | null;
  reader: { serialNumber: string } | null;
  currencySymbol: string;
  isRightCurrencyPosition: boolean;
  amountWithoutCashback: number;
  amountWithoutBonus: number;
  amountWithoutTips: number;
  paymentType: string;
  orderProducts: OrderProduct[];
  discountInfo: string | null;
  commissionAmount: number | null;
  /** "lat,lng" */
  coordinatesCommaReversed: string | null;
  merchantDetails: {
    externalId: string;
    inn: string;
    name: string;
    address: string | null;
    phone: string | null;
    site: string | null;
    sbpId: string | null;
    sbpAccount: string | null;
  };
  parent: TransactionListRow | null;
  hostData: TransactionHostData;
}

/** Count endpoints answer `{ result: number }`. */
export type CountResult = ApiResult<number>;

/** GET api/transaction/{list|archive|total} answers `{ result: TransactionListRow[] }`. */
export type TransactionListType = 'list' | 'archive' | 'total';

// ─── Filter query scheme (see sandbox/CONTRACT.md "List queries") ───────────────────────────

export type FilterOperator = 'eq' | 'gt' | 'ge' | 'lt' | 'le' | 'like' | 'in' | 'inWithNull' | 'nullable';

// ─── Transaction summaries (GET api/transaction/summary*, same filter query as the list) ──────
// Every amount of a breakdown (operator, terminal, week, cardtype, method, period) is the net turnover of its
// operations: sales − refunds, pre-authorisations and cash withdrawals counting nothing (`TurnoverFigures`).

/**
 * The money of a set of operations by what each does (lib/domain/operation-effects.ts): minor units, sizes ≥ 0.
 * Sales: payments (with cashback, with tips), expenses, pre-authorisation completions. Refunds: refunds and
 * reversals (full, partial, original, expense refund). A pre-authorisation only holds money and a cash
 * withdrawal pays cash out: both are apart from sales and net.
 */
export interface TurnoverFigures {
  salesAmount: number;
  salesCount: number;
  refundAmount: number;
  refundCount: number;
  /** salesAmount − refundAmount */
  netAmount: number;
  cashWithdrawalAmount: number;
  cashWithdrawalCount: number;
  /** held by pre-authorisations, counted only once completed (PRE_AUTH_COMPLETION is a sale) */
  preAuthAmount: number;
  preAuthCount: number;
}

/**
 * GET api/transaction/summary — amounts in minor units (pass `currencyId` to stay in one currency). The figures by
 * effect are those of the operations whose money moved (lib/domain/money-rule.ts): whatever the statuses asked,
 * an operation that did not go through is never a sale, a refund or part of the net, only counted apart.
 */
export interface TransactionSummary extends TurnoverFigures {
  /** the net turnover: sales − refunds (= netAmount) */
  sumAmount: number;
  /** the average sale: salesAmount / salesCount rounded to a minor unit; 0 without sales */
  avgAmount: number;
  /** every operation of the filter, whatever its effect or status (the list's count) */
  countTransaction: number;
  /** the operations whose money did not move (unsuccessful, cancelled, pending, unknown) */
  notMovedCount: number;
  /** their amounts added up as the list shows them (refunds and reversals negative) */
  notMovedAmount: number;
}

/** GET api/transaction/summary/operation — one item per operation that occurs, by sum descending. */
export interface OperationSummary {
  operation: Operation;
  /** the operations' amounts as shown: negative for refunds and reversals */
  sum: number;
  count: number;
  tipsAmount: number;
}

export interface MapPoint {
  id: number;
  lat: number;
  lng: number;
  amount: number;
  currencyId: number;
  status: TransactionStatusGroup;
}

/** GET api/transaction/summary/map — every located operation of the filter (no paging). */
export interface MapSummary {
  points: MapPoint[];
  /** operations of the filter without coordinates */
  withoutCoordinates: number;
}

/** GET api/transaction/summary/operator — operations with an operator, by sum descending. */
export interface OperatorSummary {
  userId: number;
  fullName: string;
  sumAmount: number;
  countTransaction: number;
}

/** GET api/transaction/summary/terminal — by sum descending. */
export interface TerminalSummary {
  terminalId: number;
  externalId: string;
  name: string;
  merchantId: number;
  merchantName: string;
  sumAmount: number;
  countTransaction: number;
}

/** GET api/transaction/summary/week — always 7 items, week = ISO weekday in Moscow time (1 Monday … 7 Sunday). */
export interface WeekSummary {
  week: number;
  weekAmount: number;
  weekTransactionCount: number;
}

/** GET api/transaction/summary/cardtype — card operations only (cardType not null), by amount descending. */
export interface CardTypeSummary {
  cardType: string;
  cardTypeAmount: number;
  cardTypeTransactionCount: number;
}

/** GET api/transaction/summary/method — by payment instrument; operations without one count as Cash (spec §9). */
export interface MethodSummary {
  instrumentType: PaymentInstrumentType;
  instrumentName: string;
  methodAmount: number;
  count: number;
}

export type SummaryPeriodFormat = 'hour' | 'day' | 'month';

/** GET api/transaction/summary/period/{hour|day|month} — consecutive buckets (Moscow time), empty ones included. */
export interface PeriodSummaryItem {
  /** ISO date-time of the bucket start */
  period: string;
  /** how many units the item covers (1; pairing adds them up, lib/domain/summary.ts) */
  step: number;
  amount: number;
  count: number;
}

// ─── Receipts by phone / e-mail ─────────────────────────────────────────────────────────────

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

// ─── Reconciliations ────────────────────────────────────────────────────────────────────────

export type ReconciliationListType = 'list' | 'archive';

/** 0 successful, 1 in progress, 2 and 3 unsuccessful (spec §4). */
export type ReconciliationStatusCode = 0 | 1 | 2 | 3;

export type ReconciliationInitiatorCode = 'USER' | 'ADMIN' | 'SERVER';

/** A row of GET api/reconciliation/{list|archive}; its figures are those of its operations (`TurnoverFigures`). */
export interface Reconciliation extends Pick<TurnoverFigures, 'salesAmount' | 'refundAmount' | 'netAmount' | 'cashWithdrawalAmount' | 'preAuthAmount'> {
  id: number;
  /** ISO date-time of the closing */
  serverDateTime: string;
  terminal: { id: number; externalId: string; merchant: { id: number; name: string; externalId: string } };
  operationDay: number;
  /** two or more characters, "00" = approved */
  hostResponseCode: string;
  initiator: ReconciliationInitiatorCode;
  /** the operator who closed the day (initiator USER), else null */
  user: { id: number; fullName: string } | null;
  status: ReconciliationStatusCode;
  /** file name of the reconciliation report (successful ones); download: GET api/merchant/report?reconciliationId={id} */
  downloadFile: string | null;
  /** the net turnover (minor units of currencyId) of the operations with this reconciliationId: sales − refunds (= netAmount) */
  sumAmount: number;
  /** how many operations it closed */
  count: number;
  currencyId: number;
}

/** GET api/reconciliation/host-response-codes */
export interface ReconciliationHostResponseCode {
  code: string;
  description: string;
}

/** GET api/terminal/close-day/{id} → `{ result: CloseDayResult }` (HTTP 200 for every code). */
export interface CloseDayResult {
  /** "00" closed; "011" host error (hostCode, hostDescription); anything else: refused (description) */
  code: string;
  description: string;
  hostCode?: string;
  hostDescription?: string;
  /** the reconciliation created ("00" and "011") */
  reconciliationId?: number;
}

// ─── Fast-payment refund certificate acts (api/qps-refund-keys/*) ────────────────────────────

/** Connection interfaces of the act (sent as `state`): stationary devices, mobile devices, internet resource, complex solution. */
export type ActConnectionInterfaceCode = 'INTE' | 'MOBI' | 'ECOMM' | 'MULTI';

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

// ─── Storefront (api/window/*, api/vat/list; spec §3 Category, Product, VAT) ─────────────────────

/** GET api/vat/list → `{ result: Vat[] }`; a product's `vatRate` is the `id` of one. */
export interface Vat {
  id: number;
  title: string;
}

/** One category of GET api/window/category/list (flat; the tree is built from `parentId`). */
export interface Category {
  id: number;
  title: string;
  description: string;
  /** null: a root category */
  parentId: number | null;
  /** 0 by default; other values are not described by the spec */
  status: number;
  /** every operator of the outlet sees it; otherwise only `usersIdSet` */
  forAllUsers: boolean;
  users: { userId: number }[];
  usersIdSet: number[];
  /** ids of the direct child categories */
  children: number[];
  /** ids of the products in this category */
  productList: number[];
}

/** POST (no id) / PUT (with id) api/window/category (spec §3 save payload). */
export interface CategorySaveRequest {
  id: number | null;
  title: string;
  description: string;
  parentId: number | null;
  status: number;
  forAllUsers: boolean;
  usersIdSet: number[];
}

/** 0 or 1: a product with mandatory marking (a code is scanned at sale). */
export type ProductMarking = 0 | 1;

/** A product as the API sends it; stock and price are integers (spec §3). */
export interface Product {
  id: number;
  title: string;
  vendorCode: string;
  barCode: string;
  description: string;
  /** path of the image below the tenant root (`api/window/image/{id}`), null without one */
  image: string | null;
  parentsIdSet: number[];
  parents: { parentId: number }[];
  status: number;
  /** decimal digits of the stock: 0 for pieces, 3 for kilograms or litres */
  exponent: number;
  /** stock × 10^exponent; null: not counted */
  stock: number | null;
  /** price in minor units of `currency` */
  price: number;
  /** ISO 4217 numeric code */
  currency: number;
  /** id from api/vat/list */
  vatRate: number | null;
  /** the title may be changed at sale */
  titleChange: boolean;
  /** the price may be changed at sale */
  priceChange: boolean;
  /** subject of payment: 1 goods (default), 2 excise goods, 3 work, 4 service */
  type: number;
  marking: ProductMarking;
  merchantId: number;
}

/** A new image for a product: the file's bytes in base64 and its extension (png, jpg, jpeg, webp). */
export interface ProductImageFile {
  base64: string;
  extension: string;
}

/**
 * POST (no id) / PUT (with id) api/window/product (spec §3): stock scaled by the exponent and price by the
 * currency fraction to integers. `imageFile` sets a new image; `image: null` without `imageFile` removes it.
 */
export interface ProductSaveRequest {
  id: number | null;
  title: string;
  vendorCode: string;
  barCode: string;
  description: string;
  image: string | null;
  imageFile: ProductImageFile | null;
  parentsIdSet: number[];
  status: number;
  exponent: number;
  stock: number | null;
  price: number;
  currency: number;
  vatRate: number | null;
  titleChange: boolean;
  priceChange: boolean;
  type: number;
  marking: ProductMarking;
}

/** A CSV row that was not applied: its line number in the file (the header is line 1) and why. */
export interface CatalogueRowError {
  row: number;
  field?: string;
  message: string;
}

/** POST api/window/product-upload-csv (multipart, field `file`) → the rows applied and the rows refused. */
export interface CatalogueUploadResult {
  created: number;
  updated: number;
  errors: CatalogueRowError[];
}
