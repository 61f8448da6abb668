import { checkFences, type FenceChange, type FenceSide, type FenceSides } from '../place/geometry';
import { event } from '../shared/event';
import type { MotionFix } from './decide-motion';
import type { DeviceFences } from './device-fences';
import type { FenceCrossedData, FenceEntered, FenceExited, FenceSidesFound } from './events';
import { recordWarning } from './observe';
import type { Recorder } from './recorder';
import type { WarningKind } from './warnings';

/**
 * A crossing's warning id: one per fence and fix, so two fences crossed by one fix, or two fixes
 * of one burst received together, are distinct warnings, and a retried command writes the same.
 */
export function fenceWarningIdOf(
  serial: string,
  fixTime: number,
  kind: WarningKind,
  fenceId: string,
): string {
  return `${serial}-${fixTime}-${kind}-${fenceId}`;
}

/** Keys of sides kept for fences the device no longer has (removed, or reshaped under a new key). */
function forgottenKeys(sides: FenceSides, fences: DeviceFences | undefined): string[] {
  const forgotten: string[] = [];
  for (const key in sides) if (fences === undefined || !fences.facts.has(key)) forgotten.push(key);
  return forgotten;
}

function hasAnyKey(sides: FenceSides): boolean {
  for (const _ in sides) return true;
  return false;
}

function recordCrossing(r: Recorder, fences: DeviceFences, change: FenceChange, fix: MotionFix): void {
  const facts = fences.facts.get(change.fenceId);
  if (facts === undefined) return; // a prepared fence always has its facts; nothing to name otherwise
  const enter = change.crossing === 'enter';
  const kind: WarningKind = enter ? 'fence_enter' : 'fence_exit';
  const where = { latitude: fix.latitude, longitude: fix.longitude };
  const warned = enter ? facts.enterWarning : facts.exitWarning;
  const warningId = warned
    ? recordWarning(
        r,
        kind,
        'alarm',
        where,
        fix.fixTime,
        fenceWarningIdOf(r.serial, fix.fixTime, kind, facts.fenceId),
      )
    : null;
  const data: FenceCrossedData = {
    at: r.at,
    ...where,
    fenceId: facts.fenceId,
    fenceKey: change.fenceId,
    alias: facts.alias,
    fixTime: fix.fixTime,
    warningId,
  };
  r.record(enter ? event<FenceEntered>('FenceEntered', data) : event<FenceExited>('FenceExited', data));
}

/**
 * Runs after an in-order GPS fix is recorded: the device's side of each of its fences, by the
 * jitter rule (place/geometry). A fence the device has no side of yet (just added, reshaped, or the
 * device's first fix) gets one quietly, in one FenceSidesFound; a change of side is a FenceEntered
 * or FenceExited, with a warning when the fence's flag asks for one. Buffered and cell-tower fixes
 * never come here (docs/decisions/fence-crossings.md).
 */
export function decideFences(r: Recorder, fix: MotionFix): void {
  const { fences } = r;
  const sides = r.device().fenceSides;
  if (fences === undefined) {
    // Every fence was removed: their sides are forgotten, once.
    if (hasAnyKey(sides)) recordSidesFound(r, fix, {}, forgottenKeys(sides, undefined));
    return;
  }
  const changes = checkFences(fences.set, sides, fix);
  if (changes.length === 0) return;
  let found: Record<string, FenceSide> | undefined;
  for (const change of changes) if (change.crossing === null) (found ??= {})[change.fenceId] = change.side;
  // A new key means the fences changed: the sides of those no longer there are dropped with it.
  if (found !== undefined) recordSidesFound(r, fix, found, forgottenKeys(sides, fences));
  for (const change of changes) if (change.crossing !== null) recordCrossing(r, fences, change, fix);
}

function recordSidesFound(
  r: Recorder,
  fix: MotionFix,
  sides: Record<string, FenceSide>,
  forgotten: string[],
): void {
  r.record(
    event<FenceSidesFound>('FenceSidesFound', {
      at: r.at,
      latitude: fix.latitude,
      longitude: fix.longitude,
      fixTime: fix.fixTime,
      sides,
      forgotten,
    }),
  );
}
