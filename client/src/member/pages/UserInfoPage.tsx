import { Alert, Anchor, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';

import { useViewer } from '../../session/use-viewer';
import { ColorModeSwitch } from '../../shared/color-mode/ColorModeSwitch';
import { Logo } from '../../shared/components/Logo';
import { PageSkeleton } from '../../shared/components/PageSkeleton';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { DeleteAccountSection } from '../components/DeleteAccountSection';
import { LinkedIdentitiesSection } from '../components/LinkedIdentitiesSection';
import { MyWiresSection } from '../components/MyWiresSection';
import { ProfileForm } from '../components/ProfileForm';
import { SignOutEverywhereSection } from '../components/SignOutEverywhereSection';

export function UserInfoPage() {
  const { viewer, loading } = useViewer();
  if (loading || !viewer) return <PageSkeleton />;

  return (
    <>
      <header>
        <Container size="sm" py="md">
          <Group justify="space-between" wrap="nowrap">
            <Logo />
            <Group gap="sm" wrap="nowrap">
              <ColorModeSwitch />
              <Anchor component={PreloadLink} to="/" size="sm">
                <Group gap={4} wrap="nowrap">
                  <IconArrowLeft size={14} aria-hidden="true" />
                  Home
                </Group>
              </Anchor>
            </Group>
          </Group>
        </Container>
      </header>
      <Container size="sm" pb="xl">
        <Stack gap="lg">
          <div>
            <Title order={1} fz="h2">
              My profile
            </Title>
            <Text c="dimmed" size="sm">
              Signed in as {viewer.email}
            </Text>
          </div>
          {!viewer.profileComplete && (
            <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
              Complete your profile so partners know who they are answering.
            </Alert>
          )}
          <Paper withBorder p="lg" component="section" aria-labelledby="profile-heading">
            <Title order={2} fz="h4" mb="md" id="profile-heading">
              Profile
            </Title>
            <ProfileForm viewer={viewer} />
          </Paper>
          <Paper withBorder p="lg" component="section" aria-labelledby="wires-heading">
            <Title order={2} fz="h4" mb="md" id="wires-heading">
              My wires
            </Title>
            <MyWiresSection />
          </Paper>
          <Paper withBorder p="lg" component="section" aria-labelledby="password-heading">
            <Title order={2} fz="h4" mb="md" id="password-heading">
              Password
            </Title>
            {viewer.hasPassword ? (
              <ChangePasswordForm />
            ) : (
              <Text size="sm">Your account signs in with email links and has no password to change.</Text>
            )}
          </Paper>
          <LinkedIdentitiesSection />
          <Paper withBorder p="lg" component="section" aria-labelledby="sessions-heading">
            <Title order={2} fz="h4" mb="md" id="sessions-heading">
              Sessions
            </Title>
            <SignOutEverywhereSection />
          </Paper>
          <Divider />
          <Paper withBorder p="lg" component="section" aria-labelledby="delete-heading">
            <Title order={2} fz="h4" mb="md" id="delete-heading" c="red.9">
              Delete account
            </Title>
            <DeleteAccountSection viewer={viewer} />
          </Paper>
        </Stack>
      </Container>
    </>
  );
}
