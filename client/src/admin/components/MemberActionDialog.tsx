import { Button, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';

import type { Role } from '../../gql/enums';
import type { AdminMemberFieldsFragment } from '../../gql/graphql';
import { FormErrorAlert } from '../../shared/components/FormErrorAlert';
import { memberName, roleLabels } from './member-labels';
import { refusal, type MemberAction, type useMemberActions } from './use-member-actions';

type MemberActionDialogProps = {
  action: MemberAction;
  member: AdminMemberFieldsFragment;
  actions: ReturnType<typeof useMemberActions>;
  onClose: () => void;
};

const TITLES: Record<MemberAction, string> = {
  disable: 'Disable account',
  enable: 'Enable account',
  role: 'Change role',
  delete: 'Delete account',
};

const ROLE_OPTIONS = (['MEMBER', 'PARTNER', 'ADMIN'] as const).map((value) => ({
  value,
  label: roleLabels[value],
}));

/**
 * Confirms one action on one account: disable (with an optional reason), enable, change role
 * (a select), delete (type the email, and a reason). A refusal shows the server's sentence.
 */
export function MemberActionDialog({ action, member, actions, onClose }: MemberActionDialogProps) {
  const [reason, setReason] = useState('');
  const [role, setRole] = useState<Role>(member.role);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string>();
  const [error, setError] = useState<string>();
  const name = memberName(member);

  const submit = async () => {
    setError(undefined);
    if (action === 'delete' && typed.trim().toLowerCase() !== member.email) {
      setTypedError('Type the account’s email exactly to confirm.');
      return;
    }
    try {
      if (action === 'disable' || action === 'enable')
        await actions.setDisabled(member, action === 'disable', reason);
      if (action === 'role') await actions.setRole(member, role);
      if (action === 'delete') await actions.remove(member, reason);
      onClose();
    } catch (actionError) {
      setError(refusal(actionError));
    }
  };

  return (
    <Modal opened onClose={onClose} title={TITLES[action]} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {action === 'disable' && (
            <Text size="sm">
              {name} is signed out everywhere at once and cannot sign in until enabled again.
            </Text>
          )}
          {action === 'enable' && <Text size="sm">{name} can sign in again.</Text>}
          {action === 'role' && (
            <>
              <Text size="sm">
                {name}’s open pages reload with what the new role may do. A partner role needs a business.
              </Text>
              <Select
                label="Role"
                data={ROLE_OPTIONS}
                value={role}
                allowDeselect={false}
                onChange={(value) => value && setRole(value as Role)}
                comboboxProps={{ withinPortal: false }}
              />
            </>
          )}
          {action === 'delete' && (
            <>
              <Text size="sm">
                The email, name, phone and sign-in methods of {member.email} are erased for good. The wires it
                posted and its responses stay, shown as a deleted account.
              </Text>
              <TextInput
                label="Type the email to confirm"
                value={typed}
                error={typedError}
                autoComplete="off"
                onChange={(event) => {
                  setTyped(event.currentTarget.value);
                  setTypedError(undefined);
                }}
              />
            </>
          )}
          {(action === 'disable' || action === 'enable' || action === 'delete') && (
            <Textarea
              label="Reason (kept in the audit log)"
              description="Optional"
              maxLength={500}
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          )}
          <FormErrorAlert message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              color={action === 'disable' || action === 'delete' ? 'red' : undefined}
              loading={actions.busy}
              disabled={action === 'role' && role === member.role}
            >
              {TITLES[action]}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
