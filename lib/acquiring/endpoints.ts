/**
 * Every call of spec §7, once: its method, its path below the tenant root, its parameters (`:id` digits, `:name` a
 * lower-case word) and the type of its answer (lib/acquiring/endpoint.ts says how a row reads). The server's loaders
 * (lib/acquiring/server-load.ts `attempt`, lib/acquiring/upstream.ts `callEndpoint`) and the browser's BFF client
 * (lib/client/api.ts) call through it: a call names an endpoint and gets its answer's type. The BFF's allowlist
 * (lib/bff/allowlist.ts) is this table's forwarded rows, and app/api/ holds one generated route file per forwarded
 * path (scripts/bff-routes.ts). No path of the acquiring API is written anywhere else
 * (__tests__/lib/acquiring/endpoint-paths.test.ts).
 *
 * Read it as a namespace (`import * as ENDPOINTS`): each row is its own plain constant, so a page's bundle carries
 * only the rows it calls. No imports but types: the custom server reads it (lib/server/route-template.ts).
 */
import type { Act, GenerateActRequest, GenerateActResult, SendActResult } from './contract/acts';
import type { ApiResult, BuildInfo } from './contract/envelopes';
import type { Company, ExtSystemAdmin, Holding, Merchant, MerchantGrant, MerchantGrantRequest, ReaderDeleteRequest, ReaderDeleteResult, Terminal, UnclosedTransactionsCheck, UserListItem, UserSaveRequest } from './contract/organisation';
import type { MassSendCheckRequest, SendCheckRequest, SendCheckResult } from './contract/receipts';
import type { CloseDayResult, Reconciliation, ReconciliationHostResponseCode, ReconciliationListType } from './contract/reconciliations';
import type { Currency, Dictionary, Language, PaymentInstrument, PrivacyPolicy, Setting } from './contract/reference-data';
import type { CaptchaConfiguration, SessionObject } from './contract/session';
import type { CatalogueUploadResult, Category, CategorySaveRequest, Product, ProductSaveRequest, Vat } from './contract/storefront';
import type { CardTypeSummary, MapSummary, MethodSummary, OperationSummary, OperatorSummary, PeriodSummaryItem, SummaryPeriodFormat, TerminalSummary, TransactionSummary, WeekSummary } from './contract/summaries';
import type { CountResult, TransactionDetails, TransactionListRow, TransactionListType } from './contract/transactions';
import type { Endpoint } from './endpoint';

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

// guest data and the build
export const info: Endpoint<BuildInfo, never, BuildInfo> = { method: 'GET', path: 'info', access: 'public' };
export const logo: Endpoint<Blob, never, Blob> = { method: 'GET', path: 'api/image/logo/logo.png', access: 'asset' };
export const languageList: Endpoint<Language[]> = { method: 'GET', path: 'api/language/list', access: 'public' };
export const languageDefaultId: Endpoint<string | number> = { method: 'GET', path: 'api/language/defaultId', access: 'public' };
export const dictionary: Endpoint<Dictionary> = { method: 'GET', path: 'api/dictionary', access: 'public' };
export const guestSettings: Endpoint<Setting[]> = { method: 'GET', path: 'api/setting/guest-list', access: 'public' };
export const captchaConfiguration: Endpoint<CaptchaConfiguration> = { method: 'GET', path: 'api/session/recaptcha/configuration', access: 'public' };
export const forgotSendToken: Endpoint<unknown, { login: string; assessment?: unknown }> = { method: 'POST', path: 'api/session/forgot-send-token', access: 'public' };
export const privacyPolicies: Endpoint<PrivacyPolicy[]> = { method: 'GET', path: 'api/privacy-policy', access: 'public' };
export const privacyPolicy: Endpoint<PrivacyPolicy, never, ApiResult<PrivacyPolicy>, { id: number }> = { method: 'GET', path: 'api/privacy-policy/:id', access: 'public' };
export const privacyPolicyConfirm: Endpoint<unknown> = { method: 'POST', path: 'api/privacy-policy/confirm', access: 'session' };

