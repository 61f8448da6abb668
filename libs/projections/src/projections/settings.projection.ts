import type { Projection } from '../projection';
import { Collections, type SettingDoc } from '../read-models';
import { dataOf } from './support';

/** Only settings that were changed are stored; the api fills the rest from the domain's defaults. */
export const settingsProjection: Projection = {
  name: 'settings',
  collections: [Collections.settings],
  handles: ['SystemSettingChanged'],
  async apply(event, w) {
    const { id, value } = dataOf<{ id: string; value: string }>(event);
    const doc: SettingDoc = { id, value };
    return w.put(Collections.settings, doc);
  },
};
