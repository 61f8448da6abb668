import type { AppConfig } from '../config';
import type { Sessions } from '../sessions/sessions';
import type { Logger } from '../infrastructure/logger';

/**
 * What the doors need of the platform besides the Dispatcher: where clients are (behind a proxy or
 * not), the GraphQL limits, the sessions a websocket checks, a log. The app module provides the
 * platform under this token; the doors never see the rest of it.
 */
export abstract class DoorParts {
  abstract readonly config: Pick<AppConfig, 'trustProxy' | 'graphql'>;
  abstract readonly sessions: Pick<Sessions, 'current'>;
  abstract readonly logger: Logger;
}
