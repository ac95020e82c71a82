/**
 * Every call of spec §7, once: its method, its path below the tenant root, its parameters (`:id` digits, `:name` a
 * lower-case word) and the type of its answer. The server's loaders (lib/acquiring/server-load.ts `attempt`,
 * lib/acquiring/upstream.ts `upstreamEndpoint`) and the browser's BFF client (lib/client/api.ts) call through it:
 * a call names an endpoint and gets its answer's type. The BFF's allowlist (lib/bff/allowlist.ts) is this table's
 * forwarded rows, and app/api/ holds one generated route file per forwarded path (scripts/bff-routes.ts).
 * No path of the acquiring API is written anywhere else (__tests__/lib/acquiring/endpoints-only.test.ts).
 *
 * No imports but types: the custom server reads it through lib/observability/route-template.ts, stripped of types.
 */
import type {
  Act,
  ApiResult,
  BuildInfo,
  CaptchaConfiguration,
  CatalogueUploadResult,
  Category,
  CategorySaveRequest,
  CardTypeSummary,
  CloseDayResult,
  Company,
  CountResult,
  Currency,
  Dictionary,
  ExtSystemAdmin,
  GenerateActRequest,
  GenerateActResult,
  Holding,
  Language,
  MapSummary,
  MassSendCheckRequest,
  Merchant,
  MerchantGrant,
  MerchantGrantRequest,
  MethodSummary,
  OperationSummary,
  OperatorSummary,
  PaymentInstrument,
  PeriodSummaryItem,
  PrivacyPolicy,
  Product,
  ProductSaveRequest,
  Reconciliation,
  ReconciliationHostResponseCode,
  ReconciliationListType,
  ReaderDeleteRequest,
  ReaderDeleteResult,
  SendActResult,
  SendCheckRequest,
  SendCheckResult,
  SessionObject,
  Setting,
  SummaryPeriodFormat,
  Terminal,
  TerminalSummary,
  TransactionDetails,
  TransactionListRow,
  TransactionListType,
  TransactionSummary,
  UnclosedTransactionsCheck,
  UserListItem,
  UserSaveRequest,
  Vat,
  WeekSummary,
} from './contract';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How the BFF lets the browser make the call. `public`: forwarded without a session (spec §4: session, dictionary and
 * privacy calls, plus guest data); `session`: forwarded with the session's token; `asset`: a public file the pages
 * embed (the logo), served without reading the session at all, so it needs no anti-forgery header; `own`: the BFF's
 * own route handler makes it (the calls that change the session); `server`: only the server makes it.
 */
export type BffAccess = 'public' | 'session' | 'asset' | 'own' | 'server';

/** What the proxy does besides forwarding. */
export interface EndpointFlags {
  /** The pages show it with `<img>`: the browser's same-origin image requests pass without the anti-forgery header. */
  image?: true;
  /** A file written for the user (the report): the BFF sends the user's language and time zone with it. */
  forReader?: true;
  /** The answer carries users: their secrets reach the browser only as lib/organisation/user-secrets.ts allows. */
  users?: true;
  /** The body changes a grant: only a grant the session's role may change goes on (lib/domain/roles.ts `CHANGEABLE_GRANTS`). */
  grant?: true;
}

/**
 * One call. `Answer` is what the API's `{ result }` holds (what the server's `attempt` gives), `Body` what the call
 * sends, `Browser` what the browser gets from the BFF (the API's envelope, unless the BFF answers itself), `Names`
 * what a `:name` segment may be. The last four fields are types only: no value ever sits in them.
 */
export interface Endpoint<Path extends string = string, Answer = unknown, Body = unknown, Browser = unknown, Names extends string = string> extends EndpointFlags {
  readonly method: HttpMethod;
  readonly path: Path;
  readonly access: BffAccess;
  readonly answer?: Answer;
  readonly body?: Body;
  readonly browser?: Browser;
  readonly names?: Names;
}

/** The values of a path's parameters: `{ id }` for `:id`, `{ name }` for `:name`. */
export type PathParams<Path extends string, Names extends string = string> = (Path extends `${string}:id${string}` ? { id: number } : unknown) &
  (Path extends `${string}:name${string}` ? { name: Names } : unknown);

