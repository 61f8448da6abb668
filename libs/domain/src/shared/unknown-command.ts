import { DomainError } from '../errors';

/** Exhaustiveness at compile time; a clear error at run time if a door forwards a stray command. */
export function unknownCommand(command: never): never {
  const type = (command as { type?: unknown } | null)?.type;
  throw new DomainError('validation', `unknown command ${String(type)}`, { field: 'type' });
}
