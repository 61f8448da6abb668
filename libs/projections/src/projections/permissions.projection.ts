import type { PermissionGroupChanges, PermissionGroupCreatedData } from '@gps/domain';
import type { Projection } from '../projection';
import { Collections, micros, type PermissionDoc } from '../read-models';
import { dataOf, streamIdOf, update } from './support';

export const permissionsProjection: Projection = {
  name: 'permissions',
  collections: [Collections.permissions],
  indexes: [{ collection: Collections.permissions, fields: ['name', 'sort'] }],
  handles: ['PermissionGroupCreated', 'PermissionGroupEdited'],
  async apply(event, w) {
    if (event.type === 'PermissionGroupCreated') {
      const d = dataOf<PermissionGroupCreatedData>(event);
      const doc: PermissionDoc = {
        id: d.permissionId,
        name: d.name,
        sort: d.sort,
        rights: d.rights,
        createDate: micros(d.at),
      };
      return w.put(Collections.permissions, doc);
    }
    const { changes } = dataOf<{ changes: PermissionGroupChanges }>(event);
    return update(w, Collections.permissions, streamIdOf(event), (doc) => ({
      ...doc,
      name: changes.name ?? doc.name,
      sort: changes.sort ?? doc.sort,
      rights: changes.rights ? { ...doc.rights, ...changes.rights } : doc.rights,
    }));
  },
};
