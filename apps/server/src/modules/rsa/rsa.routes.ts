import type { FastifyInstance } from 'fastify';
import { rsaAssessmentRoutes } from './assessment.routes.js';
import { rsaDueRoutes } from './due.routes.js';
import { rsaHazardLibRoutes } from './hazard-lib.routes.js';
import { rsaMatrixRoutes } from './matrix.routes.js';
import { rsaPlanRoutes } from './plan.routes.js';
import { rsaRegisterRoutes } from './register.routes.js';
import { rsaUnitWorkRoutes } from './unit-work.routes.js';

/** 위험성평가 (issue 18): /api/rsa/matrix, /plans, /plans/due (and its reminder job), /assessments, /register, /unit-works, /hazards */
export async function rsaRoutes(app: FastifyInstance): Promise<void> {
  await app.register(rsaMatrixRoutes);
  await app.register(rsaPlanRoutes);
  await app.register(rsaDueRoutes);
  await app.register(rsaAssessmentRoutes);
  await app.register(rsaRegisterRoutes);
  await app.register(rsaUnitWorkRoutes);
  await app.register(rsaHazardLibRoutes);
}
