import { useState } from 'react';
import { isTempAttachFileId } from '@jikim/shared';

/**
 * A temporary attachment group id (`tmp_` + 32 hex) for a record that is not saved yet. Random from
 * crypto.getRandomValues, which (unlike randomUUID) also works on plain-http intranet addresses. The server binds
 * the group to the user who uploads into it; the record's create claims it (`?attachTempId=`).
 */
export function newTempAttachFileId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `tmp_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** one temporary group id for the lifetime of a new-record form */
export function useTempAttachFileId(): string {
  const [id] = useState(newTempAttachFileId);
  return id;
}

export { isTempAttachFileId };
