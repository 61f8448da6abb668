import type { WarningEvent } from '@gps/domain';
import type { Handlers } from '../../define-projection';
import { handleWarning } from './warnings';

/** Warning handling streams (`warning-<warningId>`) onto the warning documents. */
export const warningHandlingHandlers = {
  WarningHandled: handleWarning,
} satisfies Handlers<WarningEvent>;
