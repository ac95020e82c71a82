/**
 * Sign-in, the session and its user, password and captcha shapes.
 * Part of the acquiring API contract (sandbox/CONTRACT.md): types only, shared by the sandbox, the BFF and the UI.
 */
import type { USER_STATUS } from '../../domain/operator-status.ts';
import type { ROLES } from '../../domain/roles.ts';

/** A user role of spec §6 (lib/domain/roles.ts). */
export type Role = (typeof ROLES)[number];

/** 0 active, 1 blocked, 6 auto-blocked (spec §4); 2 is "not activated" in user lists (lib/domain/operator-status.ts). */
export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];

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
