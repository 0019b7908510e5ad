import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import type { Role } from '../../gql/graphql';
import { FormErrorAlert } from '../../shared/components/FormErrorAlert';
import { toFormErrors } from '../../shared/error-messages';
import { useAddMembers } from '../use-add-members';
import type { AddMemberRow } from './AddMemberResults';

type AddOneMemberFormProps = { onResult: (rows: AddMemberRow[]) => void };

const fields = ['email', 'displayName', 'role'] as const;

/** Adds one person; a refusal shows at its field, an addition clears the form for the next. */
export function AddOneMemberForm({ onResult }: AddOneMemberFormProps) {
  const { send, loading } = useAddMembers();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    initialValues: { email: '', displayName: '', role: 'MEMBER' as Role },
    validate: {
      email: (value) => (/^\S+@\S+\.\S+$/.test(value.trim()) ? null : 'Enter an email address.'),
      displayName: (value) => (value.trim() ? null : 'Enter a name.'),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(undefined);
    try {
      const { rows, lines } = await send([{ line: 1, ...values }]);
      const line = lines[0];
      if (line?.added) {
        notifications.show({
          color: 'green',
          message: `${values.email.trim()} was added and emailed a sign-in link.`,
        });
        form.reset();
        onResult(rows);
      } else if (line) {
        const field = line.field && (fields as readonly string[]).includes(line.field) ? line.field : null;
        if (field) form.setFieldError(field, line.message ?? '');
        else setFormError(line.message ?? undefined);
      }
    } catch (error) {
      const { formError: message, fieldErrors } = toFormErrors(error, fields);
      form.setErrors(fieldErrors);
      setFormError(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add one person">
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          inputMode="email"
          required
          {...form.getInputProps('email')}
        />
        <TextInput label="Name" autoComplete="off" required {...form.getInputProps('displayName')} />
        <Select
          label="Role"
          description="Partners sign up themselves with their business at /partners/signup."
          data={[
            { value: 'MEMBER', label: 'Member (buyer)' },
            { value: 'ADMIN', label: 'Admin' },
          ]}
          allowDeselect={false}
          required
          {...form.getInputProps('role')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={loading}>
            Add and email a sign-in link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
