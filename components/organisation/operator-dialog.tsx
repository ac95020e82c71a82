'use client';

import { useEffect, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { PlainButton, PlainField } from '@/components/plain/controls';
import { PlainFormDialog } from '@/components/plain/form-dialog';
import { PlainCheckbox, PlainSelect } from '@/components/plain/inputs';
import type { ApiResult, Terminal, UserListItem } from '@/lib/acquiring/contract';
import { ApiError, handledByPage } from '@/lib/client/api';
import type { ValidationMessageKey } from '@/lib/domain/validation';
import {
  initialOperatorValues, operatorSaveRequest, validateOperatorForm, type OperatorField, type OperatorFormValues,
} from '@/lib/organisation/operator-form';
import type { OrganisationSettings } from '@/lib/organisation/settings';
import type { Outlet } from './operators-section';
import { useFailureAlert } from '@/components/layout/use-failure-alert';
import styles from './organisation.module.css';

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
        if (handledByPage(error)) return;
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

  function textField(field: 'fullName' | 'loginEmail' | 'loginPhone', label: string, props: InputHTMLAttributes<HTMLInputElement> = {}) {
    return (
      <PlainField id={id(field)} label={label} required requiredMark error={message(field)}>
        <input
          {...props}
          name={field}
          disabled={field === 'fullName' && editing && !settings.allowEditName}
          className={styles.input}
          value={values[field]}
          onChange={(event) => change(field, event.target.value)}
        />
      </PlainField>
    );
  }

  function passwordField(field: 'pinPwd' | 'refundPwd' | 'reversalPwd', label: string, required: boolean) {
    const stored = operator ? operator[field] !== '' : false;
    return (
      <PlainField id={id(field)} label={label} required={required && !stored} requiredMark error={message(field)} hint={stored ? t('passwordKeep') : t('passwordNone')}>
        <input
          name={field}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          value={values[field]}
          onChange={(event) => change(field, event.target.value)}
          placeholder={stored ? '****' : undefined}
        />
      </PlainField>
    );
  }

  const currentTerminalMissing = operator?.autoregistrationTerminalId && !terminals.some((item) => String(item.id) === values.autoregistrationTerminalId)
    && values.autoregistrationTerminalId === String(operator.autoregistrationTerminalId);
  const formId = `${prefix}-form`;

  return (
    <PlainFormDialog
      size="lg"
      title={editing ? t('editTitle') : t('addTitle')}
      testId="operator-dialog"
      busy={saving}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
      onClose={onClose}
      onSubmit={submit}
      formId={formId}
      formClassName={styles.form}
    >
      {textField('fullName', t('fullName'), { autoComplete: 'off', maxLength: 200 })}
      {textField('loginEmail', t('email'), { type: 'email', inputMode: 'email', autoComplete: 'off' })}
      {textField('loginPhone', t('loginPhone'), { type: 'tel', inputMode: 'tel', autoComplete: 'off' })}
      <PlainField id={id('merchantId')} label={t('outlet')} required requiredMark keepClass error={message('merchantId')}>
        <PlainSelect value={values.merchantId} onChange={(event) => change('merchantId', event.target.value)}>
          {outlets.map((outlet) => (
            <option key={outlet.id} value={outlet.id}>
              {outlet.name}
            </option>
          ))}
        </PlainSelect>
      </PlainField>
      {settings.autoregistrationTerminalId && (
        <PlainField
          id={id('autoregistrationTerminalId')}
          label={t('autoregistrationTid')}
          required={settings.autoregistrationTerminalIdRequired}
          requiredMark
          keepClass
          error={message('autoregistrationTerminalId')}
        >
          <PlainSelect value={values.autoregistrationTerminalId} onChange={(event) => change('autoregistrationTerminalId', event.target.value)}>
            <option value="">{t('autoregistrationNone')}</option>
            {currentTerminalMissing && operator && (
              <option value={String(operator.autoregistrationTerminalId)}>{operator.autoregistrationExternalTid}</option>
            )}
            {terminals.map((terminal) => (
              <option key={terminal.id} value={terminal.id}>
                {terminal.externalId} · {terminal.name}
              </option>
            ))}
          </PlainSelect>
        </PlainField>
      )}
      {passwordField('pinPwd', t('pinPwd'), false)}
      {settings.refundPasswordDisplay && passwordField('refundPwd', t('refundPwd'), settings.refundPasswordRequired)}
      {settings.reversalPasswordDisplay && passwordField('reversalPwd', t('reversalPwd'), settings.reversalPasswordRequired)}
      {settings.mandatoryFiscal && (
        <PlainCheckbox label={t('mandatoryFiscal')} checked={values.mandatoryFiscal} onChange={(event) => change('mandatoryFiscal', event.target.checked)} />
      )}
      {editing && settings.apiSecretDisplay && (
        <div className={styles.secret}>
          <p className={styles.secretLabel}>{t('apiSecret')}</p>
          <p className={styles.secretValue} data-testid="operator-api-secret">
            {operator.apiSecret || '—'}
          </p>
        </div>
      )}
      {editing && (
        <span className={styles.unbind}>
          <PlainButton variant="outline" small loading={unbinding} onClick={() => void unbindReaders()}>
            {t('unbindReaders')}
          </PlainButton>
        </span>
      )}
    </PlainFormDialog>
  );
}
