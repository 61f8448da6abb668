import { defineProjection } from '../define-projection';
import { Collections, micros } from '../read-models';
import { streamIdOf, update } from './support';

export const permissionsProjection = defineProjection({
  name: 'permissions',
  collections: [Collections.permissions],
  indexes: [{ collection: Collections.permissions, fields: ['name', 'sort'] }],
  handlers: {
    async PermissionGroupCreated({ data: d }, w) {
      await w.put(Collections.permissions, {
        id: d.permissionId,
        name: d.name,
        sort: d.sort,
        rights: d.rights,
        createDate: micros(d.at),
      });
    },
    async PermissionGroupEdited(event, w) {
      const { changes } = event.data;
      await update(w, Collections.permissions, streamIdOf(event), (doc) => ({
        ...doc,
        name: changes.name ?? doc.name,
        sort: changes.sort ?? doc.sort,
        rights: changes.rights ? { ...doc.rights, ...changes.rights } : doc.rights,
      }));
    },
    async PermissionGroupDeleted(event, w) {
      await w.delete(Collections.permissions, streamIdOf(event));
    },
  },
});
