/**
 * A decider is the whole behaviour of one aggregate as three plain functions. Command handling
 * (load -> decide -> append with expected revision -> retry on conflict) is generic over it.
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  initialState: State;
  evolve(state: State, event: Event): State;
  /** Returns the new events, or throws a DomainError. Never reads a clock: time comes in the command. */
  decide(command: Command, state: State): Event[];
}

/** Every event is a past-tense fact with a schema version. Stored type names are never renamed. */
export interface DomainEvent<Type extends string = string, Data extends object = object> {
  type: Type;
  version: number;
  data: Data;
}