/** A call of an endpoint with its parameters filled in. */
export interface EndpointCall<Answer = unknown, Body = never, Browser = ApiResult<Answer>> {
  readonly endpoint: Endpoint<string, Answer, Body, Browser>;
  /** The path with its parameters, below the tenant root: `api/terminal/close-day/42`. */
  readonly path: string;
}

/** What a caller names: an endpoint without parameters, or a call of one with them (`endpointCall`). */
export type EndpointTarget<Answer = unknown, Body = unknown, Browser = unknown> = Endpoint<string, Answer, Body, Browser> | EndpointCall<Answer, Body, Browser>;

/** A row of the table: the types first, then method, path, access and flags (`row<Currency[]>()('GET', 'api/currency/list', 'session')`). */
function row<Answer, Body = never, Browser = ApiResult<Answer>, Names extends string = string>() {
  return <const Path extends string>(method: HttpMethod, path: Path, access: BffAccess, flags: EndpointFlags = {}): Endpoint<Path, Answer, Body, Browser, Names> => ({
    method,
    path,
    access,
    ...flags,
  });
}

/** What the BFF's own sign-in answers (lib/bff/session-routes.ts). */
export interface SignInAnswer {
  next: 'code' | 'dashboard';
  waitUntil?: number;
  sentTo?: string;
}

/** What the BFF's own password change answers. */
export interface PasswordChangeAnswer {
  next: 'dashboard' | 'auth';
}

/** What the BFF's own code resend answers: when the next resend may be asked. */
export interface ResendAnswer {
  waitUntil: number;
}

/** The BFF's own reading of the session (app/api/session/state). */
export interface SessionStateAnswer {
  expiresAt: number;
}

/** The summaries the dashboard reads, by name (spec §7 `summary/operation`, `summary/map`…). */
export type SummaryName = 'operation' | 'map' | 'operator' | 'terminal' | 'week' | 'cardtype' | 'method';

