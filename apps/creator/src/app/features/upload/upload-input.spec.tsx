import { formFields } from '@liveqr/qr-content';
import { anError, http, mockApi } from '@liveqr/web/api-client/testing';
import { initI18n } from '@liveqr/web/i18n/testing';
import { File as NodeFile } from 'node:buffer';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { UploadInput } from './upload-input';

const server = mockApi();
initI18n();

const MB = 1024 * 1024;
const [videoField] = formFields('video').filter((field) => field.kind === 'upload');

/** The upload picker of a video code; the URLs it hands back. */
function renderPicker(): string[] {
  const uploaded: string[] = [];
  render(<UploadInput field={videoField} label="Upload Video" onUploaded={(url) => uploaded.push(url)} />);
  return uploaded;
}

// Node's File, which the stand-in for the API reads as bytes (jsdom's is not a Blob to Node); browsers have one kind.
const aVideo = () => new NodeFile([new Uint8Array(3 * MB)], 'clip.mp4', { type: 'video/mp4' }) as unknown as File;

const pick = (file: File) => fireEvent.change(screen.getByLabelText('Upload Video'), { target: { files: [file] } });

describe('the upload picker', () => {
  it('shows the progress of an upload in percent and megabytes, and cancels it back to the picker', async () => {
    server.use(
      // An upload that takes long enough to be cancelled (the request's own abort is tested in the API client).
      http.post('/api/uploads', async ({ response }) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return response(201).json({ id: 'u1', url: 'x', contentType: 'video/mp4', size: 1, fileName: 'clip.mp4' });
      }),
    );
    const uploaded = renderPicker();
    pick(aVideo());

    const progress = await screen.findByRole('progressbar', { name: 'Uploading clip.mp4...' });
    expect(progress.getAttribute('max')).toBe(String(3 * MB));
    expect(screen.getByText('0% · 0 MB of 3 MB')).toBeTruthy();
    expect((screen.getByLabelText('Upload Video') as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText('Upload cancelled. Nothing was stored.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).toBeNull();
    const picker = screen.getByLabelText('Upload Video');
    expect((picker as HTMLInputElement).disabled).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(picker));
    // Even when the server answers after the cancel, no URL is filled in.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(uploaded).toEqual([]);
    expect(screen.getByText('Upload cancelled. Nothing was stored.')).toBeTruthy();
  });

  it('after a refusal says why in words of its own and sends the same file again on Retry', async () => {
    const sent: number[] = [];
    let refuse = true;
    server.use(
      http.post('/api/uploads', async ({ request, response }) => {
        sent.push((await request.arrayBuffer()).byteLength);
        if (refuse) {
          refuse = false;
          return response(429).json(anError(429, 'UPLOAD_RATE_LIMITED', 'You have uploaded 30 files'));
        }
        const url = 'https://liveqr.test/api/uploads/u1';
        return response(201).json({ id: 'u1', url, contentType: 'video/mp4', size: 3 * MB, fileName: 'clip.mp4' });
      }),
    );
    const uploaded = renderPicker();
    pick(aVideo());

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to upload file: You have uploaded too many files in the last hour. Please try again later.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry upload' }));
    expect(await screen.findByText('Upload complete!')).toBeTruthy();
    expect(uploaded).toEqual(['https://liveqr.test/api/uploads/u1']);
    expect(sent).toEqual([3 * MB, 3 * MB]);
    expect(screen.queryByRole('button', { name: 'Retry upload' })).toBeNull();
  });
});
