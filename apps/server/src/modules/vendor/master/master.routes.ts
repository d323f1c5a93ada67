import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VND_API, VND_MENUS, ZTempPasswordSchema, ZVendorUserCreateSchema, ZVendorUserSchema } from '@jikim/shared';
import { menuRead, menuWrite } from '../../../lib/route-auth.js';
import { resourceRoutes } from '../../../lib/resource/resource.routes.js';
import { vendorPlant } from '../vendor.tables.js';
import { findVendorUsers, loadVendorInScope, vendorBinding, VendorUserService } from './vendor-users.service.js';

const tags = ['vendorMaster'];
const zCd = z.string().trim().min(1).max(30);
const zUserId = z.string().trim().min(1).max(50);
const ZOk = z.object({ success: z.boolean() });

/** 업체관리: the vendor master (resource) and the vendor's login accounts */
export async function vendorMasterRoutes(app: FastifyInstance): Promise<void> {
  await app.register(resourceRoutes({ ...vendorBinding, children: { plants: { table: vendorPlant, parentKey: 'vendorCd' } } }));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new VendorUserService(app);
  const base = VND_API.vendors;

  r.get(`${base}/:vendorCd/users`, {
    config: menuRead(VND_MENUS.master),
    schema: { tags, summary: '협력업체 사용자 계정 목록', params: z.object({ vendorCd: zCd }), response: { 200: z.array(ZVendorUserSchema) } },
  }, async (req) => {
    await loadVendorInScope(app.db, req, req.params.vendorCd);
    return findVendorUsers(app.db, req.params.vendorCd);
  });

  r.post(`${base}/:vendorCd/users`, {
    config: menuWrite(VND_MENUS.master),
    schema: {
      tags, summary: '협력업체 사용자 계정 추가 (임시 비밀번호는 이 응답에서 한 번만 보여 줌)',
      params: z.object({ vendorCd: zCd }), body: ZVendorUserCreateSchema, response: { 200: ZTempPasswordSchema },
    },
  }, async (req) => svc.create(req, req.params.vendorCd, req.body));

  r.put(`${base}/password-reset/:vendorCd/:userId`, {
    config: menuWrite(VND_MENUS.master),
    schema: {
      tags, summary: 'vendor master password reset {0}/{1} (새 임시 비밀번호를 한 번만 보여 줌)',
      params: z.object({ vendorCd: zCd, userId: zUserId }), response: { 200: ZTempPasswordSchema },
    },
  }, async (req) => svc.resetPassword(req, req.params.vendorCd, req.params.userId));

  for (const action of ['lock', 'unlock'] as const) {
    r.put(`${base}/:vendorCd/users/:userId/${action}`, {
      config: menuWrite(VND_MENUS.master),
      schema: {
        tags, summary: action === 'lock' ? '협력업체 사용자 계정 잠금 (로그인 불가, 세션 종료)' : '협력업체 사용자 계정 잠금 해제',
        params: z.object({ vendorCd: zCd, userId: zUserId }), response: { 200: ZOk },
      },
    }, async (req) => {
      await svc.setLocked(req, req.params.vendorCd, req.params.userId, action === 'lock');
      return { success: true };
    });
  }
}
