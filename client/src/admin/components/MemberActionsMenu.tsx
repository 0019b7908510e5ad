import { ActionIcon, Menu } from '@mantine/core';
import {
  IconDots,
  IconId,
  IconLock,
  IconLockOpen,
  IconMail,
  IconTrash,
  IconUserCog,
} from '@tabler/icons-react';

import type { AdminMemberFieldsFragment } from '../../gql/graphql';
import { memberName } from './member-labels';
import type { MemberAction } from './use-member-actions';

type MemberActionsMenuProps = {
  member: AdminMemberFieldsFragment;
  /** The signed-in admin: they cannot disable or delete themselves here. */
  isViewer: boolean;
  onDetails: () => void;
  onAction: (action: MemberAction) => void;
  onResend: () => void;
};

/** The actions on one account, as a menu (keyboard: Enter opens it, arrows move). */
export function MemberActionsMenu({
  member,
  isViewer,
  onDetails,
  onAction,
  onResend,
}: MemberActionsMenuProps) {
  const deleted = member.status === 'DELETED';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${memberName(member)}`}>
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconId size={16} aria-hidden="true" />} onClick={onDetails}>
          Details and history
        </Menu.Item>
        {!deleted && (
          <>
            <Menu.Item
              leftSection={<IconUserCog size={16} aria-hidden="true" />}
              onClick={() => onAction('role')}
            >
              Change role
            </Menu.Item>
            {!member.disabled && (
              <Menu.Item leftSection={<IconMail size={16} aria-hidden="true" />} onClick={onResend}>
                Resend sign-in link
              </Menu.Item>
            )}
            {member.disabled ? (
              <Menu.Item
                leftSection={<IconLockOpen size={16} aria-hidden="true" />}
                onClick={() => onAction('enable')}
              >
                Enable
              </Menu.Item>
            ) : (
              !isViewer && (
                <Menu.Item
                  color="red"
                  leftSection={<IconLock size={16} aria-hidden="true" />}
                  onClick={() => onAction('disable')}
                >
                  Disable
                </Menu.Item>
              )
            )}
            {!isViewer && (
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={() => onAction('delete')}
              >
                Delete account
              </Menu.Item>
            )}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
