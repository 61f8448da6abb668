/** A function's admin rights: 4 characters, add / edit / delete / view, e.g. "1101". */
export interface FunctionRights {
  functionId: number;
  flags: string;
}

/** What the session cookie holds (spec: token, accountId, accountType, account, alias, permissions, rights). */
export interface SessionData {
  token: string;
  accountId: string;
  /** 1 administrator, 2 fleet (main or sub), 3 single device. */
  accountType: number;
  account: string;
  alias: string | null;
  /** Clients: [slot 1 edit vehicle info, slot 2 send commands, slot 3 fleet management]. */
  permissions: number[];
  /** Administrators: rights per function 1..13. */
  rights: FunctionRights[];
  /** Sub-fleets: their main fleet. */
  parentFleetId: string | null;
  /** The server's idle window in seconds, which the idle logout's countdown mirrors. */
  idleSeconds: number;
}