// the session (the BFF's own route handlers make these calls)
export const signIn: Endpoint<SessionObject, { login: string; password: string; assessment?: unknown }, SignInAnswer> = { method: 'POST', path: 'api/session/auth', access: 'own' };
export const confirmCode: Endpoint<SessionObject, { code: string }, unknown> = { method: 'POST', path: 'api/session/confirm-authentication-code', access: 'own' };
export const resendCode: Endpoint<unknown, never, ResendAnswer> = { method: 'POST', path: 'api/session/resend-authentication-code', access: 'own' };
export const changePassword: Endpoint<SessionObject, unknown, PasswordChangeAnswer> = { method: 'POST', path: 'api/session/change-password', access: 'own' };
export const logout: Endpoint<unknown, never, unknown> = { method: 'POST', path: 'api/session/logout', access: 'own' };

// reference data
export const currencyList: Endpoint<Currency[]> = { method: 'GET', path: 'api/currency/list', access: 'session' };
export const settingList: Endpoint<Setting[]> = { method: 'GET', path: 'api/setting/list', access: 'session' };
export const paymentInstrumentList: Endpoint<PaymentInstrument[]> = { method: 'GET', path: 'api/payment-instrument/list', access: 'session' };
export const vatList: Endpoint<Vat[]> = { method: 'GET', path: 'api/vat/list', access: 'session' };

// the organisation
export const holding: Endpoint<Holding> = { method: 'GET', path: 'api/organization/holding', access: 'session' };
export const company: Endpoint<Company> = { method: 'GET', path: 'api/organization/company', access: 'session' };
export const merchant: Endpoint<Merchant> = { method: 'GET', path: 'api/organization/merchant', access: 'session' };
export const userList: Endpoint<UserListItem[]> = { method: 'GET', path: 'api/user/list', access: 'session', users: true };
export const userCreate: Endpoint<UserListItem, UserSaveRequest> = { method: 'POST', path: 'api/user', access: 'session', users: true };
export const userUpdate: Endpoint<UserListItem, UserSaveRequest> = { method: 'PUT', path: 'api/user', access: 'session', users: true };
export const userDelete: Endpoint<boolean> = { method: 'DELETE', path: 'api/user', access: 'session' };
export const unclosedTransactions: Endpoint<UnclosedTransactionsCheck, never, ApiResult<UnclosedTransactionsCheck>, { id: number }> = { method: 'GET', path: 'api/user/check-unclosed-transactions/:id', access: 'session' };
export const readerDelete: Endpoint<ReaderDeleteResult, ReaderDeleteRequest> = { method: 'POST', path: 'api/reader', access: 'session' };
export const report: Endpoint<Blob, never, Blob> = { method: 'GET', path: 'api/merchant/report', access: 'session', forReader: true };
export const reportPost: Endpoint<Blob, unknown, Blob> = { method: 'POST', path: 'api/merchant/report', access: 'session', forReader: true };
export const merchantGrant: Endpoint<MerchantGrant[], MerchantGrantRequest> = { method: 'POST', path: 'api/merchant/grant', access: 'session', grant: true };
export const extSystemAdmin: Endpoint<ExtSystemAdmin> = { method: 'GET', path: 'api/ext-system-admin/get-admin', access: 'session' };
export const extSystemAdminUrl: Endpoint<unknown> = { method: 'POST', path: 'api/ext-system-admin/update-url', access: 'session' };

// reconciliations and terminals
export const hostResponseCodes: Endpoint<ReconciliationHostResponseCode[]> = { method: 'GET', path: 'api/reconciliation/host-response-codes', access: 'session' };
export const reconciliationList: Endpoint<Reconciliation[], never, ApiResult<Reconciliation[]>, { name: ReconciliationListType }> = { method: 'GET', path: 'api/reconciliation/:name', access: 'session' };
export const reconciliationCount: Endpoint<number, never, CountResult, { name: ReconciliationListType }> = { method: 'GET', path: 'api/reconciliation/:name/count', access: 'session' };
export const terminalList: Endpoint<Terminal[]> = { method: 'GET', path: 'api/terminal/list', access: 'session' };
export const preferredTerminals: Endpoint<Terminal[], never, ApiResult<Terminal[]>, { id: number }> = { method: 'GET', path: 'api/terminal/list-preferred/:id', access: 'session' };
export const closeDay: Endpoint<CloseDayResult, never, ApiResult<CloseDayResult>, { id: number }> = { method: 'GET', path: 'api/terminal/close-day/:id', access: 'session' };

