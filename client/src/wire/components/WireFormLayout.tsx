import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import type { WireKind } from '../../gql/graphql';
import { WireForm } from './WireForm';

type WireFormLayoutProps = {
  kind: WireKind;
  /** Where a half-filled form is kept while the visitor signs in (the page's path). */
  draftName: string;
  title: string;
  intro: string;
  /** Shown between the introduction and the form. */
  notice?: ReactNode;
  /** Names the form's section (a labelled section is a landmark). */
  sectionLabel?: string;
};

/** A page that posts one kind of wire: heading, a sentence, and the form. */
export function WireFormLayout({ kind, draftName, title, intro, notice, sectionLabel }: WireFormLayoutProps) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{intro}</Text>
        </div>
        {notice}
        <Paper
          withBorder
          p={{ base: 'md', sm: 'lg' }}
          radius="md"
          component="section"
          aria-label={sectionLabel}
        >
          <WireForm kind={kind} draftName={draftName} />
        </Paper>
      </Stack>
    </Container>
  );
}
