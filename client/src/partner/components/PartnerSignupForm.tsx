import { Button, Fieldset, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';

import { usePasswordPolicyQuery, useSignUpPartnerMutation } from '../../gql/hooks';
import { AccountFields, accountValidators } from '../../member/components/AccountFields';
import { HoneypotField } from '../../member/components/HoneypotField';
import { refreshViewer } from '../../session/refresh-viewer';
import { useSubmission } from '../../shared/submission';
import {
  BUSINESS_FIELD_ALIASES,
  BUSINESS_FIELDS,
  businessValidators,
  toServiceAreaInput,
  type BusinessValues,
} from '../business-form';
import { BusinessFields } from './BusinessFields';
import { useFormSubmit } from '../../shared/form/use-form-submit';
import { FormShell } from '../../shared/components/FormShell';

type PartnerSignupFormProps = {
  onSignedUp: () => void | Promise<void>;
  /** Prefills the email (e.g. from /nouser). */
  initialEmail?: string;
};

type Values = BusinessValues & { email: string; password: string; displayName: string };

const FIELDS = ['email', 'password', 'displayName', ...BUSINESS_FIELDS];

/** Account and business in one form; the partner starts PENDING until an admin approves. */
export function PartnerSignupForm({ onSignedUp, initialEmail = '' }: PartnerSignupFormProps) {
  const client = useApolloClient();
  const [signUpPartner] = useSignUpPartnerMutation();
  const submission = useSubmission();
  const { data: policyData } = usePasswordPolicyQuery();
  const [company, setCompany] = useState('');
  const form = useForm<Values>({
    initialValues: {
      email: initialEmail,
      password: '',
      displayName: '',
      businessName: '',
      description: '',
      categories: [],
      label: '',
      lat: '',
      lng: '',
      radiusKm: 25,
      phone: '',
      website: '',
    },
    validate: {
      ...accountValidators(policyData?.passwordPolicy),
      ...businessValidators,
    },
  });

  const { submit, formError } = useFormSubmit(
    form,
    FIELDS,
    async (values) => {
      const result = await submission.run((idempotencyKey) =>
        signUpPartner({
          variables: {
            idempotencyKey,
            input: {
              email: values.email.trim(),
              password: values.password,
              displayName: values.displayName.trim() || null,
              businessName: values.businessName.trim(),
              description: values.description.trim() || null,
              categories: values.categories,
              serviceArea: toServiceAreaInput(values),
              phone: values.phone.trim(),
              website: values.website.trim() || null,
              company: company || null,
            },
          },
        }),
      );
      if (!result) return;
      await refreshViewer(client);
      await onSignedUp();
    },
    BUSINESS_FIELD_ALIASES,
  );

  return (
    <FormShell onSubmit={submit} label="Partner sign-up" error={formError} gap="lg">
      <Fieldset legend="Your sign-in">
        <Stack gap="sm">
          <AccountFields form={form} nameLabel="Your name" />
        </Stack>
      </Fieldset>
      <BusinessFields form={form} />
      <HoneypotField name="company" label="Company" value={company} onChange={setCompany} />
      <Button type="submit" loading={submission.busy} size="md">
        Create partner account
      </Button>
    </FormShell>
  );
}
