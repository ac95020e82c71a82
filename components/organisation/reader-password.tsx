'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { useFailureAlert } from '@/components/layout/use-failure-alert';
import { CheckboxOnDemand } from '@/components/ui/checkbox-on-demand';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import type { MerchantGrant, MerchantGrantRequest } from '@/lib/acquiring/contract/organisation';
import { readerPasswordGrant } from '@/lib/organisation/grants';

/**
 * The outlet's «Авторизация ридера с паролем» (spec §4): saved at once. The box keeps the grants the answer sends;
 * nothing the server rendered shows them, so the page is not rendered again.
 */
export function ReaderPassword({ merchantId, grants: initial }: { merchantId: number; grants: MerchantGrant[] }) {
  const t = useTranslations('Organisation');
  const { api, alerts } = useApp();
  const alertFailure = useFailureAlert();
  const [grants, setGrants] = useState(initial);
  const [saving, setSaving] = useState(false);
  const grant = readerPasswordGrant(grants);

  async function save(checked: boolean) {
    setSaving(true);
    const request: MerchantGrantRequest = { merchantId, grantId: grant.grantId, value: checked ? '1' : '0' };
    try {
      const answer = await api(ENDPOINTS.merchantGrant, { json: request });
      setGrants(answer.result);
      alerts.push('success', t('readerPasswordSaved'));
    } catch (error) {
      alertFailure(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <CheckboxOnDemand alignSelf="flex-start" mt="2" checked={grant.checked} disabled={saving} onCheckedChange={(event) => void save(event.checked === true)}>
      {t('readerPassword')}
    </CheckboxOnDemand>
  );
}