export const ENDPOINTS = {
  // guest data and the build
  info: row<BuildInfo, never, BuildInfo>()('GET', 'info', 'public'),
  logo: row<Blob, never, Blob>()('GET', 'api/image/logo/logo.png', 'asset'),
  languageList: row<Language[]>()('GET', 'api/language/list', 'public'),
  languageDefaultId: row<string | number>()('GET', 'api/language/defaultId', 'public'),
  dictionary: row<Dictionary>()('GET', 'api/dictionary', 'public'),
  guestSettings: row<Setting[]>()('GET', 'api/setting/guest-list', 'public'),
  captchaConfiguration: row<CaptchaConfiguration>()('GET', 'api/session/recaptcha/configuration', 'public'),
  forgotSendToken: row<unknown, { login: string; assessment?: unknown }>()('POST', 'api/session/forgot-send-token', 'public'),
  privacyPolicies: row<PrivacyPolicy[]>()('GET', 'api/privacy-policy', 'public'),
  privacyPolicy: row<PrivacyPolicy>()('GET', 'api/privacy-policy/:id', 'public'),
  privacyPolicyConfirm: row<unknown>()('POST', 'api/privacy-policy/confirm', 'session'),

  // the session (the BFF's own route handlers make these calls)
  signIn: row<SessionObject, { login: string; password: string; assessment?: unknown }, SignInAnswer>()('POST', 'api/session/auth', 'own'),
  confirmCode: row<SessionObject, { code: string }, unknown>()('POST', 'api/session/confirm-authentication-code', 'own'),
  resendCode: row<unknown, never, ResendAnswer>()('POST', 'api/session/resend-authentication-code', 'own'),
  changePassword: row<SessionObject, unknown, PasswordChangeAnswer>()('POST', 'api/session/change-password', 'own'),
  logout: row<unknown, never, unknown>()('POST', 'api/session/logout', 'own'),

  // reference data
  currencyList: row<Currency[]>()('GET', 'api/currency/list', 'session'),
  settingList: row<Setting[]>()('GET', 'api/setting/list', 'session'),
  paymentInstrumentList: row<PaymentInstrument[]>()('GET', 'api/payment-instrument/list', 'session'),
  vatList: row<Vat[]>()('GET', 'api/vat/list', 'session'),

  // the organisation
  holding: row<Holding>()('GET', 'api/organization/holding', 'session'),
  company: row<Company>()('GET', 'api/organization/company', 'session'),
  merchant: row<Merchant>()('GET', 'api/organization/merchant', 'session'),
  userList: row<UserListItem[]>()('GET', 'api/user/list', 'session', { users: true }),
  userCreate: row<UserListItem, UserSaveRequest>()('POST', 'api/user', 'session', { users: true }),
  userUpdate: row<UserListItem, UserSaveRequest>()('PUT', 'api/user', 'session', { users: true }),
  userDelete: row<boolean>()('DELETE', 'api/user', 'session'),
  unclosedTransactions: row<UnclosedTransactionsCheck>()('GET', 'api/user/check-unclosed-transactions/:id', 'session'),
  readerDelete: row<ReaderDeleteResult, ReaderDeleteRequest>()('POST', 'api/reader', 'session'),
  report: row<Blob, never, Blob>()('GET', 'api/merchant/report', 'session', { forReader: true }),
  reportPost: row<Blob, unknown, Blob>()('POST', 'api/merchant/report', 'session', { forReader: true }),
  merchantGrant: row<MerchantGrant[], MerchantGrantRequest>()('POST', 'api/merchant/grant', 'session', { grant: true }),
  extSystemAdmin: row<ExtSystemAdmin>()('GET', 'api/ext-system-admin/get-admin', 'session'),
  extSystemAdminUrl: row<unknown>()('POST', 'api/ext-system-admin/update-url', 'session'),

  // reconciliations and terminals
  hostResponseCodes: row<ReconciliationHostResponseCode[]>()('GET', 'api/reconciliation/host-response-codes', 'session'),
  reconciliationList: row<Reconciliation[], never, ApiResult<Reconciliation[]>, ReconciliationListType>()('GET', 'api/reconciliation/:name', 'session'),
  reconciliationCount: row<number, never, CountResult, ReconciliationListType>()('GET', 'api/reconciliation/:name/count', 'session'),
  terminalList: row<Terminal[]>()('GET', 'api/terminal/list', 'session'),
  preferredTerminals: row<Terminal[]>()('GET', 'api/terminal/list-preferred/:id', 'session'),
  closeDay: row<CloseDayResult>()('GET', 'api/terminal/close-day/:id', 'session'),

  // operations and their summaries
  summary: row<TransactionSummary>()('GET', 'api/transaction/summary', 'session'),
  summaryOperation: row<OperationSummary[]>()('GET', 'api/transaction/summary/operation', 'session'),
  summaryMap: row<MapSummary>()('GET', 'api/transaction/summary/map', 'session'),
  summaryOperator: row<OperatorSummary[]>()('GET', 'api/transaction/summary/operator', 'session'),
  summaryTerminal: row<TerminalSummary[]>()('GET', 'api/transaction/summary/terminal', 'session'),
  summaryWeek: row<WeekSummary[]>()('GET', 'api/transaction/summary/week', 'session'),
  summaryCardType: row<CardTypeSummary[]>()('GET', 'api/transaction/summary/cardtype', 'session'),
  summaryMethod: row<MethodSummary[]>()('GET', 'api/transaction/summary/method', 'session'),
  summaryPeriod: row<PeriodSummaryItem[], never, ApiResult<PeriodSummaryItem[]>, SummaryPeriodFormat>()('GET', 'api/transaction/summary/period/:name', 'session'),
  receipt: row<TransactionDetails>()('GET', 'api/transaction/receipt', 'session'),
  resendCheck: row<SendCheckResult, SendCheckRequest>()('POST', 'api/transaction/resend-check', 'session'),
  massSendCheck: row<SendCheckResult, MassSendCheckRequest>()('POST', 'api/transaction/mass-send-check', 'session'),
  sendCheck: row<SendCheckResult, SendCheckRequest>()('POST', 'api/transaction/send-check', 'session'),
  transactionList: row<TransactionListRow[], never, ApiResult<TransactionListRow[]>, TransactionListType>()('GET', 'api/transaction/:name', 'session'),
  transactionCount: row<number, never, CountResult, TransactionListType>()('GET', 'api/transaction/:name/count', 'session'),

  // the storefront
  categoryList: row<Category[]>()('GET', 'api/window/category/list', 'session'),
  productList: row<Product[]>()('GET', 'api/window/product/list', 'session'),
  productCreate: row<Product, ProductSaveRequest>()('POST', 'api/window/product', 'session'),
  productUpdate: row<Product, ProductSaveRequest>()('PUT', 'api/window/product', 'session'),
  productDelete: row<boolean>()('DELETE', 'api/window/product', 'session'),
  categoryCreate: row<Category, CategorySaveRequest>()('POST', 'api/window/category', 'session'),
  categoryUpdate: row<Category, CategorySaveRequest>()('PUT', 'api/window/category', 'session'),
  categoryDelete: row<unknown>()('DELETE', 'api/window/category', 'session'),
  catalogueUpload: row<CatalogueUploadResult, FormData>()('POST', 'api/window/product-upload-csv', 'session'),
  // the stored product images the product list links to (`image` of a product)
  productImage: row<Blob, never, Blob>()('GET', 'api/window/image/:id', 'session', { image: true }),

  // fast-payment refund certificate acts
  actShow: row<Act | null>()('POST', 'api/qps-refund-keys/show', 'session'),
  actGenerate: row<GenerateActResult, GenerateActRequest>()('POST', 'api/qps-refund-keys/generate', 'session'),
  actSend: row<SendActResult, FormData>()('POST', 'api/qps-refund-keys/send', 'session'),
} as const;

