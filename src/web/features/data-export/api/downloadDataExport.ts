import { useMutation } from '@tanstack/react-query'
import { type ErrorPayload, settle } from '#web/lib/api.js'

const path = '/api/data-export-download.php'

function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? ''
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'data.zip'
}

/**
 * POST /api/data-export-download.php with the mailed link's token: the ZIP, handed to the browser as a
 * download. A POST, so that a mail scanner opening the link does not use it up (docs/decisions/0004).
 */
export async function downloadDataExport(token: string): Promise<void> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/zip, application/json' },
    body: JSON.stringify({ token }),
  })
  if (!response.ok) {
    const payload = (await response.json().catch(() => ({}))) as ErrorPayload
    settle(response, payload, path)
  }
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = fileNameOf(response)
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

export function useDownloadDataExport() {
  return useMutation({ mutationFn: downloadDataExport })
}
