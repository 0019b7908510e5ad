import { notifications } from '@mantine/notifications';

import type { Role } from '../../gql/enums';
import type { AdminMemberFieldsFragment } from '../../gql/graphql';
import {
  useDeleteMemberMutation,
  useResendSignInLinkMutation,
  useSetMemberDisabledMutation,
  useSetMemberRoleMutation,
} from '../../gql/hooks';
import { errorDetails } from '../../shared/error-messages';
import { memberName } from './member-labels';

/** What an admin can do to an account in the community page. */
export type MemberAction = 'disable' | 'enable' | 'role' | 'delete';

/** The server's sentence for a refused action (CONFLICT and others are worded for people). */
export const refusal = (error: unknown) => errorDetails(error)[0]?.message;

/**
 * The admin's actions on an account, each confirming with a toast; a refusal is thrown on for the
 * dialog to show (resend shows it as a toast, having no dialog).
 */
export function useMemberActions() {
  const [setDisabled, disabling] = useSetMemberDisabledMutation();
  const [setRole, changingRole] = useSetMemberRoleMutation();
  const [resend] = useResendSignInLinkMutation();
  const [remove, deleting] = useDeleteMemberMutation({ refetchQueries: ['AdminMembers'] });
  const done = (message: string) => notifications.show({ color: 'green', message });

  return {
    busy: disabling.loading || changingRole.loading || deleting.loading,
    async setDisabled(member: AdminMemberFieldsFragment, disabled: boolean, reason: string) {
      await setDisabled({ variables: { id: member.id, disabled, reason: reason.trim() || null } });
      done(`${memberName(member)} is ${disabled ? 'disabled' : 'enabled'}.`);
    },
    async setRole(member: AdminMemberFieldsFragment, role: Role) {
      await setRole({ variables: { id: member.id, role } });
      done(`${memberName(member)} has a new role.`);
    },
    async remove(member: AdminMemberFieldsFragment, reason: string) {
      await remove({ variables: { id: member.id, reason: reason.trim() || null } });
      done(`${member.email}'s account is deleted.`);
    },
    async resend(member: AdminMemberFieldsFragment) {
      try {
        await resend({ variables: { id: member.id } });
        done(`A new sign-in link is on its way to ${member.email}.`);
      } catch (error) {
        notifications.show({ color: 'red', message: refusal(error) });
      }
    },
  };
}
