'use client';

import { useId } from 'react';
import { useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { PlainButton, PlainField, PlainFieldError, PlainRequiredMark } from '@/components/plain/controls';
import { PlainSelect } from '@/components/plain/inputs';
import plain from '@/components/plain/plain.module.css';
import { CountrySelect } from './country-select';
import styles from './acts.module.css';
import { useActAlerts } from './use-act-alerts';
import { ACT_CONNECTION_INTERFACES, generateActSchema, type ValidationMessageKey } from '@/lib/domain/validation';
import { actFormInitialValues, generateActRequest, type ActFormField, type ActFormValues, type ActPrefill } from '@/lib/account/acts';
import type { ApiResult, GenerateActResult } from '@/lib/acquiring/contract';

interface GenerateActFormProps {
  /** Empty fields when not given. */
  prefill?: ActPrefill;
  onCancel: () => void;
  /** The act is stored (whether or not its mail went out). */
  onGenerated: () => void;
}

type TextField = Exclude<ActFormField, 'countryName' | 'state'>;

/** Spec §2 "Generate act form", §5 rules (generateActSchema), §8 answers. */
export function GenerateActForm({ prefill, onCancel, onGenerated }: GenerateActFormProps) {
  const t = useTranslations('Acts');
  const tValidation = useTranslations('Validation');
  const { api } = useApp();
  const notify = useActAlerts();
  const countryErrorId = useId();

  const form = useFormik<ActFormValues>({
    initialValues: actFormInitialValues(prefill),
    validationSchema: generateActSchema,
    onSubmit: async (values) => {
      try {
        const answer = await api<ApiResult<GenerateActResult>>('api/qps-refund-keys/generate', { method: 'POST', json: generateActRequest(values) });
        notify.generated(answer.result === true);
        onGenerated();
      } catch (error) {
        notify.failed(error);
      }
    },
  });

  // Errors show from the first submit on (then live): an error appearing on blur would move the buttons under the pointer.
  const fieldError = (name: ActFormField) => {
    const key = form.submitCount > 0 ? form.errors[name] : undefined;
    return key ? tValidation(key as ValidationMessageKey) : null;
  };

  const countryError = fieldError('countryName');

  const textField = (name: TextField, props: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' } = {}) => (
    <PlainField label={t(name)} required requiredMark error={fieldError(name)} errorField={name}>
      <input
        name={name}
        value={form.values[name]}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        autoComplete={props.autoComplete ?? 'off'}
        type={props.type}
        inputMode={props.inputMode}
      />
    </PlainField>
  );

  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid="generate-act-form" className={styles.form}>
      {textField('companyName', { autoComplete: 'organization' })}
      {textField('companyAddress', { autoComplete: 'street-address' })}
      {textField('companyAdminName', { autoComplete: 'name' })}
      <div className={styles.pair}>
        <div className={plain.field}>
          <CountrySelect
            name="countryName"
            label={
              <>
                {t('countryName')}
                <PlainRequiredMark />
              </>
            }
            value={form.values.countryName}
            invalid={Boolean(countryError)}
            describedBy={countryError ? countryErrorId : undefined}
            onChange={(value) => {
              void form.setFieldValue('countryName', value);
            }}
            onBlur={() => {
              void form.setFieldTouched('countryName', true);
            }}
          />
          {countryError && (
            <PlainFieldError id={countryErrorId} field="countryName">
              {countryError}
            </PlainFieldError>
          )}
        </div>
        <PlainField label={t('state')} required requiredMark keepClass error={fieldError('state')} errorField="state">
          <PlainSelect name="state" value={form.values.state} onChange={form.handleChange} onBlur={form.handleBlur} data-testid="act-state">
            <option value="">{t('statePlaceholder')}</option>
            {ACT_CONNECTION_INTERFACES.map((code) => (
              <option key={code} value={code}>
                {t(`interface${code}`)}
              </option>
            ))}
          </PlainSelect>
        </PlainField>
      </div>
      {textField('localityName')}
      {textField('organizationName')}
      {textField('organizationUnitName', { inputMode: 'numeric' })}
      {textField('commonName')}
      {textField('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      <div className={styles.actions}>
        <PlainButton variant="outline" onClick={onCancel}>
          {t('cancel')}
        </PlainButton>
        <PlainButton type="submit" loading={form.isSubmitting}>
          {t('generate')}
        </PlainButton>
      </div>
    </form>
  );
}
