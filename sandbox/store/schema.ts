/**
 * SQLite schema of the sandbox. Generated (deterministic) tables come first; runtime tables
 * (user_state, session, password_token) hold what changes while the sandbox runs and are
 * brought back to the seed state by a control reset.
 * Times of operations are stored as millisecond offsets from the data anchor (see CONTRACT.md,
 * "Time"), so the same seed always produces the same bytes and the data stays recent.
 */

export const SCHEMA_VERSION = 7;

export const CREATE_TABLES = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS holding (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, title TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS company (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, holding_id INTEGER REFERENCES holding(id),
  name TEXT NOT NULL, inn TEXT NOT NULL, real_address TEXT NOT NULL, legal_address TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS merchant (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, company_id INTEGER NOT NULL REFERENCES company(id),
  name TEXT NOT NULL, external_id TEXT NOT NULL, legal_address TEXT, address TEXT, inn TEXT NOT NULL,
  phone TEXT, site TEXT, mcc TEXT NOT NULL, sbp_x_user_login TEXT, sbp_id TEXT, sbp_account TEXT,
  city TEXT NOT NULL, lat REAL NOT NULL, lng REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS merchant_grant (
  merchant_id INTEGER NOT NULL REFERENCES merchant(id), grant_id INTEGER NOT NULL, value TEXT NOT NULL,
  PRIMARY KEY (merchant_id, grant_id)
);
CREATE TABLE IF NOT EXISTS terminal (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, merchant_id INTEGER NOT NULL REFERENCES merchant(id),
  company_id INTEGER NOT NULL, external_id TEXT NOT NULL, name TEXT, status INTEGER NOT NULL,
  attached INTEGER NOT NULL, for_soft_pos INTEGER NOT NULL, weight REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS app_user (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, login_email TEXT NOT NULL, login_phone TEXT NOT NULL,
  full_name TEXT NOT NULL, holding_id INTEGER, company_id INTEGER, merchant_id INTEGER,
  status INTEGER NOT NULL, can_mobile INTEGER NOT NULL, can_lkm INTEGER NOT NULL,
  password_hash TEXT NOT NULL, need_change_password INTEGER NOT NULL, pass_expire_days INTEGER,
  privacy_confirmed INTEGER NOT NULL, pin_pwd TEXT NOT NULL, reversal_pwd TEXT NOT NULL, refund_pwd TEXT NOT NULL,
  api_secret TEXT NOT NULL, autoreg_terminal_id INTEGER, mandatory_fiscal INTEGER NOT NULL,
  last_used_terminal_id INTEGER
);
CREATE TABLE IF NOT EXISTS trx (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, holding_id INTEGER, company_id INTEGER NOT NULL,
  merchant_id INTEGER NOT NULL, terminal_id INTEGER NOT NULL, user_id INTEGER,
  time INTEGER NOT NULL, operation TEXT NOT NULL, host_response_code INTEGER NOT NULL,
  card_input INTEGER NOT NULL, payment_method TEXT NOT NULL, instrument TEXT,
  card_mask TEXT, card_type TEXT, amount INTEGER NOT NULL, currency_id INTEGER NOT NULL,
  bonus_amount INTEGER, cashback_amount INTEGER, tips_amount INTEGER,
  authorization_code TEXT, rrn TEXT, operation_day INTEGER NOT NULL, transaction_number INTEGER NOT NULL,
  reconciliation_id INTEGER, parent_id INTEGER, lat REAL, lng REAL,
  pin_entry INTEGER NOT NULL, sign_scan INTEGER NOT NULL, workflow_title TEXT, products INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS reconciliation (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, holding_id INTEGER, company_id INTEGER NOT NULL,
  merchant_id INTEGER NOT NULL, terminal_id INTEGER NOT NULL, user_id INTEGER, time INTEGER NOT NULL,
  operation_day INTEGER NOT NULL, host_response_code TEXT NOT NULL, initiator TEXT NOT NULL,
  status INTEGER NOT NULL, sum_amount INTEGER NOT NULL, count INTEGER NOT NULL, currency_id INTEGER NOT NULL,
  created_at_runtime INTEGER NOT NULL DEFAULT 0,
  -- the host's money rules (lib/domain/operation-effects.ts): sum_amount = sales_amount − refund_amount
  sales_amount INTEGER NOT NULL DEFAULT 0, refund_amount INTEGER NOT NULL DEFAULT 0,
  cash_withdrawal_amount INTEGER NOT NULL DEFAULT 0, pre_auth_amount INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS user_state (
  user_id INTEGER PRIMARY KEY, password_hash TEXT NOT NULL, need_change_password INTEGER NOT NULL,
  pass_expire_at INTEGER, privacy_confirmed INTEGER NOT NULL, status INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS session (
  token TEXT PRIMARY KEY, tenant TEXT NOT NULL, user_id INTEGER NOT NULL, csrf TEXT NOT NULL,
  pending_code INTEGER NOT NULL, expires_at INTEGER NOT NULL, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS password_token (
  token TEXT PRIMARY KEY, tenant TEXT NOT NULL, user_id INTEGER NOT NULL, expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS check_sending (
  id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, user_id INTEGER NOT NULL, trx_id INTEGER NOT NULL,
  kind TEXT NOT NULL, channel TEXT NOT NULL, contact TEXT NOT NULL, created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS check_sending_trx ON check_sending(trx_id);

-- fast-payment refund certificate acts (api/qps-refund-keys/*, see store/acts.ts): one act per company or holding,
-- the files sent with it, and the generate/send calls of each session (3 a minute)
CREATE TABLE IF NOT EXISTS qps_act (
  id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, owner TEXT NOT NULL, user_id INTEGER NOT NULL,
  form TEXT NOT NULL, act TEXT NOT NULL, mailed INTEGER NOT NULL, created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS qps_act_owner ON qps_act(tenant, owner);
CREATE TABLE IF NOT EXISTS qps_act_file (
  id INTEGER PRIMARY KEY AUTOINCREMENT, act_id INTEGER NOT NULL, user_id INTEGER NOT NULL, file_name TEXT NOT NULL,
  content_type TEXT NOT NULL, size INTEGER NOT NULL, sha256 TEXT NOT NULL, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS qps_act_call (token TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS qps_act_call_token ON qps_act_call(token, at);

-- organisation changes made through api/user, api/merchant/grant, api/reader, api/ext-system-admin (see store/organisation.ts):
-- the seed row of every changed user (row NULL = created at runtime) and grant, so a reset can restore them
CREATE TABLE IF NOT EXISTS user_original (user_id INTEGER PRIMARY KEY, row TEXT);
CREATE TABLE IF NOT EXISTS grant_original (
  merchant_id INTEGER NOT NULL, grant_id INTEGER NOT NULL, value TEXT, PRIMARY KEY (merchant_id, grant_id)
);
CREATE TABLE IF NOT EXISTS reader (
  id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, serial_number TEXT NOT NULL, model TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS reader_user ON reader(user_id);
CREATE TABLE IF NOT EXISTS ext_system_admin (tenant TEXT NOT NULL, scope TEXT NOT NULL, url TEXT NOT NULL, PRIMARY KEY (tenant, scope));

-- storefront (api/window/*, see store/window.ts): categories and products of an outlet, their links and images;
-- seeded on open by generate/window.ts and re-seeded by a control reset
CREATE TABLE IF NOT EXISTS window_category (
  id INTEGER PRIMARY KEY AUTOINCREMENT, merchant_id INTEGER NOT NULL, parent_id INTEGER, title TEXT NOT NULL,
  description TEXT NOT NULL, status INTEGER NOT NULL, for_all_users INTEGER NOT NULL, users TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS window_category_merchant ON window_category(merchant_id, parent_id);
CREATE TABLE IF NOT EXISTS window_product (
  id INTEGER PRIMARY KEY AUTOINCREMENT, merchant_id INTEGER NOT NULL, title TEXT NOT NULL, vendor_code TEXT NOT NULL COLLATE NOCASE,
  bar_code TEXT NOT NULL, description TEXT NOT NULL, image_id INTEGER, status INTEGER NOT NULL, exponent INTEGER NOT NULL,
  stock INTEGER, price INTEGER NOT NULL, currency INTEGER NOT NULL, vat_rate INTEGER, title_change INTEGER NOT NULL,
  price_change INTEGER NOT NULL, type INTEGER NOT NULL, marking INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS window_product_vendor_code ON window_product(merchant_id, vendor_code);
CREATE UNIQUE INDEX IF NOT EXISTS window_product_bar_code ON window_product(merchant_id, bar_code) WHERE bar_code <> '';
CREATE TABLE IF NOT EXISTS window_product_category (
  product_id INTEGER NOT NULL, category_id INTEGER NOT NULL, PRIMARY KEY (product_id, category_id)
);
CREATE INDEX IF NOT EXISTS window_product_category_category ON window_product_category(category_id);
CREATE TABLE IF NOT EXISTS window_image (
  id INTEGER PRIMARY KEY AUTOINCREMENT, merchant_id INTEGER NOT NULL, content_type TEXT NOT NULL, data BLOB NOT NULL
);
`;

/**
 * Created after the bulk insert (faster generation). Chosen for the list filters of spec §7; the *_summary
 * indexes (which also serve the lists' scope + time order) cover the totals/week/period summaries (and the map's count of operations without coordinates),
 * the partial *_map indexes cover summary/map, trx_terminal_open the close-day lookup, recon_* the reconciliation lists.
 */
export const CREATE_INDEXES = `
CREATE INDEX IF NOT EXISTS company_holding ON company(holding_id);
CREATE INDEX IF NOT EXISTS merchant_company ON merchant(company_id);
CREATE INDEX IF NOT EXISTS terminal_merchant ON terminal(merchant_id);
CREATE INDEX IF NOT EXISTS terminal_company ON terminal(company_id);
CREATE UNIQUE INDEX IF NOT EXISTS user_email ON app_user(tenant, login_email);
CREATE INDEX IF NOT EXISTS user_phone ON app_user(tenant, login_phone);
CREATE INDEX IF NOT EXISTS user_merchant ON app_user(merchant_id);
CREATE INDEX IF NOT EXISTS trx_tenant_time ON trx(tenant, time);
CREATE INDEX IF NOT EXISTS trx_terminal_time ON trx(terminal_id, time);
CREATE INDEX IF NOT EXISTS trx_user_time ON trx(user_id, time);
CREATE INDEX IF NOT EXISTS trx_reconciliation ON trx(reconciliation_id);
CREATE INDEX IF NOT EXISTS trx_parent ON trx(parent_id);
CREATE INDEX IF NOT EXISTS trx_rrn ON trx(rrn);
CREATE INDEX IF NOT EXISTS trx_check ON trx(terminal_id, operation_day, transaction_number);
CREATE INDEX IF NOT EXISTS trx_terminal_open ON trx(terminal_id, reconciliation_id, time);
CREATE INDEX IF NOT EXISTS trx_company_summary ON trx(company_id, time, currency_id, host_response_code, amount, operation, lat, terminal_id, user_id);
CREATE INDEX IF NOT EXISTS trx_holding_summary ON trx(holding_id, time, currency_id, host_response_code, amount, operation, lat, terminal_id, user_id);
CREATE INDEX IF NOT EXISTS trx_merchant_summary ON trx(merchant_id, time, currency_id, host_response_code, amount, operation, lat, terminal_id, user_id);
CREATE INDEX IF NOT EXISTS trx_company_map ON trx(company_id, time, lat, lng, amount, currency_id, host_response_code) WHERE lat IS NOT NULL;
CREATE INDEX IF NOT EXISTS trx_holding_map ON trx(holding_id, time, lat, lng, amount, currency_id, host_response_code) WHERE lat IS NOT NULL;
CREATE INDEX IF NOT EXISTS trx_merchant_map ON trx(merchant_id, time, lat, lng, amount, currency_id, host_response_code) WHERE lat IS NOT NULL;
CREATE INDEX IF NOT EXISTS recon_company_time ON reconciliation(company_id, time);
CREATE INDEX IF NOT EXISTS recon_merchant_time ON reconciliation(merchant_id, time);
CREATE INDEX IF NOT EXISTS recon_holding_time ON reconciliation(holding_id, time);
CREATE INDEX IF NOT EXISTS recon_terminal_time ON reconciliation(terminal_id, time);
CREATE INDEX IF NOT EXISTS recon_tenant_time ON reconciliation(tenant, time);
CREATE INDEX IF NOT EXISTS session_user ON session(user_id);
`;

/** Tables that hold generated data; the determinism test compares exactly these. */
export const GENERATED_TABLES = ['holding', 'company', 'merchant', 'merchant_grant', 'terminal', 'app_user', 'trx', 'reconciliation'] as const;
