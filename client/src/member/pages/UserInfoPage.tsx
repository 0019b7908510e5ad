import {
  Alert,
  Anchor,
  Button,
  Container,
  Grid,
  Group,
  NavLink,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useViewer, type Viewer } from '../../session/use-viewer';
import { ColorModeSwitch } from '../../shared/color-mode/ColorModeSwitch';
import { Logo } from '../../shared/components/Logo';
import { NotificationBell } from '../../notification/components/NotificationBell';
import { PageSkeleton } from '../../shared/components/PageSkeleton';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { ACCOUNT_SECTIONS, type AccountSection } from '../account-sections';

function SectionPanel({ section, viewer }: { section: AccountSection; viewer: Viewer }) {
  const headingId = `${section.id}-heading`;
  return (
    <Paper withBorder p="lg" component="section" id={section.id} aria-labelledby={headingId}>
      <Title order={2} fz="h4" id={headingId} tabIndex={-1} c={section.danger ? 'red.9' : undefined}>
        {section.label}
      </Title>
      {section.description && (
        <Text size="sm" c="dimmed" mt={4}>
          {section.description(viewer)}
        </Text>
      )}
      <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>{section.render(viewer)}</div>
    </Paper>
  );
}

/**
 * On a phone, where the sections stand one under the other (many screens long): a list of them at
 * the top. Choosing one scrolls to it and moves the focus to its heading (keyboard and screen
 * readers follow), and puts it in the address (`?section=`) as the side list does on a desktop.
 */
function SectionJumps({ onChoose }: { onChoose: (id: string) => void }) {
  return (
    <nav aria-label="Account sections">
      <Text size="sm" fw={600} mb={6} id="account-jumps">
        Go to
      </Text>
      <Group
        gap={6}
        component="ul"
        aria-labelledby="account-jumps"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {ACCOUNT_SECTIONS.map((section) => (
          <li key={section.id}>
            <Button
              component="a"
              href={`?section=${section.id}`}
              size="compact-sm"
              variant="default"
              c={section.danger ? 'red.9' : undefined}
              onClick={(event) => {
                event.preventDefault();
                onChoose(section.id);
              }}
            >
              {section.label}
            </Button>
          </li>
        ))}
      </Group>
    </nav>
  );
}

/** Scrolls to the section `id` and moves the focus to its heading. */
function showSection(id: string) {
  document.getElementById(id)?.scrollIntoView({ block: 'start' });
  document.getElementById(`${id}-heading`)?.focus({ preventScroll: true });
}

/** The account page: every section of `ACCOUNT_SECTIONS`, a side list on desktop, stacked on a phone. */
export function UserInfoPage() {
  const { viewer, loading } = useViewer();
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [params, setParams] = useSearchParams();
  const asked = params.get('section');
  const ready = Boolean(viewer);
  useEffect(() => {
    // stacked on a phone: a link to one section (e.g. ?section=two-factor) scrolls to it
    if (ready && !wide && asked) document.getElementById(asked)?.scrollIntoView({ block: 'start' });
  }, [ready, wide, asked]);
  if (loading || !viewer) return <PageSkeleton />;

  const current = ACCOUNT_SECTIONS.find((s) => s.id === asked) ?? ACCOUNT_SECTIONS[0]!;

  return (
    <>
      <header>
        <Container size="lg" py="md">
          <Group justify="space-between" wrap="nowrap">
            <Logo />
            <Group gap="sm" wrap="nowrap">
              <ColorModeSwitch />
              <NotificationBell />
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
      <Container size="lg" pb="xl">
        <Stack gap="lg">
          <div>
            <Title order={1} fz="h2">
              My account
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
          {!wide && (
            <SectionJumps
              onChoose={(id) => {
                showSection(id);
                setParams({ section: id }, { replace: true });
              }}
            />
          )}
          {/* one tree for both layouts, so resizing or switching sections keeps what a form holds */}
          <Grid gap="lg">
            {wide && (
              <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
                <nav aria-label="Account sections">
                  {ACCOUNT_SECTIONS.map((section) => (
                    <NavLink
                      key={section.id}
                      component="a"
                      href={`?section=${section.id}`}
                      label={section.label}
                      color={section.danger ? 'red' : undefined}
                      leftSection={<section.icon size={18} aria-hidden="true" />}
                      active={section.id === current.id}
                      aria-current={section.id === current.id ? 'page' : undefined}
                      onClick={(event) => {
                        event.preventDefault();
                        setParams({ section: section.id }, { replace: true });
                      }}
                    />
                  ))}
                </nav>
              </Grid.Col>
            )}
            <Grid.Col span={wide ? { base: 12, sm: 8, md: 9 } : 12}>
              <Stack gap="lg">
                {ACCOUNT_SECTIONS.map((section) => (
                  <div key={section.id} hidden={wide && section.id !== current.id}>
                    <SectionPanel section={section} viewer={viewer} />
                  </div>
                ))}
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      </Container>
    </>
  );
}
