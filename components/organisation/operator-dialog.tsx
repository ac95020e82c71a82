'use client';

import { useId, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { Box, Button, Input, Text, type InputProps } from '@chakra-ui/react';
import { useApp } from '@/components/layout/app-provider';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import { Checkbox } from '@/components/ui/checkbox';
import { NativeSelectField, NativeSelectRoot } from '@/components/ui/native-select';
import type { Terminal, UserListItem } from '@/lib/acquiring/contract/organisation';
import { ApiError } from '@/lib/client/api-failure';
import type { ValidationMessageKey } from '@/lib/domain/validation';
import { initialOperatorValues, operatorFormSchema, operatorSaveRequest, type OperatorField, type OperatorFormValues, type Outlet } from '@/lib/organisation/operator-form';
import type { OrganisationSettings } from '@/lib/organisation/settings';
import { useFailureAlert } from '@/components/layout/use-failure-alert';
import { useKeyedData } from '@/components/layout/use-keyed-data';
import { FormDialog, FormField } from './form-dialog';
import { endpointCall } from '@/lib/acquiring/endpoint';

interface OperatorDialogProps {
  /** null: a new operator */
  operator: UserListItem | null;
  outlets: Outlet[];
  settings: OrganisationSettings;
  onClose: () => void;
  onSaved: (operator: UserListItem) => void;
}

interface ServerFieldError {
  field?: string;
  message: string;
}

const NO_TERMINALS: Terminal[] = [];

/** A server's own message is kept as `text:<message>`; the schema's are message keys. */
const SERVER_TEXT = 'text:';

/** The add / edit operator form (spec §3 Operator fields, §5 validation); settings decide which fields show. */
export function OperatorDialog({ operator, outlets, settings, onClose, onSaved }: OperatorDialogProps) {
  const t = useTranslations('Organisation');
  const tValidation = useTranslations('Validation');
  const { api, alerts } = useApp();
  const alertFailure = useFailureAlert();
  const [unbinding, setUnbinding] = useState(false);
  const editing = operator !== null;
  const formId = useId();

  const form = useFormik<OperatorFormValues>({
    initialValues: initialOperatorValues(operator, outlets[0]?.id ?? null),
    validationSchema: operatorFormSchema(settings, operator),
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      try {
        const answer = await api(editing ? ENDPOINTS.userUpdate : ENDPOINTS.userCreate, { json: operatorSaveRequest(values, settings, operator) });
        alerts.push('success', t(editing ? 'saved' : 'created', { name: answer.result.fullName }));
        onSaved(answer.result);
      } catch (error) {
        alertFailure(error);
        const fieldErrors = error instanceof ApiError ? ((error.body as { errors?: ServerFieldError[] } | null)?.errors ?? []) : [];
        const server: Partial<Record<OperatorField, string>> = {};
        for (const item of fieldErrors) if (item.field && item.field in values) server[item.field as OperatorField] = `${SERVER_TEXT}${item.message}`;
        helpers.setErrors(server);
      }
    },
  });
  const merchantId = form.values.merchantId;

  // Spec §7/§8: the TIDs an operator of the chosen outlet can take for autoregistration; a failure says
  // «Невозможно получить список TID для авторегистрации» and offers none.
  const preferred = useKeyedData<Terminal[]>(
    settings.autoregistrationTerminalId && merchantId ? `${merchantId}|${operator?.id ?? ''}` : null,
    (signal) =>
      api(endpointCall(ENDPOINTS.preferredTerminals, { id: Number(merchantId) }), { search: operator ? new URLSearchParams({ userId: String(operator.id) }) : undefined, signal }).then(
        (answer) => answer.result,
      ),
    { failed: () => [], failureText: t('autoregistrationUnavailable') },
  );
  const terminals = preferred?.value ?? NO_TERMINALS;

  async function unbindReaders() {
    if (!operator) return;
    setUnbinding(true);
    try {
      const answer = await api(ENDPOINTS.readerDelete, { json: { userId: operator.id } });
      alerts.push('success', t('readersUnbound', { count: answer.result.deleted }));
    } catch (error) {
      alertFailure(error);
    } finally {
      setUnbinding(false);
    }
  }

  /** The field's message once the form was submitted: the schema's key in the catalogue, or the server's text. */
  const message = (field: OperatorField): string | undefined => {
    const error = form.submitCount > 0 ? form.errors[field] : undefined;
    if (!error) return undefined;
    return error.startsWith(SERVER_TEXT) ? error.slice(SERVER_TEXT.length) : tValidation(error as ValidationMessageKey);
  };
  const id = (field: OperatorField) => `${formId}-${field}`;

  function textField(field: 'fullName' | 'loginEmail' | 'loginPhone', label: string, props: Pick<InputProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'> = {}) {
    return (
      <FormField id={id(field)} label={label} required error={message(field)} disabled={field === 'fullName' && editing && !settings.allowEditName}>
        {(described) => <Input {...props} {...form.getFieldProps(field)} {...described} />}
      </FormField>
    );
  }

  function passwordField(field: 'pinPwd' | 'refundPwd' | 'reversalPwd', label: string, required: boolean) {
    const stored = operator ? operator[field] !== '' : false;
    return (
      <FormField id={id(field)} label={label} required={required && !stored} error={message(field)} hint={stored ? t('passwordKeep') : t('passwordNone')}>
        {(described) => (
          <Input {...form.getFieldProps(field)} {...described} type="password" inputMode="numeric" autoComplete="new-password" placeholder={stored ? '****' : undefined} />
        )}
      </FormField>
    );
  }

  function changeOutlet(value: string) {
    void form.setValues({ ...form.values, merchantId: value, autoregistrationTerminalId: '' });
  }

  const currentTerminalMissing = operator?.autoregistrationTerminalId && !terminals.some((item) => String(item.id) === form.values.autoregistrationTerminalId)
    && form.values.autoregistrationTerminalId === String(operator.autoregistrationTerminalId);

  return (
    <FormDialog
      size="lg"
      title={editing ? t('editTitle') : t('addTitle')}
      testId="operator-dialog"
      busy={form.isSubmitting}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
      onClose={onClose}
      onSubmit={form.handleSubmit}
      formId={formId}
    >
      {textField('fullName', t('fullName'), { autoComplete: 'off', maxLength: 200 })}
      {textField('loginEmail', t('email'), { type: 'email', inputMode: 'email', autoComplete: 'off' })}
      {textField('loginPhone', t('loginPhone'), { type: 'tel', inputMode: 'tel', autoComplete: 'off' })}
      <FormField id={id('merchantId')} label={t('outlet')} required error={message('merchantId')}>
        {(described) => (
          <NativeSelectRoot>
            <NativeSelectField
              {...described}
              value={form.values.merchantId}
              onChange={(event) => changeOutlet(event.target.value)}
              items={outlets.map((outlet) => ({ value: String(outlet.id), label: outlet.name }))}
            />
          </NativeSelectRoot>
        )}
      </FormField>
      {settings.autoregistrationTerminalId && (
        <FormField id={id('autoregistrationTerminalId')} label={t('autoregistrationTid')} required={settings.autoregistrationTerminalIdRequired} error={message('autoregistrationTerminalId')}>
          {(described) => (
            <NativeSelectRoot>
              <NativeSelectField {...form.getFieldProps('autoregistrationTerminalId')} {...described}>
                <option value="">{t('autoregistrationNone')}</option>
                {currentTerminalMissing && operator && <option value={String(operator.autoregistrationTerminalId)}>{operator.autoregistrationExternalTid}</option>}
                {terminals.map((terminal) => (
                  <option key={terminal.id} value={terminal.id}>
                    {terminal.externalId} · {terminal.name}
                  </option>
                ))}
              </NativeSelectField>
            </NativeSelectRoot>
          )}
        </FormField>
      )}
      {passwordField('pinPwd', t('pinPwd'), false)}
      {settings.refundPasswordDisplay && passwordField('refundPwd', t('refundPwd'), settings.refundPasswordRequired)}
      {settings.reversalPasswordDisplay && passwordField('reversalPwd', t('reversalPwd'), settings.reversalPasswordRequired)}
      {settings.mandatoryFiscal && (
        <Checkbox checked={form.values.mandatoryFiscal} onCheckedChange={(event) => void form.setFieldValue('mandatoryFiscal', event.checked === true)}>
          {t('mandatoryFiscal')}
        </Checkbox>
      )}
      {editing && settings.apiSecretDisplay && (
        <Box textStyle="sm">
          <Text fontWeight="medium">{t('apiSecret')}</Text>
          <Text fontFamily="mono" overflowWrap="anywhere" data-testid="operator-api-secret">
            {operator.apiSecret || '—'}
          </Text>
        </Box>
      )}
      {editing && (
        <Button variant="outline" size="xs" alignSelf="flex-start" loading={unbinding} loadingText={t('unbindReaders')} onClick={() => void unbindReaders()}>
          {t('unbindReaders')}
        </Button>
      )}
    </FormDialog>
  );
}
