'use client';

import { useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import { useId } from 'react';
import { Box, Button, Flex, Input, SimpleGrid, Span, Stack, Text } from '@chakra-ui/react';
import { Field } from '@/components/ui/field';
import { NativeSelectField, NativeSelectRoot } from '@/components/ui/native-select';
import { CountrySelect } from './country-select';
import { useActAlerts } from './use-act-alerts';
import { ACT_CONNECTION_INTERFACES, generateActSchema, type ValidationMessageKey } from '@/lib/domain/validation';
import { actFormInitialValues, generateActRequest, type ActFormField, type ActFormValues, type ActPrefill } from '@/lib/account/acts';

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
        const answer = await api(ENDPOINTS.actGenerate, { json: generateActRequest(values) });
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

  /** The error under a field, named by the form field (`data-field`) for the tests and tools that look it up. */
  const errorText = (name: ActFormField) => {
    const error = fieldError(name);
    return error && <span data-field={name}>{error}</span>;
  };

  const textField = (name: TextField, props: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' } = {}) => (
    <Field label={t(name)} required invalid={Boolean(fieldError(name))} errorText={errorText(name)}>
      <Input {...form.getFieldProps(name)} autoComplete={props.autoComplete ?? 'off'} type={props.type} inputMode={props.inputMode} />
    </Field>
  );

  return (
    <Stack asChild gap="4">
      <form onSubmit={form.handleSubmit} noValidate data-testid="generate-act-form">
        {textField('companyName', { autoComplete: 'organization' })}
        {textField('companyAddress', { autoComplete: 'street-address' })}
        {textField('companyAdminName', { autoComplete: 'name' })}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Box>
            <CountrySelect
              name="countryName"
              label={
                <>
                  {t('countryName')}
                  <Span color="fg.error" ms="1" aria-hidden="true">
                    *
                  </Span>
                </>
              }
              value={form.values.countryName}
              invalid={Boolean(fieldError('countryName'))}
              describedBy={fieldError('countryName') ? countryErrorId : undefined}
              onChange={(value) => {
                void form.setFieldValue('countryName', value);
              }}
              onBlur={() => {
                void form.setFieldTouched('countryName', true);
              }}
            />
            {fieldError('countryName') && (
              <Text id={countryErrorId} mt="1.5" textStyle="xs" color="fg.error" data-field="countryName">
                {fieldError('countryName')}
              </Text>
            )}
          </Box>
          <Field label={t('state')} required invalid={Boolean(fieldError('state'))} errorText={errorText('state')}>
            <NativeSelectRoot>
              <NativeSelectField {...form.getFieldProps('state')} data-testid="act-state">
                <option value="">{t('statePlaceholder')}</option>
                {ACT_CONNECTION_INTERFACES.map((code) => (
                  <option key={code} value={code}>
                    {t(`interface${code}`)}
                  </option>
                ))}
              </NativeSelectField>
            </NativeSelectRoot>
          </Field>
        </SimpleGrid>
        {textField('localityName')}
        {textField('organizationName')}
        {textField('organizationUnitName', { inputMode: 'numeric' })}
        {textField('commonName')}
        {textField('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        <Flex wrap="wrap" justify="flex-end" gap="3">
          <Button variant="outline" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            {t('generate')}
          </Button>
        </Flex>
      </form>
    </Stack>
  );
}
