import { List, Skeleton, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

import { passwordChecks, type PasswordPolicy } from '../password-policy';

type PasswordPolicyChecklistProps = { policy: PasswordPolicy | undefined; password: string; id?: string };

/** The password rules, ticked off live while typing. */
export function PasswordPolicyChecklist({ policy, password, id }: PasswordPolicyChecklistProps) {
  if (!policy) return <Skeleton role="status" height={60} aria-label="Loading password rules" />;
  const checks = passwordChecks(policy, password);
  return (
    <div id={id}>
      <Text size="xs" c="dimmed" mb={4}>
        Your password needs:
      </Text>
      <List spacing={2} size="sm" center aria-live="polite" data-testid="password-policy">
        {checks.map((check) => (
          <List.Item
            key={check.id}
            data-met={check.met}
            icon={
              <ThemeIcon
                size={18}
                radius="xl"
                color={check.met ? 'green' : 'gray'}
                variant={check.met ? 'filled' : 'light'}
              >
                {check.met ? (
                  <IconCheck size={12} aria-hidden="true" />
                ) : (
                  <IconX size={12} aria-hidden="true" />
                )}
              </ThemeIcon>
            }
          >
            <Text size="sm" c={check.met ? undefined : 'dimmed'} span>
              {check.label}
            </Text>
            <VisuallyHidden>{check.met ? ' (done)' : ' (not yet)'}</VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
