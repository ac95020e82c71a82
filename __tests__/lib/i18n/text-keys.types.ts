/**
 * A test of the types, checked by `npm run typecheck` (tsc), not run by jest. Each `@ts-expect-error` must meet a
 * type error on its next line, or tsc fails on the unused directive: were the message keys untyped again
 * (lib/i18n/app-config.d.ts), these misspelt keys would compile and this file would fail the type-check.
 */
import { useTranslations } from 'next-intl';
import { ownText, type AuthText } from '@/lib/client/shown-text';
import type { TextKey, TextPath } from '@/lib/i18n/text-keys';
import type { ReportColumnKey } from '@/lib/operations/report-columns';

export function useMisspeltKeysFailTheTypeCheck(): string[] {
  const t = useTranslations('Operations');
  const tAll = useTranslations();
  const spelt = [t('filterCurrency'), t('status.success'), tAll('Errors.operationFailed')];
  // @ts-expect-error a misspelt key
  spelt.push(t('filterCurency'));
  // @ts-expect-error a key of another namespace (Auth)
  spelt.push(t('loginLabel'));
  // @ts-expect-error a group of texts is no text
  spelt.push(t('status'));
  // @ts-expect-error a misspelt path
  spelt.push(tAll('Errors.operationFaild'));
  // @ts-expect-error a misspelt namespace
  useTranslations('Operation');
  return spelt;
}

export const filterLabel: TextKey<'Operations'> = 'filterCurrency';
// @ts-expect-error a misspelt key of a namespace
export const misspeltLabel: TextKey<'Operations'> = 'filterCurency';
export const uploadPath: TextPath = 'Window.uploadDone';
// @ts-expect-error a misspelt path
export const misspeltPath: TextPath = 'Window.uploadDon';
export const column: ReportColumnKey = 'rrn';
// @ts-expect-error a report column without a header text
export const columnWithoutHeader: ReportColumnKey = 'rrnn';
export const shown: AuthText = ownText('wrongPassword');
// @ts-expect-error a sign-in form's text that the Auth namespace has not
export const misspeltShown: AuthText = ownText('wrongPasword');
