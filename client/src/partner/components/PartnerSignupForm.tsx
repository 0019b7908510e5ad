import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';

import type { PartnerCategory } from '../../gql/graphql';
import { usePasswordPolicyQuery, useSignUpPartnerMutation } from '../../gql/hooks';
import { AccountFields, accountValidators } from '../../member/components/AccountFields';
import { HoneypotField } from '../../member/components/HoneypotField';
import { refreshViewer } from '../../session/refresh-viewer';
import { FormErrorAlert } from '../../shared/components/FormErrorAlert';
import { toFormErrors } from '../../shared/error-messages';
import { useSubmission } from '../../shared/submission';

type PartnerSignupFormProps = {
  onSignedUp: () => void | Promise<void>;
  /** Prefills the email (e.g. from /nouser). */
  initialEmail?: string;
};

type Values = {
  email: string;
  password: string;
  displayName: string;
  businessName: string;
  description: string;
  categories: PartnerCategory[];
  label: string;
  lat: number | string;
  lng: number | string;
  radiusKm: number | string;
  phone: string;
  website: string;
};

const FIELDS = [
  'email',
  'password',
  'displayName',
  'businessName',
  'description',
  'categories',
  'label',
  'lat',
  'lng',
  'radiusKm',
  'phone',
  'website',
] as const;

const asNumber = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);

/** Account and business in one form; the partner starts PENDING until an admin approves. */
export function PartnerSignupForm({ onSignedUp, initialEmail = '' }: PartnerSignupFormProps) {
  const client = useApolloClient();
  const [signUpPartner] = useSignUpPartnerMutation();
  const submission = useSubmission();
  const { data: policyData } = usePasswordPolicyQuery();
  const [formError, setFormError] = useState<string>();
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
      businessName: (v) =>
        v.trim().length >= 2 && v.trim().length <= 120 ? null : 'Enter your business name.',
      description: (v) => (v.length <= 2000 ? null : 'Use at most 2000 characters.'),
      categories: (v) => (v.length > 0 ? null : 'Choose at least one category.'),
      label: (v) => (v.trim() ? null : 'Name the place you serve from, e.g. "Ikeja, Lagos".'),
      lat: (v) => {
        const n = asNumber(v);
        return n >= -90 && n <= 90 ? null : 'Latitude must be between -90 and 90.';
      },
      lng: (v) => {
        const n = asNumber(v);
        return n >= -180 && n <= 180 ? null : 'Longitude must be between -180 and 180.';
      },
      radiusKm: (v) => {
        const n = asNumber(v);
        return n >= 1 && n <= 500 ? null : 'Choose a radius between 1 and 500 km.';
      },
      phone: (v) => (/^\+?[0-9][0-9 ()-]{4,30}$/.test(v.trim()) ? null : 'Enter a phone number.'),
      website: (v) =>
        !v.trim() || /^https?:\/\/\S+\.\S+/.test(v.trim()) ? null : 'Start the address with https://',
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(undefined);
    try {
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
              serviceArea: {
                label: values.label.trim(),
                lat: asNumber(values.lat),
                lng: asNumber(values.lng),
                radiusKm: asNumber(values.radiusKm),
              },
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
    } catch (error) {
      const { formError: message, fieldErrors } = toFormErrors(error, FIELDS);
      form.setErrors(fieldErrors);
      setFormError(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Partner sign-up">
      <Stack gap="lg">
        <FormErrorAlert message={formError} />
        <Fieldset legend="Your sign-in">
          <Stack gap="sm">
            <AccountFields form={form} nameLabel="Your name" />
          </Stack>
        </Fieldset>
        <Fieldset legend="Your business">
          <Stack gap="sm">
            <TextInput label="Business name" required {...form.getInputProps('businessName')} />
            <Textarea
              label="What you offer"
              description="A line or two buyers will read next to your quotes."
              rows={3}
              {...form.getInputProps('description')}
            />
            <Checkbox.Group label="Categories" required {...form.getInputProps('categories')}>
              <Group mt={6}>
                <Checkbox value="BUILDING_MATERIALS" label="Building materials" />
                <Checkbox value="PROPERTY" label="Property" />
              </Group>
            </Checkbox.Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Phone"
                type="tel"
                autoComplete="tel"
                required
                {...form.getInputProps('phone')}
              />
              <TextInput
                label="Website"
                type="url"
                placeholder="https://"
                autoComplete="url"
                {...form.getInputProps('website')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Fieldset legend="Where you serve">
          <Stack gap="sm">
            <TextInput
              label="Place"
              placeholder="Ikeja, Lagos"
              required
              description="You see wires within the radius of this point."
              {...form.getInputProps('label')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput label="Latitude" required decimalScale={6} {...form.getInputProps('lat')} />
              <NumberInput label="Longitude" required decimalScale={6} {...form.getInputProps('lng')} />
              <NumberInput
                label="Radius (km)"
                required
                min={1}
                max={500}
                {...form.getInputProps('radiusKm')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <HoneypotField name="company" label="Company" value={company} onChange={setCompany} />
        <Button type="submit" loading={submission.busy} size="md">
          Create partner account
        </Button>
      </Stack>
    </form>
  );
}
