import type { DomainEvent, ReservationCommand } from '@gps/domain';
import { ResponseCode } from '@gps/contracts';
import type { RefusalReason } from '@gps/codes';
import { refused } from '../../request/api-error';
import type { Aggregate, CommandOrigin } from '../../commands/aggregate';

/** The reservation streams of one kind of name (account names, fleet account names). */
export type NameReservations = Aggregate<ReservationCommand>;

/** The idempotency keys of a name's reservation and release within their call. */
const RESERVE_KEY = 'reserve-name';
const RELEASE_KEY = 'release-name';

/** A name to hold for an owner: `what` says it in the -7 refusal ("an account with this name"). */
export interface NameClaim {
  names: NameReservations;
  name: string;
  what: string;
  /** The refusal's reason when the name is taken. */
  reason: RefusalReason;
}

/**
 * Creates an aggregate whose name must be unique: the command is decided on an empty stream first
 * (bad input is -2 and reserves nothing), then the name is reserved in its `<kind>name-<name>`
 * stream with the expected revision, so two concurrent creations of one name cannot both succeed
 * (the second is -7), and only then is the aggregate created. A retry of the call (same key) finds
 * the name already its own and the creation already written.
 */
export async function createNamed<C, E extends DomainEvent>(
  origin: CommandOrigin,
  claim: NameClaim,
  target: { aggregate: Aggregate<C, E>; id: string; command: C },
): Promise<void> {
  target.aggregate.validateNew(target.command);
  try {
    await claim.names.execute(
      origin,
      claim.name,
      { type: 'Reserve', ownerId: target.id },
      { key: RESERVE_KEY },
    );
  } catch (error) {
    if (error instanceof Error && (error as { kind?: string }).kind === 'conflict') {
      throw refused(ResponseCode.CONFLICT, claim.reason, `${claim.what} already exists`);
    }
    throw error;
  }
  await target.aggregate.execute(origin, target.id, target.command);
}

/** Frees a deleted owner's name, so that a new account may take it. */
export async function releaseName(
  origin: CommandOrigin,
  names: NameReservations,
  name: string,
  ownerId: string,
): Promise<void> {
  await names.execute(origin, name, { type: 'Release', ownerId }, { key: RELEASE_KEY });
}
