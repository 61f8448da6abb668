import { AdminFunction } from '../permission/functions';
import type { Actor, DeviceScope } from './actor';
import { adminCan } from './admin-rights';
import { canSendCommands } from './client-actions';
import { deviceVisibleTo } from './scope';

/**
 * Voice recordings of a device (docs/decisions/voice-recordings.md). Uploading one is talking to
 * the device's owner through it, so clients need what remote control needs: the device in their
 * tenancy and permission slot 2. In the back office it is device work: DEVICE edit.
 * Pass the device as stored (read model), never as described by the request.
 */
export function canUploadVoiceRecording(actor: Actor, device: DeviceScope): boolean {
  if (actor.kind === 'admin') return adminCan(actor, AdminFunction.DEVICE, 'edit');
  return canSendCommands(actor, device);
}

/** Listening needs only sight of the device; administrators need DEVICE or CUSTOMER view. */
export function canListVoiceRecordings(actor: Actor, device: DeviceScope): boolean {
  if (actor.kind === 'admin') {
    return adminCan(actor, AdminFunction.DEVICE, 'view') || adminCan(actor, AdminFunction.CUSTOMER, 'view');
  }
  return deviceVisibleTo(actor, device);
}
