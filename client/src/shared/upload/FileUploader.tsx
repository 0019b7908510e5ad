import { Alert, Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPaperclip, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useRef } from 'react';

import type { ErrorCode } from '../error-messages';
import { UploadItem } from './UploadItem';
import type { UploadKind } from './upload-types';
import type { FileUploads } from './use-file-uploads';

type FileUploaderProps = {
  /** What the files are (e.g. "Product images"). */
  label: string;
  /** Shown under the label; by default what may be uploaded and how large. */
  description?: string;
  uploads: FileUploads;
  /** The form's error for this field (e.g. from `toFormErrors`). */
  error?: string | null;
  disabled?: boolean;
};

const IMAGE_TYPES = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] };
const PDF_TYPES = { 'application/pdf': ['.pdf'] };

const ACCEPT: Record<UploadKind, Record<string, string[]>> = {
  image: IMAGE_TYPES,
  document: PDF_TYPES,
  'image-or-document': { ...IMAGE_TYPES, ...PDF_TYPES },
};

const WHAT: Record<UploadKind, string> = {
  image: 'JPEG, PNG or WebP images',
  document: 'PDF documents',
  'image-or-document': 'JPEG, PNG or WebP images, or PDF documents',
};

function rejectionCode(rejection: FileRejection): { code: ErrorCode; message?: string } {
  const codes = rejection.errors.map((error) => error.code);
  if (codes.includes('file-too-large')) return { code: 'PAYLOAD_TOO_LARGE' };
  if (codes.includes('file-invalid-type'))
    return { code: 'BAD_USER_INPUT', message: 'This type of file is not accepted here.' };
  if (codes.includes('too-many-files')) return { code: 'BAD_USER_INPUT', message: 'Too many files at once.' };
  return { code: 'BAD_USER_INPUT' };
}

/**
 * The one upload component: a dropzone (drag and drop, or Enter/Space/click for the file picker)
 * and the list of files with previews, progress, cancel, retry, reorder and the main image. All
 * state lives in `useFileUploads`; a form renders this and submits `uploads.fileIds`.
 */
export function FileUploader({ label, description, uploads, error, disabled }: FileUploaderProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const buttonId = `${id}-choose`;
  const { kind, max, entries } = uploads;
  const full = entries.length >= max;
  const megabytes = Math.round(uploads.maxFileBytes / (1024 * 1024));
  const hint =
    description ??
    `${WHAT[kind]}, up to ${megabytes} MB each${max > 1 ? `; at most ${max}` : ''}.${
      kind === 'image' && max > 1 ? ' The first image is the main one.' : ''
    }`;
  const withMain = kind === 'image' && max > 1;
  const openPicker = useRef<() => void>(null);
  return (
    <Stack gap="xs">
      <div>
        <Text id={labelId} size="sm" fw={500}>
          {label}
        </Text>
        <Text id={descriptionId} size="xs" c="dimmed">
          {hint}
        </Text>
      </div>
      <Dropzone
        onDrop={(files) => uploads.add(files)}
        onReject={(rejections) =>
          uploads.refuse(
            rejections.map((rejection) => ({ name: rejection.file.name, ...rejectionCode(rejection) })),
          )
        }
        accept={ACCEPT[kind]}
        maxSize={uploads.maxFileBytes}
        multiple={max > 1}
        disabled={disabled || full}
        openRef={openPicker}
        // the drop area is not a control (a control may not hold the file input): the button is
        activateOnClick={false}
        activateOnKeyboard={false}
        radius="md"
        p="md"
      >
        <Group justify="center" gap="md" mih={64} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={36} stroke={1.5} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={36} stroke={1.5} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            {kind === 'image' ? (
              <IconPhoto size={36} stroke={1.5} aria-hidden />
            ) : (
              <IconPaperclip size={36} stroke={1.5} aria-hidden />
            )}
          </Dropzone.Idle>
          <Text size="sm">
            {full
              ? `You have added ${max} file${max === 1 ? '' : 's'}, the most allowed. Remove one to add another.`
              : 'Drop files here, or'}
          </Text>
          {!full && (
            <Button
              variant="light"
              size="xs"
              style={{ pointerEvents: 'all' }}
              disabled={disabled}
              onClick={() => openPicker.current?.()}
              aria-labelledby={`${buttonId} ${labelId}`}
              aria-describedby={error ? `${descriptionId} ${errorId}` : descriptionId}
              id={buttonId}
            >
              Choose files
            </Button>
          )}
        </Group>
      </Dropzone>
      {error && (
        <Text id={errorId} size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {uploads.notice && (
        <Alert color="yellow" variant="light" p="xs" role="status">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm">{uploads.notice}</Text>
            <CloseButton size="sm" aria-label="Dismiss" onClick={uploads.dismissNotice} />
          </Group>
        </Alert>
      )}
      {entries.length > 0 && (
        <Stack
          gap="xs"
          component="ul"
          aria-label={label}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {entries.map((entry, index) => (
            <UploadItem
              key={entry.key}
              entry={entry}
              index={index}
              count={entries.length}
              withMain={withMain}
              disabled={disabled}
              onCancel={() => uploads.cancel(entry.key)}
              onRemove={() => uploads.remove(entry.key)}
              onRetry={() => uploads.retry(entry.key)}
              onMove={(by) => uploads.move(entry.key, by)}
              onMakeMain={() => uploads.makeMain(entry.key)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
