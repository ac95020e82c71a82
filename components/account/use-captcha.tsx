'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Assessment, CaptchaConfiguration } from '@/lib/acquiring/contract/session';
import type { CaptchaType } from '@/lib/client/recaptcha';
import { Box, Text } from '@chakra-ui/react';
import { usePreloadWhenIdle } from '@/lib/client/preload';

/** The reCAPTCHA loader comes only where the tenant enables the check (the default tenant never loads it). */
const loadRecaptchaModule = () => import('@/lib/client/recaptcha');
const loadNothing = () => Promise.resolve();

/**
 * Spec §4 captcha: starts as the invisible check; `requireCheckbox` (after a 423) switches to the
 * visible checkbox; `reset` after any error; the submit waits for the checkbox token.
 */
export function useCaptcha(config: CaptchaConfiguration, action: string) {
  const [type, setType] = useState<CaptchaType>('invisible');
  const [checkboxToken, setCheckboxToken] = useState<string | null>(null);
  const widget = useRef<number | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const enabled = config.enabled;
  // in the cache before the submit needs it, where the tenant has the check
  usePreloadWhenIdle(enabled ? loadRecaptchaModule : loadNothing);

  useEffect(() => {
    if (!enabled || type !== 'checkbox' || !config.siteKeys.checkbox || !container || widget.current !== null) return;
    let cancelled = false;
    loadRecaptchaModule()
      .then(({ loadRecaptcha }) => loadRecaptcha(config.siteKeys.invisible || null))
      .then((api) => {
        if (cancelled) return;
        widget.current = api.render(container, {
          sitekey: config.siteKeys.checkbox,
          callback: (token) => setCheckboxToken(token),
          'expired-callback': () => setCheckboxToken(null),
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [enabled, type, container, config.siteKeys.checkbox, config.siteKeys.invisible]);

  const assessment = useCallback(async (): Promise<Assessment | undefined> => {
    if (!enabled) return undefined;
    if (type === 'checkbox') return checkboxToken ? { token: checkboxToken, type: 'checkbox' } : undefined;
    return loadRecaptchaModule().then(
      ({ invisibleAssessment }) => invisibleAssessment(config, action),
      // a chunk that did not load is a check that could not run: the server decides without a token
      () => undefined,
    );
  }, [enabled, type, checkboxToken, config, action]);

  const reset = useCallback(() => {
    setCheckboxToken(null);
    if (widget.current !== null) window.grecaptcha?.reset(widget.current);
  }, []);

  const requireCheckbox = useCallback(() => {
    setCheckboxToken(null);
    setType('checkbox');
  }, []);

  return {
    enabled,
    type,
    assessment,
    reset,
    requireCheckbox,
    /** The submit stays disabled while the checkbox check is shown and not ticked. */
    blocksSubmit: enabled && type === 'checkbox' && !checkboxToken,
    /** Callback ref for the element the checkbox widget renders into. */
    attachCheckbox: setContainer,
  };
}

/** Where the visible checkbox renders once the server has asked for it (423). */
export function CaptchaCheckbox({ shown, attach }: { shown: boolean; attach: (element: HTMLDivElement | null) => void }) {
  const t = useTranslations('Account');
  if (!shown) return null;
  return (
    <Box role="group" aria-label={t('captchaLabel')}>
      <Text textStyle="sm" mb="2">
        {t('captchaHint')}
      </Text>
      <div ref={attach} data-testid="captcha-checkbox" />
    </Box>
  );
}