export type EndpointName = keyof typeof ENDPOINTS;

/**
 * The BFF's own routes that are not calls of the acquiring API, for the browser's client: the session's expiry and
 * the operations export the BFF writes itself.
 */
export const BFF_ROUTES = {
  sessionState: row<unknown, never, SessionStateAnswer>()('GET', 'api/session/state', 'own'),
  exportOperations: row<Blob, never, Blob>()('GET', 'api/export/operations', 'own'),
} as const;

/** The summary endpoints by name. */
export const SUMMARY_ENDPOINTS = {
  operation: ENDPOINTS.summaryOperation,
  map: ENDPOINTS.summaryMap,
  operator: ENDPOINTS.summaryOperator,
  terminal: ENDPOINTS.summaryTerminal,
  week: ENDPOINTS.summaryWeek,
  cardtype: ENDPOINTS.summaryCardType,
  method: ENDPOINTS.summaryMethod,
} as const satisfies Record<SummaryName, Endpoint>;

/** Every row of the table, in its order. */
export const ENDPOINT_LIST: readonly Endpoint[] = Object.values(ENDPOINTS);

/** A call of an endpoint with parameters: `endpointCall(ENDPOINTS.closeDay, { id: 42 })` → `api/terminal/close-day/42`. */
export function endpointCall<Path extends string, Answer, Body, Browser, Names extends string>(
  endpoint: Endpoint<Path, Answer, Body, Browser, Names>,
  params: PathParams<Path, Names>,
): EndpointCall<Answer, Body, Browser> {
  const values: Partial<Record<string, unknown>> = params as Partial<Record<string, unknown>>;
  const path = endpoint.path.replace(/:(id|name)\b/g, (_match, key: string) => {
    const value = values[key];
    if ((key === 'id' && !Number.isSafeInteger(value)) || (key === 'name' && (typeof value !== 'string' || !/^[a-z][a-z-]{0,31}$/.test(value)))) {
      throw new Error(`Bad ${key} for ${endpoint.path}: ${String(value)}`);
    }
    return String(value);
  });
  return { endpoint, path };
}

/** The endpoint a caller named, and its path with the parameters in it. */
export function resolveTarget<Answer, Body, Browser>(target: EndpointTarget<Answer, Body, Browser>): EndpointCall<Answer, Body, Browser> {
  if ('endpoint' in target) return target;
  if (target.path.includes(':')) throw new Error(`${target.path} needs its parameters (endpointCall)`);
  return { endpoint: target, path: target.path };
}
