import { z } from 'zod';
import { defineResource, zText } from '../resource/definition.js';
import { MGT_API, MGT_APPR_TYPES, MGT_CODE_GROUPS, MGT_HALVES, MGT_LAW_RESULTS, MGT_MENUS } from './mgt.const.js';

/**
 * 법규 등록부 (legal register, 중처법 시행령 제5조; ISO 45001 6.1.3): obligations at article level per plant — the law,
 * the article, the duty, the owner and the module that holds its evidence. Each is evaluated every half (law-checks).
 */
export const mgtLawResource = defineResource({
  name: 'mgtLaw',
  title: 'title',
  basePath: MGT_API.laws,
  menuId: MGT_MENUS.laws,
  key: { name: 'lawNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'lawCd', type: 'select', label: 'lawCd', schema: z.string().trim().min(1).max(20), codeGroup: MGT_CODE_GROUPS.law, required: true, span: 8 },
    { name: 'article', type: 'text', label: 'article', schema: zText(100, { required: true }), required: true, maxLength: 100, span: 8 },
    { name: 'lawTitle', type: 'text', label: 'lawTitle', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'dutyText', type: 'textarea', label: 'dutyText', schema: zText(2000, { required: true }), required: true, maxLength: 2000, span: 24 },
    { name: 'ownerUserId', type: 'user', label: 'ownerUserId', schema: z.string().trim().max(50).nullish(), span: 8 },
    { name: 'evidenceModuleCd', type: 'select', label: 'evidenceModuleCd', schema: z.string().trim().max(20).nullish(), codeGroup: MGT_CODE_GROUPS.evidenceModule, span: 8 },
    { name: 'useYn', type: 'switch', label: 'useYn', schema: z.enum(['Y', 'N']).default('Y'), span: 8 },
  ],
  listColumns: [
    { name: 'lawCd', width: 140, align: 'center', sortable: true },
    { name: 'article', width: 160, sortable: true },
    { name: 'lawTitle', link: true },
    { name: 'deptCd', width: 140 },
    { name: 'ownerUserId', width: 110, align: 'center' },
    { name: 'evidenceModuleCd', width: 130, align: 'center' },
    { name: 'useYn', width: 80, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'lawCd', type: 'select', op: 'eq', label: 'lawCd', codeGroup: MGT_CODE_GROUPS.law, width: 6 },
    { name: 'lawTitle', type: 'text', op: 'contains', label: 'lawTitle', width: 6 },
  ],
  defaultSort: { field: 'lawNo', order: 'asc' },
  scope: { plant: 'plantCd' },
  i18n: {
    ko: { title: '법규 등록부', lawNo: '번호', plantCd: '사업장', plantNm: '사업장', deptCd: '담당부서', deptNm: '담당부서', lawCd: '법령', lawNm: '법령', article: '조항', lawTitle: '의무', dutyText: '의무 내용', ownerUserId: '담당자', ownerUserNm: '담당자', evidenceModuleCd: '증빙 모듈', evidenceModuleNm: '증빙 모듈', useYn: '적용', useNm: '적용' },
    en: { title: 'Legal register', lawNo: 'No.', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Owning dept.', deptNm: 'Owning dept.', lawCd: 'Law', lawNm: 'Law', article: 'Article', lawTitle: 'Obligation', dutyText: 'Duty', ownerUserId: 'Owner', ownerUserNm: 'Owner', evidenceModuleCd: 'Evidence module', evidenceModuleNm: 'Evidence module', useYn: 'Applies', useNm: 'Applies' },
    zh: { title: '法规登记簿', lawNo: '编号', plantCd: '工厂', plantNm: '工厂', deptCd: '负责部门', deptNm: '负责部门', lawCd: '法令', lawNm: '法令', article: '条款', lawTitle: '义务', dutyText: '义务内容', ownerUserId: '负责人', ownerUserNm: '负责人', evidenceModuleCd: '证据模块', evidenceModuleNm: '证据模块', useYn: '适用', useNm: '适用' },
    es: { title: 'Registro legal', lawNo: 'N.º', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Depto. responsable', deptNm: 'Depto. responsable', lawCd: 'Ley', lawNm: 'Ley', article: 'Artículo', lawTitle: 'Obligación', dutyText: 'Deber', ownerUserId: 'Responsable', ownerUserNm: 'Responsable', evidenceModuleCd: 'Módulo de evidencia', evidenceModuleNm: 'Módulo de evidencia', useYn: 'Aplica', useNm: 'Aplica' },
  },
});

/** `POST /api/mgt/law-checks` (contract): one evaluation of one obligation in a half */
export const ZMgtLawCheckCreateSchema = z.object({
  lawNo: z.number().int().min(1).max(2_147_483_647),
  year: z.number().int().min(2000).max(2100),
  half: z.enum(MGT_HALVES),
  resultCd: z.enum(MGT_LAW_RESULTS),
  comment: zText(2000),
  evidence: zText(2000).optional(),
});
export type TMgtLawCheckCreate = z.infer<typeof ZMgtLawCheckCreateSchema>;

/**
 * 준수평가 (시행령 제5조): the half-yearly evaluation of each obligation. Created by the contract route (a 미준수 opens
 * an improvement action, sourceTypeCd LAW); read and exported through the definition. The evaluator may correct the
 * comment and evidence until the responsible manager's 결재 (MGT_LAW_CHECK) is requested; the result, obligation and
 * half are fixed at creation (the action a 미준수 opened stays true). Only approved checks count in the binder.
 */
export const mgtLawCheckResource = defineResource({
  name: 'mgtLawCheck',
  title: 'title',
  basePath: MGT_API.lawChecks,
  menuId: MGT_MENUS.lawChecks,
  key: { name: 'checkNo', type: 'number', generated: true },
  fields: [
    { name: 'lawNo', type: 'number', label: 'lawNo', schema: z.number().int().min(1), reference: { to: 'mgtLaw' }, required: true, createOnly: true, span: 8 },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), serverOnly: true, span: 8 },
    { name: 'year', type: 'number', label: 'year', schema: z.number().int().min(2000).max(2100), required: true, createOnly: true, span: 8 },
    { name: 'half', type: 'select', label: 'half', schema: z.enum(MGT_HALVES), codeGroup: MGT_CODE_GROUPS.half, required: true, createOnly: true, span: 8 },
    { name: 'lawTitle', type: 'text', label: 'lawTitle', schema: z.string().nullish(), serverOnly: true, span: 16 },
    { name: 'article', type: 'text', label: 'article', schema: z.string().nullish(), serverOnly: true, span: 8 },
    { name: 'resultCd', type: 'select', label: 'resultCd', schema: z.enum(MGT_LAW_RESULTS), codeGroup: MGT_CODE_GROUPS.lawResult, required: true, createOnly: true, span: 8 },
    { name: 'comment', type: 'textarea', label: 'comment', schema: zText(2000), maxLength: 2000, span: 24 },
    { name: 'evidence', type: 'textarea', label: 'evidence', schema: zText(2000), maxLength: 2000, span: 24 },
    { name: 'actionNo', type: 'number', label: 'actionNo', schema: z.number().int().nullish(), serverOnly: true, reference: { none: 'the improvement action the server opened' }, span: 8 },
    { name: 'apprStatusCd', type: 'select', label: 'apprStatusCd', schema: z.string().nullish(), codeGroup: 'MGT_APPR_STATUS', serverOnly: true, span: 8 },
  ],
  listColumns: [
    { name: 'year', width: 80, align: 'center', sortable: true },
    { name: 'half', width: 80, align: 'center' },
    { name: 'article', width: 180 },
    { name: 'lawTitle', link: true },
    { name: 'resultCd', width: 100, align: 'center' },
    { name: 'actionNo', width: 110, align: 'center' },
    { name: 'apprStatusCd', width: 100, align: 'center' },
    { name: 'createUserNm', label: 'createUserNm', width: 100, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'half', type: 'select', op: 'eq', label: 'half', codeGroup: MGT_CODE_GROUPS.half, width: 4 },
    { name: 'resultCd', type: 'select', op: 'eq', label: 'resultCd', codeGroup: MGT_CODE_GROUPS.lawResult, width: 4 },
  ],
  defaultSort: { field: 'checkNo', order: 'desc' },
  scope: { plant: 'plantCd' },
  approvalType: MGT_APPR_TYPES.lawCheck,
  i18n: {
    ko: { title: '법규 준수평가', checkNo: '번호', lawNo: '법규 번호', plantCd: '사업장', plantNm: '사업장', year: '연도', half: '반기', halfNm: '반기', lawTitle: '의무', article: '조항', resultCd: '평가결과', resultNm: '평가결과', comment: '의견', evidence: '증빙', actionNo: '개선조치 번호', createUserNm: '평가자', apprStatusCd: '결재상태', apprStatusNm: '결재상태' },
    en: { title: 'Compliance evaluation', checkNo: 'No.', lawNo: 'Obligation no.', plantCd: 'Plant', plantNm: 'Plant', year: 'Year', half: 'Half', halfNm: 'Half', lawTitle: 'Obligation', article: 'Article', resultCd: 'Result', resultNm: 'Result', comment: 'Comment', evidence: 'Evidence', actionNo: 'Action no.', createUserNm: 'Evaluator', apprStatusCd: 'Approval', apprStatusNm: 'Approval' },
    zh: { title: '法规合规评价', checkNo: '编号', lawNo: '法规编号', plantCd: '工厂', plantNm: '工厂', year: '年度', half: '半年', halfNm: '半年', lawTitle: '义务', article: '条款', resultCd: '评价结果', resultNm: '评价结果', comment: '意见', evidence: '证据', actionNo: '整改编号', createUserNm: '评价人', apprStatusCd: '审批状态', apprStatusNm: '审批状态' },
    es: { title: 'Evaluación de cumplimiento', checkNo: 'N.º', lawNo: 'N.º de obligación', plantCd: 'Planta', plantNm: 'Planta', year: 'Año', half: 'Semestre', halfNm: 'Semestre', lawTitle: 'Obligación', article: 'Artículo', resultCd: 'Resultado', resultNm: 'Resultado', comment: 'Comentario', evidence: 'Evidencia', actionNo: 'N.º de acción', createUserNm: 'Evaluador', apprStatusCd: 'Aprobación', apprStatusNm: 'Aprobación' },
  },
});
