'use client';

import { useFormik } from 'formik';
import { Button, Field, Flex, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { CountrySelect } from './country-select';
import { useActAlerts } from './use-act-alerts';
import { ACT_CONNECTION_INTERFACES, generateActSchema, type ValidationMessageKey } from '@/lib/domain/validation';
import { actFormInitialValues, generateActRequest, type ActFormField, type ActFormValues, type ActPrefill } from '@/lib/account/acts';
import type { ApiResult, GenerateActResult } from '@/lib/acquiring/contract';

interface GenerateActFormProps {
  prefill: ActPrefill;
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

  const textField = (name: TextField, props: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' } = {}) => (
    <Field.Root required invalid={Boolean(fieldError(name))}>
      <Field.Label display="block">
        {t(name)}
        <Field.RequiredIndicator ms="1" />
      </Field.Label>
      <Input name={name} value={form.values[name]} onChange={form.handleChange} onBlur={form.handleBlur} autoComplete={props.autoComplete ?? 'off'} type={props.type} inputMode={props.inputMode} />
      {fieldError(name) && <Field.ErrorText data-field={name}>{fieldError(name)}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid="generate-act-form">
      <Stack gap="4">
        {textField('companyName', { autoComplete: 'organization' })}
        {textField('companyAddress', { autoComplete: 'street-address' })}
        {textField('companyAdminName', { autoComplete: 'name' })}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root required invalid={Boolean(fieldError('countryName'))}>
            <CountrySelect
              name="countryName"
              label={
                <>
                  {t('countryName')}
                  <Field.RequiredIndicator />
                </>
              }
              value={form.values.countryName}
              invalid={Boolean(fieldError('countryName'))}
              onChange={(value) => {
                void form.setFieldValue('countryName', value);
              }}
              onBlur={() => {
                void form.setFieldTouched('countryName', true);
              }}
            />
            {fieldError('countryName') && <Field.ErrorText data-field="countryName">{fieldError('countryName')}</Field.ErrorText>}
          </Field.Root>
          <Field.Root required invalid={Boolean(fieldError('state'))}>
            <Field.Label>
              {t('state')}
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="state" value={form.values.state} onChange={form.handleChange} onBlur={form.handleBlur} data-testid="act-state">
                <option value="">{t('statePlaceholder')}</option>
                {ACT_CONNECTION_INTERFACES.map((code) => (
                  <option key={code} value={code}>
                    {t(`interface${code}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {fieldError('state') && <Field.ErrorText data-field="state">{fieldError('state')}</Field.ErrorText>}
          </Field.Root>
        </SimpleGrid>
        {textField('localityName')}
        {textField('organizationName')}
        {textField('organizationUnitName', { inputMode: 'numeric' })}
        {textField('commonName')}
        {textField('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        <Flex gap="3" justify="flex-end" wrap="wrap">
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={form.isSubmitting}>
            {t('generate')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
