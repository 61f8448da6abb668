import type { PersonalDataEvent } from '@gps/domain';
import type { Handlers } from '../../define-projection';
import { Collections } from '../../read-models';
import { ERASED_DEVICE, ERASED_FLEET, withErased } from '../personal-data';
import { update } from '../support';

/** A customer's erasure: its fleet row's or device row's personal fields read erased. */
export const personalDataHandlers = {
  async PersonalDataErased({ data: d }, w) {
    if (d.accountType === ERASED_FLEET) {
      await update(w, Collections.fleets, d.accountId, (fleet) =>
        withErased(fleet, ['contact', 'phoneNumber', 'address', 'email']),
      );
    } else if (d.accountType === ERASED_DEVICE) {
      await update(w, Collections.devices, d.accountId, (device) =>
        withErased(device, ['deviceOwnerName', 'phoneNumber', 'email']),
      );
    }
  },
} satisfies Handlers<PersonalDataEvent>;
