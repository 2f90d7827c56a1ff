import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test-support';
import { FileUploadField } from '../form/file-upload-field';
import { MAX_UPLOAD_BYTES as UPLOAD_MAX_BYTES } from '@dtp/api-client';
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

test('several receipts at once: each is checked, each refusal names its file, the others are uploaded one by one', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const uploaded: string[] = [];
  const onUpload = jest.fn(async (file: File) => {
    uploaded.push(file.name);
  });
  renderUi(<FileUploadField label="Beleg" onUpload={onUpload} />);
  const input = screen.getByLabelText('Beleg');
  await user.upload(input, [
    fileOf('tank.jpg', 1000, 'image/jpeg'),
    fileOf('riesig.png', UPLOAD_MAX_BYTES + 1, 'image/png'),
    fileOf('notiz.txt', 10, 'text/plain'),
    fileOf('rechnung.pdf', 2000, 'application/pdf'),
  ]);
  await waitFor(() => expect(uploaded).toEqual(['tank.jpg', 'rechnung.pdf']));
  expect(screen.getByText(uploadMessages.size('riesig.png'))).toBeInTheDocument();
  expect(screen.getByText(uploadMessages.type('notiz.txt'))).toBeInTheDocument();
});

test("on a phone the picker offers the camera and several files: image types are accepted, 'multiple' is set", () => {
  renderUi(<FileUploadField label="Beleg" onUpload={jest.fn()} />);
  const input = screen.getByLabelText('Beleg');
  expect(input).toHaveAttribute('multiple');
  const accept = input.getAttribute('accept')?.split(',') ?? [];
  expect(accept).toEqual(expect.arrayContaining(['image/jpeg', 'image/png', 'application/pdf']));
});

test('disabled when read-only', () => {
  renderUi(<FileUploadField label="Beleg" onUpload={jest.fn()} disabled />);
  expect(screen.getByRole('button', { name: 'Beleg: Datei auswählen' })).toBeDisabled();
});
