// POST /api/account/export: "Download my data" (PRODUCT 11.5). A POST, so another site cannot
// spend the member's one export a day; the zip comes back as a blob the browser then saves.
import { useMutation } from '@tanstack/react-query';
import { dataExportCatalog } from '../../../../contract/data-export-messages';
import { ApiError } from '../../../lib/api-client';
import { messagesOf } from '../../../lib/i18n';
import { feedback } from '../../../lib/mutation-feedback';

const FALLBACK_FILENAME = 'kindly-data.zip';

async function errorMessageOf(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

async function downloadExport(): Promise<void> {
  const response = await fetch('/api/account/export', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/zip, application/json', 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, await errorMessageOf(response));
  }
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? FALLBACK_FILENAME;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the save in some browsers; a minute later it has long started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadExport() {
  return useMutation({
    mutationFn: downloadExport,
    meta: feedback({
      get success() {
        return { title: messagesOf(dataExportCatalog).downloaded };
      },
      get failure() {
        return { reason: messagesOf(dataExportCatalog).failed };
      },
      joinOn401: true,
    }),
  });
}
