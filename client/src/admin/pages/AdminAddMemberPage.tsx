import { Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconUserPlus, IconUsersPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { PageHeader } from '../../shared/components/PageHeader';
import { AddManyMembersForm } from '../components/AddManyMembersForm';
import { AddMemberResults, type AddMemberRow } from '../components/AddMemberResults';
import { AddOneMemberForm } from '../components/AddOneMemberForm';

export function AdminAddMemberPage() {
  const [addedOneByOne, setAddedOneByOne] = useState<AddMemberRow[]>([]);
  return (
    <Stack gap="md" p="md" maw={880}>
      <PageHeader
        title="Add members"
        description="Add accounts by email, name and role. Each new account is emailed a sign-in link (valid 15 minutes) and completes its profile on first sign-in."
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Tabs defaultValue="one" keepMounted={false}>
          <Tabs.List mb="md" grow>
            <Tabs.Tab value="one" leftSection={<IconUserPlus size={16} aria-hidden="true" />}>
              One person
            </Tabs.Tab>
            <Tabs.Tab value="many" leftSection={<IconUsersPlus size={16} aria-hidden="true" />}>
              Many at once
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="one">
            <Stack gap="lg">
              <AddOneMemberForm onResult={(rows) => setAddedOneByOne((earlier) => [...rows, ...earlier])} />
              {addedOneByOne.length > 0 ? (
                <AddMemberResults
                  rows={addedOneByOne.map((row, index) => ({ ...row, line: addedOneByOne.length - index }))}
                  caption="Added during this visit, newest first."
                />
              ) : (
                <Text size="sm" c="dimmed">
                  People you add appear here. To add a list, use "Many at once".
                </Text>
              )}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="many">
            <AddManyMembersForm />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
