import { defineProjection } from '../define-projection';
import { Collections } from '../read-models';

/** Only settings that were changed are stored; the api fills the rest from the domain's defaults. */
export const settingsProjection = defineProjection({
  name: 'settings',
  collections: [Collections.settings],
  handlers: {
    async SystemSettingChanged({ data: { id, value } }, w) {
      await w.put(Collections.settings, { id, value });
    },
  },
});
