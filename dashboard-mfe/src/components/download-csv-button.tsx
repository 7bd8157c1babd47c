import { css, type Theme } from '@emotion/react';
import { errorStatus, isNetworkError } from '@blueprint/shared/api';
import { Button } from '@blueprint/shared/ui/button';
import { useState } from 'react';
import type { SavedFile } from '../lib/download-csv';
import { saveFile } from '../lib/save-file';

const errorStyles = (theme: Theme) => css`
  margin: 0.5rem 0 0;
  color: ${theme.colors.danger};
`;

function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function downloadError(error: unknown): string {
  if (isNetworkError(error))
    return 'Could not reach the server to download the CSV. Check your connection and try again.';
  if (errorStatus(error) === 429) return 'Too many downloads at once. Please wait a moment and try again.';
  return 'The CSV could not be downloaded. Please try again.';
}

export interface DownloadCsvButtonProps {
  /** Saved under this name, unless the server names the file (a download that answers with a SavedFile). */
  fileName: string;
  /** Fetches the file, reporting the bytes received so far. */
  download: (onProgress: (bytes: number) => void) => Promise<Blob | SavedFile>;
  label?: string;
}

/** A server export saved as a file, with its progress on the button and a message when it fails. */
export function DownloadCsvButton({ fileName, download: fetchFile, label = 'Download CSV' }: DownloadCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const [received, setReceived] = useState(0);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    if (busy) return;
    setBusy(true);
    setReceived(0);
    setError(null);
    try {
      const file = await fetchFile(setReceived);
      if (file instanceof Blob) saveFile(file, fileName);
      else saveFile(file.blob, file.fileName ?? fileName);
    } catch (failure) {
      // A 401 signs out through the API client; there is nothing left to show here then.
      if (errorStatus(failure) !== 401) setError(downloadError(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      {/* aria-disabled, not disabled: the button keeps keyboard focus while the file is prepared. */}
      <Button variant="secondary" onClick={() => void download()} aria-disabled={busy} aria-busy={busy}>
        {busy ? (received > 0 ? `Downloading… ${formatBytes(received)}` : 'Preparing CSV…') : label}
      </Button>
      {error && (
        <p css={errorStyles} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
