import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

import { CopyValueButton } from '../../shared/components/CopyValueButton';

type RecoveryCodesPanelProps = { codes: string[]; onDone: () => void };

function download(codes: string[]) {
  const text = `BuildWire recovery codes\nEach code signs you in once when you cannot use your authenticator app.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'buildwire-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** The ten recovery codes, shown once right after two-factor sign-in is turned on. */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" title="Two-factor sign-in is on">
        Save these recovery codes somewhere safe now: they are shown only this once. Each signs you in once if
        you lose your phone.
      </Alert>
      <SimpleGrid
        cols={{ base: 2, xs: 2 }}
        spacing="xs"
        component="ul"
        aria-label="Recovery codes"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {codes.map((code) => (
          <Text component="li" key={code} ff="monospace" fz="sm">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyValueButton value={codes.join('\n')} label="Copy codes" />
        <Button
          variant="light"
          onClick={() => download(codes)}
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          Download
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </Group>
    </Stack>
  );
}
