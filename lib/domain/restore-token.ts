/**
 * A password restore token (spec §2 recovery link `?token=…`, §5 "token required in restoration mode
 * when not prefilled"): what the page takes from the link, the form lets the user type, and the BFF
 * lets through to the API. Anything else never leaves the browser.
 */
export const RESTORE_TOKEN = /^[A-Za-z0-9_-]{8,200}$/;

export function isRestoreToken(value: string): boolean {
  return RESTORE_TOKEN.test(value);
}
