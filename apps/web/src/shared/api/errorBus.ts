import { useSyncExternalStore } from 'react';
import { isSessionFailure } from '@gps/contracts/error-codes';
import type { AppError } from './types';

/** Errors waiting for the error dialog, shown one at a time. */
let queue: readonly AppError[] = [];
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function sameError(a: AppError, b: AppError): boolean {
  return a.code === b.code && a.messageKey === b.messageKey && a.detail === b.detail;
}

/** Queues an error for the dialog; repeats of a queued error and anything after a session failure are dropped. */
export function reportError(error: AppError): void {
  if (queue.some((queued) => sameError(queued, error) || isSessionFailure(queued.code))) return;
  queue = [...queue, error];
  emit();
}

export function dismissCurrentError(): void {
  queue = queue.slice(1);
  emit();
}

export function clearErrors(): void {
  queue = [];
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = (): AppError | undefined => queue[0];

export function useCurrentError(): AppError | undefined {
  return useSyncExternalStore(subscribe, current, current);
}
