import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HR_API, ymdIn, ZHrDeptSync, ZHrSyncResult, ZHrUserSync } from '@jikim/shared';
import type { TRouteAuth } from '../../lib/route-auth.js';
import { HR_EXCEL_MULTIPART, hrExcelBody, withExcelRows } from './hr.excel.js';
import { syncDepts, syncUsers } from './hr.sync.js';
import { integrationTokenRoutes } from './integration.tokens.js';
import { webhookRoutes } from './webhook.routes.js';

const hrSync = { auth: { kind: 'integration', scope: 'HR_SYNC' } } as const satisfies { auth: TRouteAuth };

/**
 * Enterprise integration (issue 32): the HR system's bulk sync of departments and users with an integration token, and
 * the administrators' token routes. One transaction per call: a call applies whole or not at all (row errors are
 * reported and those rows skipped).
 */
export async function integrationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['integration'];
  const today = () => ymdIn(app.jobs.now(), app.config.plantTimeZone ?? 'Asia/Seoul').replaceAll('-', '');
  await app.register(integrationTokenRoutes);
  await app.register(webhookRoutes);
  // Excel as an HR input: a multipart .xlsx becomes the same JSON body before validation (hr.excel.ts)
  await app.register(multipart, HR_EXCEL_MULTIPART);

  r.post(HR_API.users, {
    config: hrSync,
    bodyLimit: 20 * 1024 * 1024,
    preValidation: hrExcelBody('users'),
    schema: { tags, summary: 'HR: upsert (or fully sync) plant users; missing ones retired on a full sync (JSON, or an .xlsx as multipart)', body: ZHrUserSync, response: { 200: ZHrSyncResult } },
  }, async (req) => withExcelRows(req, await app.db.transaction((tx) => syncUsers(tx, req.integration!, req.body, { ip: req.ip, todayYmd8: today() }))));

  r.post(HR_API.depts, {
    config: hrSync,
    bodyLimit: 20 * 1024 * 1024,
    preValidation: hrExcelBody('depts'),
    schema: { tags, summary: 'HR: upsert (or fully sync) departments; a missing one without people taken out of use (JSON, or an .xlsx as multipart)', body: ZHrDeptSync, response: { 200: ZHrSyncResult } },
  }, async (req) => withExcelRows(req, await app.db.transaction((tx) => syncDepts(tx, req.integration!, req.body, { ip: req.ip }))));
}
