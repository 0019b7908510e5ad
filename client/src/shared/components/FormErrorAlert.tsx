import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

type FormErrorAlertProps = { message: string | undefined };

export function FormErrorAlert({ message }: FormErrorAlertProps) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
      {message}
    </Alert>
  );
}
