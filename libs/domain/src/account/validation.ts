import { identifier } from '../validation/identifiers';

export function permissionId(value: unknown): string {
  return identifier('permissionId', value);
}
