import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '../../test/render';
import { FileUploader } from './FileUploader';
import type { SendUpload, SendUploadOptions } from './send-upload';
import { UploadFailure, type UploadedFile, type UploadKind } from './upload-types';
import { useFileUploads } from './use-file-uploads';

type Pending = {
  file: File;
  options: SendUploadOptions;
  resolve: (file: UploadedFile) => void;
  reject: (error: unknown) => void;
};

/** A sender the test answers by hand (progress, success, refusal); an abort rejects like the real one. */
function manualSender() {
  const pending: Pending[] = [];
  const send: SendUpload = (file, options) =>
    new Promise((resolve, reject) => {
      pending.push({ file, options, resolve, reject });
      options.signal?.addEventListener('abort', () => reject(new UploadFailure('CANCELED', 0, 'canceled')));
    });
  return { send, pending };
}

function stored(id: string, name: string, kind: UploadedFile['kind'] = 'IMAGE'): UploadedFile {
  return {
    id,
    kind,
    name,
    contentType: kind === 'IMAGE' ? 'image/png' : 'application/pdf',
    size: 2048,
    url: `/files/${id}`,
    thumbnailUrl: `/files/${id}?w=320`,
  };
}

function Form({
  send,
  kind = 'image',
  initial,
}: {
  send: SendUpload;
  kind?: UploadKind;
  initial?: UploadedFile[];
}) {
  const uploads = useFileUploads({ kind, max: 3, initial, send });
  return (
    <>
      <FileUploader label="Product images" uploads={uploads} />
      <output data-testid="ids">{uploads.fileIds.join(',')}</output>
      <output data-testid="busy">{String(uploads.busy)}</output>
    </>
  );
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function fileInput(): HTMLInputElement {
  return document.querySelector('input[type="file"]') as HTMLInputElement;
}

describe('FileUploader', () => {
  it('uploads a chosen file with progress, then lists it and reports its id', async () => {
    const user = userEvent.setup();
    const { send, pending } = manualSender();
    renderWithApp(<Form send={send} />);
    // the file picker opens from a labelled button (the drop area itself is not a control)
    expect(screen.getByRole('button', { name: 'Choose files Product images' })).toBeTruthy();

    await user.upload(fileInput(), png('brick.png'));
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0]!.options.kind).toBe('image');
    expect(screen.getByTestId('busy').textContent).toBe('true');
    act(() => pending[0]!.options.onProgress?.(0.4));
    expect(await screen.findByText('Uploading… 40%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload progress of brick.png' })).toBeTruthy();

    await act(async () => pending[0]!.resolve(stored('f1', 'brick.png')));
    await waitFor(() => expect(screen.getByTestId('ids').textContent).toBe('f1'));
    expect(screen.getByTestId('busy').textContent).toBe('false');
    expect(screen.getByText('Main image')).toBeTruthy();
  });

  it('cancels an upload: the entry goes and CANCELED is said', async () => {
    const user = userEvent.setup();
    const { send, pending } = manualSender();
    renderWithApp(<Form send={send} />);
    await user.upload(fileInput(), png('slow.png'));
    await waitFor(() => expect(pending).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(pending[0]!.options.signal?.aborted).toBe(true);
    expect(await screen.findByText('slow.png: The upload was canceled.')).toBeTruthy();
    expect(screen.queryAllByTestId('upload-item')).toHaveLength(0);
    expect(screen.getByTestId('busy').textContent).toBe('false');
  });

  it("shows a refusal's sentence at once, without retrying", async () => {
    const user = userEvent.setup();
    const { send, pending } = manualSender();
    renderWithApp(<Form send={send} />);
    await user.upload(fileInput(), png('fake.png'));
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () =>
      pending[0]!.reject(
        new UploadFailure('BAD_USER_INPUT', 400, 'This file is not a JPEG, PNG or WebP image.'),
      ),
    );
    expect(await screen.findByText('This file is not a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(pending).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByTestId('ids').textContent).toBe('');
  });

  it('reorders with the keyboard-reachable buttons and makes an image the main one', async () => {
    const user = userEvent.setup();
    const { send } = manualSender();
    renderWithApp(
      <Form send={send} initial={[stored('a', 'a.png'), stored('b', 'b.png'), stored('c', 'c.png')]} />,
    );
    expect(screen.getByTestId('ids').textContent).toBe('a,b,c');
    // three of three: the dropzone takes no more
    expect(screen.queryByRole('button', { name: 'Choose files Product images' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Move b.png up' }));
    expect(screen.getByTestId('ids').textContent).toBe('b,a,c');
    const c = screen.getAllByTestId('upload-item')[2]!;
    await user.click(within(c).getByRole('button', { name: 'Make main image' }));
    expect(screen.getByTestId('ids').textContent).toBe('c,b,a');
    await user.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(screen.getByTestId('ids').textContent).toBe('c,a');
    // room for one more again
    expect(screen.getByRole('button', { name: 'Choose files Product images' })).toBeTruthy();
  });

  it('shows documents with an icon and their name', async () => {
    const { send } = manualSender();
    renderWithApp(
      <Form send={send} kind="image-or-document" initial={[stored('p', 'plan.pdf', 'DOCUMENT')]} />,
    );
    const item = screen.getByTestId('upload-item');
    expect(within(item).getByText('plan.pdf')).toBeTruthy();
    expect(within(item).queryByRole('img')).toBeNull();
    expect(screen.queryByText('Main image')).toBeNull();
  });
});
