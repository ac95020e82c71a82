/**
 * What a bank sends its users by e-mail or SMS (sign-in codes, password-restore links, new operators' passwords):
 * the sandbox prints each such message on its console instead, one line in one form, so a tester can use it.
 * Only the sandbox's own generated demo users exist here, so nothing printed is a real person's secret.
 */
import type { SandboxApp } from './app.ts';

export function sendMessage(app: SandboxApp, alias: string, to: string, text: string): void {
  app.log(`message to ${to} (${alias ? `tenant ${alias}` : 'default tenant'}): ${text}`);
}
