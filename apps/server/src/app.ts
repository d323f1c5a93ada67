import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Db, DbHandle } from './db/client.js';
import { authPlugin } from './plugins/auth.js';
import { bodyParserPlugin } from './plugins/body-parser.js';
import { errorsPlugin } from './plugins/errors.js';
import { RequestLogController } from './plugins/request-log.js';
import { webPlugin } from './plugins/web.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { commonMenuRoutes } from './modules/common/menu.routes.js';
import { systemRoutes } from './modules/common/system.routes.js';
import { attachmentRoutes } from './modules/attachments/attachments.routes.js';
import { attachSettingRoutes } from './modules/attachments/attach-settings.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { lookupRoutes } from './modules/common/lookup.routes.js';
import { noticeRoutes } from './modules/notice/notice.routes.js';
import { noticeBoardRoutes } from './modules/notice/notice-board.routes.js';
import { favoriteRoutes } from './modules/common/favorite.routes.js';
import { positionRoutes } from './modules/position/position.routes.js';
import { approvalRoutes } from './modules/approvals/approvals.routes.js';
import { notifyRoutes } from './modules/notify/notify.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { imprRoutes } from './modules/impr/impr.routes.js';
import { educationRoutes } from './modules/education/education.routes.js';
import { vendorCouncilRoutes } from './modules/vendor/council/council.routes.js';
import { safetyCheckRoutes } from './modules/safety/checks/checks.routes.js';
import { facilityRoutes } from './modules/safety/facilities/facilities.routes.js';
import { tbmRoutes } from './modules/safety/tbm/tbm.routes.js';
import { observationRoutes } from './modules/safety/observations/observation.routes.js';
import { patrolRoutes } from './modules/safety/patrol/patrol.routes.js';
import { mocRoutes } from './modules/safety/moc/moc.routes.js';
import { workPermitRoutes } from './modules/work-permits/wkod.routes.js';
import { myInfoPortletRoutes } from './modules/common/myinfo.portlet.js';
import { dashboardRoutes } from './modules/common/dashboard.routes.js';
import { integrationRoutes } from './modules/integration/integration.routes.js';
import { workOrderPortletRoutes } from './modules/work-permits/wkod.portlet.js';
import { vendorMasterRoutes } from './modules/vendor/master/master.routes.js';
import { vendorWorkerRoutes } from './modules/vendor/workers/workers.routes.js';
import { vendorEntryRoutes } from './modules/vendor/entry/entry.routes.js';
import { vendorPenaltyRoutes } from './modules/vendor/penalty/penalty.routes.js';
import { vendorNoticeRoutes } from './modules/vendor/notice/notice.routes.js';
import { vendorEvalRoutes } from './modules/vendor/eval/eval.routes.js';
import { vendorPortalRoutes } from './modules/vendor/portal/portal.routes.js';
import { rsaRoutes } from './modules/rsa/rsa.routes.js';
import { calendarRegisterRoutes, calendarRoutes, holidayRoutes } from './modules/calendar/calendar.routes.js';
import { safetyAccidentRoutes } from './modules/safety/accidents/accidents.routes.js';
import { entrantRoutes } from './modules/work-permits/entrant/entrant.routes.js';
import { jobsPlugin } from './lib/jobs/jobs.js';
import { serverTimePlugin } from './lib/server-time.js';
import { idempotencyPlugin } from './lib/idempotency.js';
import { childLockPlugin } from './lib/resource/child-lock.js';
import { jobRoutes } from './lib/jobs/jobs.routes.js';
import { mgtRoutes } from './modules/mgt/mgt.routes.js';
import { documentRoutes } from './modules/mgt/documents/documents.routes.js';
import { boardRoutes } from './modules/safety/boards/boards.routes.js';
import { psmRoutes } from './modules/psm/psm.routes.js';
import { setPlantTimeZone } from './lib/plant-time.js';
import { chmRoutes } from './modules/chm/chm.routes.js';
import { envRoutes } from './modules/env/env.routes.js';
import { envWasteRoutes } from './modules/env/waste/env.waste.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbHandle: DbHandle;
    config: AppConfig;
  }
}

/** TRUST_PROXY → Fastify: a hop count trusts that many proxies next to the server, a list only those peers */
function trustProxyOption(v: AppConfig['trustProxy']): boolean | string[] | ((addr: string, hop: number) => boolean) {
  if (typeof v === 'number') return v > 0 ? (_addr, hop) => hop < v : false;
  return v && v.length > 0 ? v : false;
}

export type BuildOptions = { config: AppConfig; dbHandle: DbHandle; logger?: boolean };

/** the route modules; each module issue adds its own here */
const modules = [systemRoutes, authRoutes, commonMenuRoutes, attachmentRoutes, attachSettingRoutes, adminRoutes, lookupRoutes, favoriteRoutes, myInfoPortletRoutes, dashboardRoutes, noticeRoutes, noticeBoardRoutes, positionRoutes, notifyRoutes, approvalRoutes, healthRoutes, imprRoutes, vendorMasterRoutes, vendorWorkerRoutes, vendorCouncilRoutes, vendorEntryRoutes, vendorPenaltyRoutes, vendorNoticeRoutes, vendorEvalRoutes, vendorPortalRoutes, rsaRoutes, educationRoutes, safetyAccidentRoutes, safetyCheckRoutes, facilityRoutes, tbmRoutes, patrolRoutes, observationRoutes, mocRoutes, workPermitRoutes, workOrderPortletRoutes, entrantRoutes, jobRoutes, chmRoutes, holidayRoutes, calendarRegisterRoutes, calendarRoutes, mgtRoutes, documentRoutes, boardRoutes, envRoutes, envWasteRoutes, psmRoutes, integrationRoutes];

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function buildApp({ config, dbHandle, logger = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers["x-authorization"]'] } : false,
    bodyLimit: config.bodyLimitBytes,
    // proxy headers only from configured proxies: otherwise any client could forge req.ip (rate limits, audit log)
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: () => crypto.randomUUID(),
    // one line per request, at debug on the embedded demo (plugins/request-log.ts)
    logController: new RequestLogController(config.requestLogLevel ?? 'info'),
    routerOptions: { maxParamLength: 200 },
    ajv: undefined,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', dbHandle.db);
  app.decorate('dbHandle', dbHandle);
  app.decorate('config', config);
  setPlantTimeZone(config.plantTimeZone);

  await app.register(errorsPlugin);
  await app.register(bodyParserPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ant Design writes its styles at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Jikim (지킴) API', description: 'EHS platform API', version: '0.1.0' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Authorization' } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(authPlugin);
  await app.register(jobsPlugin);
  // issue 25: times the server witnesses are its own; child rows lock with their record (before any module's routes)
  // (registered in this order, a request's time is checked (400) before its record's lock (409))
  // a write sent again with its Idempotency-Key is answered from the first, before any check runs again
  await app.register(idempotencyPlugin);
  await app.register(childLockPlugin);
  await app.register(serverTimePlugin);

  for (const m of modules) await app.register(m);

  // the built web app, precompressed, and the history-mode fallback (plugins/web.ts)
  await app.register(webPlugin, { root: config.webDistDir ?? defaultWebDist });
  return app;
}
