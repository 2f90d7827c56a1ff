import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils';
import { FileUploadField } from '../form/file-upload-field';
import { MAX_UPLOAD_BYTES as UPLOAD_MAX_BYTES } from '@dtp/shared-api';
import { checkUpload, uploadMessages } from '../form/upload-check';

function fileOf(name: string, size: number, type: string) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

test.each<[string, number, string | undefined]>([
  ['beleg.pdf', 1000, undefined],
  ['foto.JPG', 1000, undefined],
  ['foto.jpeg', 1000, undefined],
  ['scan.png', UPLOAD_MAX_BYTES, undefined], // exactly 20 MB
  ['scan.png', UPLOAD_MAX_BYTES + 1, uploadMessages.size('scan.png')],
  ['bild.gif', 1000, uploadMessages.type('bild.gif')],
  ['rechnung.docx', 1000, uploadMessages.type('rechnung.docx')],
  ['ohne-endung', 1000, uploadMessages.type('ohne-endung')],
])('checkUpload(%s, %d bytes)', (name, size, expected) => {
  expect(checkUpload({ name, size })).toBe(expected);
});

test('a too large file or another type is refused before upload with a German message', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const onUpload = jest.fn();
  renderUi(<FileUploadField label="Beleg" onUpload={onUpload} />);
  const input = screen.getByLabelText('Beleg');

  await user.upload(input, fileOf('bild.gif', 1000, 'image/gif'));
  expect(await screen.findByText(uploadMessages.type('bild.gif'))).toBeInTheDocument();
  expect(onUpload).not.toHaveBeenCalled();

  await user.upload(input, fileOf('gross.pdf', 21 * 1024 * 1024, 'application/pdf'));
  expect(await screen.findByText(uploadMessages.size('gross.pdf'))).toBeInTheDocument();
  expect(onUpload).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Beleg: Datei auswählen' })).toHaveAccessibleDescription(
    expect.stringContaining(uploadMessages.size('gross.pdf')),
  );

  const ok = fileOf('beleg.pdf', 1000, 'application/pdf');
  await user.upload(input, ok);
  await waitFor(() => expect(onUpload).toHaveBeenCalledWith(ok));
  expect(screen.queryByText(uploadMessages.size('gross.pdf'))).not.toBeInTheDocument();
});

test('disabled when read-only', () => {
  renderUi(<FileUploadField label="Beleg" onUpload={jest.fn()} disabled />);
  expect(screen.getByRole('button', { name: 'Beleg: Datei auswählen' })).toBeDisabled();
});
