import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { dutyResource, positionResource } from '@jikim/shared';
import { duty, position } from '../../db/schema.js';
import { queryRows } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { resourceRoutes, type ResourceOptions } from '../../lib/resource/resource.routes.js';

export const POSITION_IN_USE = '사용자에게 지정된 코드는 사용하지 않음으로 바꿀 수 없습니다.';

/** a position/duty held by an active user cannot be switched off (users would show an unusable code) */
const keepUsedCodesOn = (column: 'position_cd' | 'duty_cd', keyName: string): ResourceOptions['beforeWrite'] => async ({ tx, op, values, before }) => {
  if (op !== 'update' || values.useYn !== 'N' || before?.useYn === 'N') return;
  const used = await queryRows(tx, sql`select 1 from com_user where ${sql.identifier(column)} = ${before![keyName]} and use_yn = 'Y' and retire_yn = 'N' limit 1`);
  if (used.length) throw conflict(POSITION_IN_USE);
};

/** /api/manage/positions and /api/manage/dutys on the resource framework */
export async function positionRoutes(app: FastifyInstance) {
  await app.register(resourceRoutes({ def: positionResource, table: position }, { beforeWrite: keepUsedCodesOn('position_cd', 'positionCd') }));
  await app.register(resourceRoutes({ def: dutyResource, table: duty }, { beforeWrite: keepUsedCodesOn('duty_cd', 'dutyCd') }));
}
