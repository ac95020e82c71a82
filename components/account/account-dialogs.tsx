'use client';

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { goToAuth } from '@/lib/client/go-to-auth';
import type { CaptchaConfiguration } from '@/lib/acquiring/contract/session';
import type { ChangePasswordMode } from './change-password-form';
import type { PasswordPrompt } from '@/lib/session/types';
// Types only: lib/account/acts carries the form rules (yup), which load with the act dialogs, not with every page.
import type { ActShellState } from '@/lib/account/acts';
import { actMenuItems, type ActMenuItem } from '@/lib/domain/roles';

// Dialogs load on demand: they are not part of any page's first load.
const ChangePasswordDialog = dynamic(() => import('./change-password-dialog'), { ssr: false });
const PrivacyDialog = dynamic(() => import('./privacy-dialog'), { ssr: false });
const GenerateActDialog = dynamic(() => import('./acts/generate-act-dialog'), { ssr: false });
const ShowActDialog = dynamic(() => import('./acts/show-act-dialog'), { ssr: false });
const SendActDialog = dynamic(() => import('./acts/send-act-dialog'), { ssr: false });

interface AccountDialogsValue {
  openChangePassword: () => void;
  /** The act items of the user menu (spec §2): generate while none exists, show and send once one does. */
  actItems: ActMenuItem[];
  openAct: (item: ActMenuItem) => void;
}

const AccountDialogsContext = createContext<AccountDialogsValue | null>(null);

export function useAccountDialogs(): AccountDialogsValue {
  const value = useContext(AccountDialogsContext);
  if (!value) throw new Error('useAccountDialogs outside AccountDialogs');
  return value;
}

interface AccountDialogsProps {
  /** Opens by itself: forced at first login, or the password expires within 5 days (spec §2). */
  passwordPrompt: PasswordPrompt;
  passExpireDate: string | null;
  captchaConfig: CaptchaConfiguration;
  /** The captcha configuration could not be read (spec §8: the password change shows an error). */
  captchaFailed?: boolean;
  /** The user has not accepted the privacy policy yet (the API answered 409). */
  privacyPending: boolean;
  privacyUrl: string;
  /** The fast-payment refund act (capability, existence, prefill); off when not given. */
  act?: ActShellState;
  children: ReactNode;
}

export function AccountDialogs({ passwordPrompt, passExpireDate, captchaConfig, captchaFailed = false, privacyPending, privacyUrl, act, children }: AccountDialogsProps) {
  const t = useTranslations('Account');
  const router = useRouter();
  const { alias, alerts } = useApp();
  const [passwordMode, setPasswordMode] = useState<Exclude<ChangePasswordMode, 'restore'> | null>(privacyPending ? null : passwordPrompt);
  const [privacyOpen, setPrivacyOpen] = useState(privacyPending);
  const canAct = act?.canAct ?? false;
  const [actExists, setActExists] = useState(act?.exists ?? false);
  const [actDialog, setActDialog] = useState<ActMenuItem | null>(null);

  useEffect(() => {
    // Spec §4: "a 409 response on a non-auth path opens the confirmation dialog".
    const open = () => setPrivacyOpen(true);
    window.addEventListener('bo:privacy-policy', open);
    return () => window.removeEventListener('bo:privacy-policy', open);
  }, []);

  const value = useMemo(
    () => ({
      openChangePassword: () => setPasswordMode('request'),
      actItems: actMenuItems(canAct, actExists),
      openAct: (item: ActMenuItem) => setActDialog(item),
    }),
    [canAct, actExists],
  );

  function passwordChanged(next: 'dashboard' | 'auth') {
    setPasswordMode(null);
    if (next === 'auth') {
      goToAuth(alias);
      return;
    }
    alerts.push('success', t('changed'));
    router.refresh();
  }

  return (
    <AccountDialogsContext.Provider value={value}>
      {children}
      {passwordMode && (
        <ChangePasswordDialog
          mode={passwordMode}
          passExpireDate={passExpireDate}
          captchaConfig={captchaConfig}
          captchaFailed={captchaFailed}
          onClose={() => setPasswordMode(null)}
          onDone={passwordChanged}
        />
      )}
      {privacyOpen && <PrivacyDialog policyUrl={privacyUrl} />}
      {actDialog === 'generate' && (
        <GenerateActDialog
          prefill={act?.prefill}
          onClose={() => setActDialog(null)}
          onGenerated={() => {
            // Spec §4: once generated, the menu offers show and send instead of generate.
            setActExists(true);
            setActDialog(null);
          }}
        />
      )}
      {actDialog === 'show' && <ShowActDialog onClose={() => setActDialog(null)} />}
      {actDialog === 'send' && <SendActDialog onClose={() => setActDialog(null)} />}
    </AccountDialogsContext.Provider>
  );
}
