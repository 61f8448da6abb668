/** The name itself is the stream id (`accountname-<name>` / `fleetname-<name>`). */
export interface Reserve {
  type: 'Reserve';
  ownerId: string;
}

export interface Release {
  type: 'Release';
  ownerId: string;
}

export type ReservationCommand = Reserve | Release;
