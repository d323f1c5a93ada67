import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HEA_RESULT_MESSAGES, testItemRangeResource, testItemResource } from '@jikim/shared';
import { queryRows } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { resourceRoutes } from '../../lib/resource/resource.routes.js';
import { heaTestItem, heaTestItemRange } from './testitem.tables.js';

/** base data: 검사항목 (/api/hea/baseinfo/testitems) and 검사항목 결과범위 (/api/hea/baseinfo/testitemresult) */
export async function testItemRoutes(app: FastifyInstance) {
  await resourceRoutes({ def: testItemResource, table: heaTestItem }, {
    async beforeWrite({ tx, op, before }) {
      // results keep their item rows for 5/30 years: an item in use is switched off, never deleted
      if (op !== 'delete' || !before) return;
      const used = await queryRows(tx, sql`select 1 from hea_checkup_result_item where test_item_cd = ${String(before.testItemCd)} limit 1`);
      if (used.length) throw new AppError(409, HEA_RESULT_MESSAGES.itemInUse);
      await tx.execute(sql`delete from hea_test_item_range where test_item_cd = ${String(before.testItemCd)}`);
    },
  })(app);

  await resourceRoutes({ def: testItemRangeResource, table: heaTestItemRange }, {
    async beforeWrite({ tx, op, values, before }) {
      if (op === 'delete') return;
      const merged = { ...(before ?? {}), ...values } as { testItemCd: string; sexCd: string; heaTestItemRangeNo?: number };
      const item = await queryRows(tx, sql`select 1 from hea_test_item where test_item_cd = ${merged.testItemCd}`);
      if (!item.length) throw badRequest([{ field: 'testItemCd', message: HEA_RESULT_MESSAGES.badItem }], HEA_RESULT_MESSAGES.badItem);
      const dup = await queryRows(tx, sql`select 1 from hea_test_item_range where test_item_cd = ${merged.testItemCd} and sex_cd = ${merged.sexCd}
        and hea_test_item_range_no <> ${Number(before?.heaTestItemRangeNo ?? 0)}`);
      if (dup.length) throw new AppError(409, HEA_RESULT_MESSAGES.rangeDuplicate);
    },
  })(app);
}
