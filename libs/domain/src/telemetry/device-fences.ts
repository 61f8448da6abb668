import { FenceType } from '@gps/codes';
import { prepareFence, type PreparedFence, type PreparedFenceSet } from '../place/geometry';
import type { FenceShape } from '../place/geometry';
import type { Fence } from '../place/place';

/** What a crossing of a fence needs beside its geometry: its name and warning flags. */
export interface FenceFacts {
  fenceId: string;
  alias: string;
  enterWarning: boolean;
  exitWarning: boolean;
}

/**
 * One device's fences as the telemetry decision checks them: prepared once whenever they change
 * (the ingest keeps them), never per position. The prepared fences' ids are fence keys
 * (`fenceKeyOf`), and `facts` names each by that key.
 */
export interface DeviceFences {
  set: PreparedFenceSet;
  facts: ReadonlyMap<string, FenceFacts>;
}

/** Prime and offset of 32-bit FNV-1a: a small, well-spread fingerprint without a dependency. */
const FNV_PRIME = 0x01000193;
const FNV_OFFSET = 0x811c9dc5;
const BASE_36 = 36;

function fingerprint(text: string): string {
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  return (hash >>> 0).toString(BASE_36);
}

/**
 * The key a device's side of a fence is kept under: the fence id and a fingerprint of its shape.
 * An edit of the shape gives the fence a new key, so the side decided against the old outline is
 * not carried to the new one (docs/decisions/fence-crossings.md); an edit of its name or flags
 * keeps the key and the side. Any process computes the same key from the fence alone.
 */
export function fenceKeyOf(fence: Fence): string {
  const points = fence.coordinates.map((p) => `${p.latitude},${p.longitude}`).join(';');
  return `${fence.fenceId}#${fingerprint(`${fence.fenceType}|${fence.radiusMeters ?? ''}|${points}`)}`;
}

/** The stored fence's outline: a circle by its centre and radius (the edge point is only drawn). */
export function fenceShapeOf(fence: Fence): FenceShape {
  const [center] = fence.coordinates;
  if (fence.fenceType === FenceType.CIRCLE && center !== undefined && fence.radiusMeters !== null) {
    return { kind: 'circle', center, radiusMeters: fence.radiusMeters };
  }
  return { kind: 'polygon', vertices: fence.coordinates };
}

/** A fence made ready for the decision: its geometry under its key, and its facts. */
export interface PreparedDeviceFence {
  prepared: PreparedFence;
  facts: FenceFacts;
}

export function prepareDeviceFence(fence: Fence): PreparedDeviceFence {
  return {
    prepared: prepareFence({ id: fenceKeyOf(fence), shape: fenceShapeOf(fence) }),
    facts: {
      fenceId: fence.fenceId,
      alias: fence.alias,
      enterWarning: fence.enterWarning,
      exitWarning: fence.exitWarning,
    },
  };
}

/** A device's fences from their prepared parts (re-preparing none); undefined when it has none. */
export function deviceFencesOf(fences: Iterable<PreparedDeviceFence>): DeviceFences | undefined {
  const prepared: PreparedFence[] = [];
  const facts = new Map<string, FenceFacts>();
  for (const fence of fences) {
    prepared.push(fence.prepared);
    facts.set(fence.prepared.id, fence.facts);
  }
  return prepared.length === 0 ? undefined : { set: { fences: prepared }, facts };
}