// operations and their summaries
export const summary: Endpoint<TransactionSummary> = { method: 'GET', path: 'api/transaction/summary', access: 'session' };
export const summaryOperation: Endpoint<OperationSummary[]> = { method: 'GET', path: 'api/transaction/summary/operation', access: 'session' };
export const summaryMap: Endpoint<MapSummary> = { method: 'GET', path: 'api/transaction/summary/map', access: 'session' };
export const summaryOperator: Endpoint<OperatorSummary[]> = { method: 'GET', path: 'api/transaction/summary/operator', access: 'session' };
export const summaryTerminal: Endpoint<TerminalSummary[]> = { method: 'GET', path: 'api/transaction/summary/terminal', access: 'session' };
export const summaryWeek: Endpoint<WeekSummary[]> = { method: 'GET', path: 'api/transaction/summary/week', access: 'session' };
export const summaryCardType: Endpoint<CardTypeSummary[]> = { method: 'GET', path: 'api/transaction/summary/cardtype', access: 'session' };
export const summaryMethod: Endpoint<MethodSummary[]> = { method: 'GET', path: 'api/transaction/summary/method', access: 'session' };
export const summaryPeriod: Endpoint<PeriodSummaryItem[], never, ApiResult<PeriodSummaryItem[]>, { name: SummaryPeriodFormat }> = { method: 'GET', path: 'api/transaction/summary/period/:name', access: 'session' };
export const receipt: Endpoint<TransactionDetails> = { method: 'GET', path: 'api/transaction/receipt', access: 'session' };
export const resendCheck: Endpoint<SendCheckResult, SendCheckRequest> = { method: 'POST', path: 'api/transaction/resend-check', access: 'session' };
export const massSendCheck: Endpoint<SendCheckResult, MassSendCheckRequest> = { method: 'POST', path: 'api/transaction/mass-send-check', access: 'session' };
export const sendCheck: Endpoint<SendCheckResult, SendCheckRequest> = { method: 'POST', path: 'api/transaction/send-check', access: 'session' };
export const transactionList: Endpoint<TransactionListRow[], never, ApiResult<TransactionListRow[]>, { name: TransactionListType }> = { method: 'GET', path: 'api/transaction/:name', access: 'session' };
export const transactionCount: Endpoint<number, never, CountResult, { name: TransactionListType }> = { method: 'GET', path: 'api/transaction/:name/count', access: 'session' };

// the storefront
export const categoryList: Endpoint<Category[]> = { method: 'GET', path: 'api/window/category/list', access: 'session' };
export const productList: Endpoint<Product[]> = { method: 'GET', path: 'api/window/product/list', access: 'session' };
export const productCreate: Endpoint<Product, ProductSaveRequest> = { method: 'POST', path: 'api/window/product', access: 'session' };
export const productUpdate: Endpoint<Product, ProductSaveRequest> = { method: 'PUT', path: 'api/window/product', access: 'session' };
export const productDelete: Endpoint<boolean> = { method: 'DELETE', path: 'api/window/product', access: 'session' };
export const categoryCreate: Endpoint<Category, CategorySaveRequest> = { method: 'POST', path: 'api/window/category', access: 'session' };
export const categoryUpdate: Endpoint<Category, CategorySaveRequest> = { method: 'PUT', path: 'api/window/category', access: 'session' };
export const categoryDelete: Endpoint<unknown> = { method: 'DELETE', path: 'api/window/category', access: 'session' };
export const catalogueUpload: Endpoint<CatalogueUploadResult, FormData> = { method: 'POST', path: 'api/window/product-upload-csv', access: 'session' };

// the stored product images the product list links to (`image` of a product)
export const productImage: Endpoint<Blob, never, Blob, { id: number }> = { method: 'GET', path: 'api/window/image/:id', access: 'session', image: true };

// fast-payment refund certificate acts
export const actShow: Endpoint<Act | null> = { method: 'POST', path: 'api/qps-refund-keys/show', access: 'session' };
export const actGenerate: Endpoint<GenerateActResult, GenerateActRequest> = { method: 'POST', path: 'api/qps-refund-keys/generate', access: 'session' };
export const actSend: Endpoint<SendActResult, FormData> = { method: 'POST', path: 'api/qps-refund-keys/send', access: 'session' };
