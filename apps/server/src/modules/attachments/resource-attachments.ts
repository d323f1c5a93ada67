import { getOne, type ResourceBinding } from '../../lib/resource/resource.repository.js';
import { registerTaskClass, type TOwnerScope } from './attachments.registry.js';

const MAX_INT = 2_147_483_647;

/** attachFileId → the resource key in its canonical spelling, or null when it cannot be one (then no record owns it) */
function keyOf(binding: ResourceBinding, attachFileId: string): string | number | null {
  if (binding.def.key.type === 'string') return attachFileId.length <= 50 ? attachFileId : null;
  if (!/^[1-9]\d{0,9}$/.test(attachFileId)) return null;
  const n = Number(attachFileId);
  return n <= MAX_INT ? n : null;
}

/**
 * The attachment task classes a resource definition names (`attachments`) belong to its records: rights come
 * from the definition's menu, the group's attachFileId is the record key, and the owner's scope is read from the
 * definition's plant/department columns. Registered once per module at import time. Files picked before the record's
 * first save go to a temporary group; the framework's create route claims it (`?attachTempId=tmp_…`).
 */
export function registerResourceAttachments(binding: ResourceBinding, taskClassDesc: string): void {
  const { def } = binding;
  for (const taskClassNm of def.attachments ?? []) {
    registerTaskClass({
      taskClassNm,
      taskClassDesc,
      menus: [def.menuId],
      async resolveOwner(db, attachFileId): Promise<TOwnerScope | null> {
        const key = keyOf(binding, attachFileId);
        if (key === null) return null;
        const row = await getOne(db, binding, key);
        if (!row) return null;
        const plant = def.scope?.plant;
        const dept = def.scope?.dept;
        return { plantCd: plant ? (row[plant] as string | null) : null, deptCd: dept ? (row[dept] as string | null) : null };
      },
    });
  }
}
