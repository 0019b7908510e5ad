import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** A button that copies `value` and says "Copied" for a moment (a secret shown once, codes). */
export function CopyValueButton({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          variant="light"
          onClick={copy}
          leftSection={
            copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />
          }
        >
          {copied ? 'Copied' : label}
        </Button>
      )}
    </CopyButton>
  );
}
