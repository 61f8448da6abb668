import { fromApiEnvelope, toAppError } from './errorMapping';
import type { AppError } from './types';

/*
 * A file call of the /api door (docs/decisions/exports.md): a POST whose answer is a file, or the
 * /api envelope in JSON when it is refused (before any byte of the file is sent). The history's and
 * the statistics' exports are downloaded through it.
 */

/**
 * The file name the server gave (RFC 6266: `filename*=UTF-8''...` first, for a Chinese vehicle
 * name, else `filename="..."`), or a fallback.
 */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: the plain name below, else the fallback.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  return (plain?.[1] ?? plain?.[2]?.trim()) || fallback;
}

/**
 * Whether an answer is the /api envelope: its media type is exactly JSON's. A JSON Lines file
 * (`application/jsonl`, the audit export) is a file, though its type starts the same.
 */
export function isJsonEnvelope(contentType: string | null): boolean {
  return (contentType ?? '').split(';')[0].trim().toLowerCase() === 'application/json';
}

export type FileResult = { file: Blob; fileName: string } | { error: AppError };

/**
 * Calls `/api/<call>` with the JSON body (as every /api call: the session token in it): the file
 * when the server makes one, else the failure it answered.
 */
export async function postForFile(
  call: string,
  body: string,
  fallbackName: string,
  fetcher: typeof fetch = fetch,
): Promise<FileResult> {
  try {
    const response = await fetcher(`/api/${call}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    if (isJsonEnvelope(response.headers.get('Content-Type'))) {
      return { error: fromApiEnvelope(await response.json(), response.status) };
    }
    if (!response.ok) return { error: fromApiEnvelope({}, response.status) };
    return {
      file: await response.blob(),
      fileName: fileNameOf(response.headers.get('Content-Disposition'), fallbackName),
    };
  } catch (error) {
    return { error: toAppError(error) };
  }
}

/** Hands a file to the browser's downloads, as a link to it clicked. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url));
}
