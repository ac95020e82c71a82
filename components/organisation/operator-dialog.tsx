'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { Button, Checkbox, Dialog, Field, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import type { ApiResult, Terminal, UserListItem } from '@/lib/acquiring/contract';
import { ApiError } from '@/lib/client/api';
import type { ValidationMessageKey } from '@/lib/domain/validation';
import {
  initialOperatorValues, operatorSaveRequest, validateOperatorForm, type OperatorField, type OperatorFormValues,
} from '@/lib/organisation/operator-form';
import type { OrganisationSettings } from '@/lib/organisation/settings';
import type { Outlet } from './operators-section';
import { useFailureAlert } from './use-org-feedback';
import { SMALL_UP } from './media';

interface OperatorDialogProps {
  /** null: a new operator */
  operator: UserListItem | null;
  outlets: Outlet[];
  settings: OrganisationSettings;
  onClose: () => void;
  onSaved: (operator: UserListItem) => void;
}

type Errors = Partial<Record<OperatorField, { key: ValidationMessageKey } | { text: string }>>;

interface ServerFieldError {
  field?: string;
  message: string;
}

/** The add / edit operator form (spec §3 Operator fields, §5 validation); settings decide which fields show. */
export function OperatorDialog({ operator, outlets, settings, onClose, onSaved }: OperatorDialogProps) {
  const t = useTranslations('Organisation');
  const tValidation = useTranslations('Validation');
  const { api, alerts } = useApp();
  const alertFailure = useFailureAlert();
  const [values, setValues] = useState<OperatorFormValues>(() => initialOperatorValues(operator, outlets[0]?.id ?? null));
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [unbinding, setUnbinding] = useState(false);
  const [terminals, setTerminals] = useState<Terminal[]>([]);
  const editing = operator !== null;
  const prefix = editing ? `edit-operator-${operator.id}` : 'new-operator';

  // Spec §7/§8: the TIDs an operator of the chosen outlet can take for autoregistration.
  useEffect(() => {
    if (!settings.autoregistrationTerminalId || !values.merchantId) return;
    const controller = new AbortController();
    const search = operator ? new URLSearchParams({ userId: String(operator.id) }) : undefined;
    api<ApiResult<Terminal[]>>(`api/terminal/list-preferred/${values.merchantId}`, { search, signal: controller.signal })
      .then((answer) => setTerminals(answer.result))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setTerminals([]);
        // unreachable, 502/504 and an ended session have their own reactions (spec §8)
        if (error instanceof ApiError && [0, 401, 502, 504].includes(error.status)) return;
        alerts.push('error', t('autoregistrationUnavailable'));
      });
    return () => controller.abort();
  }, [api, alerts, operator, settings.autoregistrationTerminalId, t, values.merchantId]);

  function localErrors(next: OperatorFormValues): Errors {
    const found = validateOperatorForm(next, settings, operator);
    return Object.fromEntries(Object.entries(found).map(([field, key]) => [field, { key }])) as Errors;
  }

  function change<K extends OperatorField>(field: K, value: OperatorFormValues[K]) {
    const next = { ...values, [field]: value };
    if (field === 'merchantId') next.autoregistrationTerminalId = '';
    setValues(next);
    if (submitted) setErrors(localErrors(next));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const found = localErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const answer = await api<ApiResult<UserListItem>>('api/user', { method: editing ? 'PUT' : 'POST', json: operatorSaveRequest(values, settings, operator) });
      alerts.push('success', t(editing ? 'saved' : 'created', { name: answer.result.fullName }));
      onSaved(answer.result);
    } catch (error) {
      alertFailure(error);
      const fieldErrors = error instanceof ApiError ? ((error.body as { errors?: ServerFieldError[] } | null)?.errors ?? []) : [];
      const server: Errors = {};
      for (const item of fieldErrors) if (item.field && item.field in values) server[item.field as OperatorField] = { text: item.message };
      setErrors(server);
    } finally {
      setSaving(false);
    }
  }

  async function unbindReaders() {
    if (!operator) return;
    setUnbinding(true);
    try {
      const answer = await api<ApiResult<{ deleted: number }>>('api/reader', { method: 'POST', json: { userId: operator.id } });
      alerts.push('success', t('readersUnbound', { count: answer.result.deleted }));
    } catch (error) {
      alertFailure(error);
    } finally {
      setUnbinding(false);
    }
  }

  const message = (field: OperatorField) => {
    const error = errors[field];
    if (!error) return null;
    return 'key' in error ? tValidation(error.key) : error.text;
  };
  const id = (field: OperatorField) => `${prefix}-${field}`;

  function textField(field: 'fullName' | 'loginEmail' | 'loginPhone', label: string, props: Record<string, string | boolean> = {}) {
    return (
      <Field.Root required invalid={Boolean(errors[field])} disabled={field === 'fullName' && editing && !settings.allowEditName}>
        <Field.Label htmlFor={id(field)}>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input id={id(field)} name={field} value={values[field]} onChange={(event) => change(field, event.target.value)} {...props} />
        <Field.ErrorText>{message(field)}</Field.ErrorText>
      </Field.Root>
    );
  }

  function passwordField(field: 'pinPwd' | 'refundPwd' | 'reversalPwd', label: string, required: boolean) {
    const stored = operator ? operator[field] !== '' : false;
    return (
      <Field.Root invalid={Boolean(errors[field])} required={required && !stored}>
        <Field.Label htmlFor={id(field)}>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          id={id(field)}
          name={field}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          value={values[field]}
          onChange={(event) => change(field, event.target.value)}
          placeholder={stored ? '****' : undefined}
        />
        {errors[field] ? <Field.ErrorText>{message(field)}</Field.ErrorText> : <Field.HelperText>{stored ? t('passwordKeep') : t('passwordNone')}</Field.HelperText>}
      </Field.Root>
    );
  }

  const currentTerminalMissing = operator?.autoregistrationTerminalId && !terminals.some((item) => String(item.id) === values.autoregistrationTerminalId)
    && values.autoregistrationTerminalId === String(operator.autoregistrationTerminalId);

  return (
    <Dialog.Root open onOpenChange={(event) => !event.open && !saving && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="500px" mx="2" css={{ [SMALL_UP]: { marginInline: '1rem' } }} asChild>
            <form onSubmit={submit} noValidate aria-labelledby={`${prefix}-title`} data-testid="operator-dialog">
              <Dialog.Header>
                <Dialog.Title id={`${prefix}-title`}>{editing ? t('editTitle') : t('addTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {textField('fullName', t('fullName'), { autoComplete: 'off', maxLength: '200' })}
                  {textField('loginEmail', t('email'), { type: 'email', inputMode: 'email', autoComplete: 'off' })}
                  {textField('loginPhone', t('loginPhone'), { type: 'tel', inputMode: 'tel', autoComplete: 'off' })}
                  <Field.Root required invalid={Boolean(errors.merchantId)}>
                    <Field.Label htmlFor={id('merchantId')}>
                      {t('outlet')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field id={id('merchantId')} value={values.merchantId} onChange={(event) => change('merchantId', event.target.value)}>
                        {outlets.map((outlet) => (
                          <option key={outlet.id} value={outlet.id}>
                            {outlet.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.ErrorText>{message('merchantId')}</Field.ErrorText>
                  </Field.Root>
                  {settings.autoregistrationTerminalId && (
                    <Field.Root required={settings.autoregistrationTerminalIdRequired} invalid={Boolean(errors.autoregistrationTerminalId)}>
                      <Field.Label htmlFor={id('autoregistrationTerminalId')}>
                        {t('autoregistrationTid')}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          id={id('autoregistrationTerminalId')}
                          value={values.autoregistrationTerminalId}
                          onChange={(event) => change('autoregistrationTerminalId', event.target.value)}
                        >
                          <option value="">{t('autoregistrationNone')}</option>
                          {currentTerminalMissing && operator && (
                            <option value={String(operator.autoregistrationTerminalId)}>{operator.autoregistrationExternalTid}</option>
                          )}
                          {terminals.map((terminal) => (
                            <option key={terminal.id} value={terminal.id}>
                              {terminal.externalId} · {terminal.name}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                      <Field.ErrorText>{message('autoregistrationTerminalId')}</Field.ErrorText>
                    </Field.Root>
                  )}
                  {passwordField('pinPwd', t('pinPwd'), false)}
                  {settings.refundPasswordDisplay && passwordField('refundPwd', t('refundPwd'), settings.refundPasswordRequired)}
                  {settings.reversalPasswordDisplay && passwordField('reversalPwd', t('reversalPwd'), settings.reversalPasswordRequired)}
                  {settings.mandatoryFiscal && (
                    <Checkbox.Root checked={values.mandatoryFiscal} onCheckedChange={(event) => change('mandatoryFiscal', event.checked === true)}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{t('mandatoryFiscal')}</Checkbox.Label>
                    </Checkbox.Root>
                  )}
                  {editing && settings.apiSecretDisplay && (
                    <Stack gap="1">
                      <Text fontSize="sm" fontWeight="medium">
                        {t('apiSecret')}
                      </Text>
                      <Text fontFamily="mono" fontSize="sm" overflowWrap="anywhere" data-testid="operator-api-secret">
                        {operator.apiSecret || '—'}
                      </Text>
                    </Stack>
                  )}
                  {editing && (
                    <Button type="button" size="sm" variant="outline" alignSelf="flex-start" loading={unbinding} onClick={() => void unbindReaders()}>
                      {t('unbindReaders')}
                    </Button>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
                  {t('cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" loading={saving}>
                  {t('save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
