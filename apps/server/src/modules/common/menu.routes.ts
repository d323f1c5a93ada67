import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { selfService } from '../../lib/route-auth.js';
import { findUserMenus } from './menu.repository.js';

export const ZUserMenuSchema = z.object({
  menuId: z.string(),
  menuNm: z.string(),
  menuNmI18n: z.record(z.string(), z.string()),
  upMenuId: z.string().nullable(),
  menuLvl: z.number().int(),
  frontEndUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  accessYn: z.enum(['Y', 'N']),
  writeYn: z.enum(['Y', 'N']),
  allPlantAccessCd: z.string(),
  plantTypeAuth: z.string().nullable(),
  contTypeAuth: z.string().nullable(),
  navigationYn: z.enum(['Y', 'N']),
  icon: z.string().nullable(),
  color: z.string().nullable(),
});

export async function commonMenuRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/common/menu/usermenus', {
    config: selfService,
    schema: {
      tags: ['common'],
      summary: '로그인 사용자가 접근 가능한 메뉴 (상위 메뉴 포함, 정렬됨)',
      response: { 200: z.array(ZUserMenuSchema) },
    },
  }, async (req) => findUserMenus(app.db, req.principal!));
}
