import type { MemberStatus, Role } from '../../gql/enums';
import type { AdminMemberFieldsFragment } from '../../gql/graphql';

export const roleLabels: Record<Role, string> = { MEMBER: 'Buyer', PARTNER: 'Partner', ADMIN: 'Admin' };
export const roleColors: Record<Role, string> = { MEMBER: 'gray', PARTNER: 'blue', ADMIN: 'grape' };
export const statusLabels: Record<MemberStatus, string> = {
  ACTIVE: 'Active',
  DISABLED: 'Disabled',
  DELETED: 'Deleted',
};
export const statusColors: Record<MemberStatus, string> = {
  ACTIVE: 'green',
  DISABLED: 'red',
  DELETED: 'dark',
};

/** How an account is named in the table and in sentences. */
export function memberName(
  member: Pick<AdminMemberFieldsFragment, 'displayName' | 'email' | 'status'>,
): string {
  if (member.status === 'DELETED') return 'Deleted account';
  return member.displayName || member.email;
}

/** An audit action as words: `member.role_changed` → "Role changed" (with the subject: "Member role changed"). */
export function auditActionLabel(action: string, withSubject = false): string {
  const [subject = '', verb = action] = action.includes('.') ? action.split('.') : ['', action];
  const words = `${withSubject ? `${subject} ` : ''}${verb}`.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
