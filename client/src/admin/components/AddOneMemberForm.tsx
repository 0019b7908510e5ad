import { Button, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';

import type { Role } from '../../gql/graphql';
import { useAddMembers } from '../use-add-members';
import type { AddMemberRow } from './AddMemberResults';
import { useFormSubmit } from '../../shared/form/use-form-submit';
import { FormShell } from '../../shared/components/FormShell';

type AddOneMemberFormProps = { onResult: (rows: AddMemberRow[]) => void };

const fields = ['email', 'displayName', 'role'] as const;

/** Adds one person; a refusal shows at its field, an addition clears the form for the next. */
export function AddOneMemberForm({ onResult }: AddOneMemberFormProps) {
  const { send, loading } = useAddMembers();
  const form = useForm({
    initialValues: { email: '', displayName: '', role: 'MEMBER' as Role },
    validate: {
      email: (value) => (/^\S+@\S+\.\S+$/.test(value.trim()) ? null : 'Enter an email address.'),
      displayName: (value) => (value.trim() ? null : 'Enter a name.'),
    },
  });

  const { submit, formError } = useFormSubmit(form, fields, async (values) => {
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
      else return line.message ?? undefined;
    }
  });

  return (
    <FormShell
      onSubmit={submit}
      label="Add one person"
      error={formError}
      actions={
        <Button type="submit" loading={loading}>
          Add and email a sign-in link
        </Button>
      }
    >
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
    </FormShell>
  );
}
