import { type ErrorPayload, markNetworkFailure, settle } from './api.js'

// Kept apart from api.ts, which every page loads: only the photo uploads of /profile need it.

/** How much of an upload's body has been sent, from 0 to 1. */
export type UploadProgress = (sent: number) => void

function parsePayload(text: string): object {
  try {
    const payload: unknown = JSON.parse(text)
    return typeof payload === 'object' && payload !== null ? payload : {}
  } catch {
    return {}
  }
}

/**
 * A file upload like apiUpload, with its progress: fetch reports none for what it sends, XMLHttpRequest's
 * `upload.onprogress` does. Refusals become the same ApiError, and a lost connection the same network failure.
 */
export function apiUploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: UploadProgress,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(method, path)
    request.setRequestHeader('accept', 'application/json')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      const { status, statusText } = request
      const answer = { ok: status >= 200 && status < 300, status, statusText }
      const payload = parsePayload(request.responseText) as T & ErrorPayload
      try {
        resolve(settle<T>(answer, payload, path))
      } catch (error) {
        reject(error)
      }
    }
    const lost = () => {
      const error = new TypeError('The upload did not arrive')
      markNetworkFailure(error)
      reject(error)
    }
    request.onerror = lost
    request.onabort = lost
    request.ontimeout = lost
    request.send(form)
  })
}
