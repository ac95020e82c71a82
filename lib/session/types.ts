import type { Role } from '../acquiring/contract/session';

/** What the app keeps of the signed-in user: enough to render the shell, never the token. */
export interface ShellUser {
  id: number;
  fullName: string;
  loginEmail: string | null;
  loginPhone: string | null;
  holdingId: number | null;
  companyId: number | null;
  merchantId: number | null;
  roles: Role[];
  showWindowPage: boolean;
  passExpireDate: string | null;
  needChangePassword: boolean;
  companyName: string | null;
  /** The user's company's real address and tax number: the act form's prefill (spec §2), where no company call answers them. */
  companyRealAddress?: string | null;
  companyInn?: string | null;
}

/** The sealed cookie's content. Server-side only: it never reaches browser JavaScript. */
export interface SessionData {
  /** Tenant alias the session belongs to; null for the default tenant. */
  alias: string | null;
  /** Upstream bearer token. */
  token: string;
  /** Upstream x-csrf-token, refreshed from every upstream answer. */
  upstreamCsrf?: string;
  /** Epoch ms when the session ends: `lifeTime` after the last activity (the upstream's sliding expiry). */
  expiresAt: number;
  /** The upstream session's lifetime in seconds (spec §3 "lifeTime"; shorter with the short-timeout setting). */
  lifeTime?: number;
  /** Build version of the API at sign-in; a different one later signs the user out. */
  buildVersion?: string;
  /** Signed in with a password but the confirmation code is still due. */
  mfaPending?: boolean;
  /** While the code is due: where it went, masked (lib/account/code-destination.ts), for the code step after a reload. */
  codeSentTo?: string;
  user?: ShellUser;
}

/** A password change that opens by itself: forced at first login, or the password expires soon (spec §2). */
export type PasswordPrompt = 'forced' | 'expiring' | null;
