import { and, asc, eq, sql } from 'drizzle-orm';
import {
  allowedActions, imprActionWorkflow, permitWorkflow, separationHit, WF_SOD_RELAX_GROUP, workflowActions,
  type TSeparatedAction, type TWorkflowActor, type TWorkflowTaken,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { codeGroup, codeMaster } from '../../db/schema.js';
import { writeAudit } from '../audit.js';
import { AppError } from '../errors.js';
import type { ResourceBinding } from '../resource/resource.repository.js';
import { statusHistory } from './workflow.tables.js';

type Row = Record<string, unknown>;

/** who took which action on the record (its status history, oldest first) */
async function takenOn(db: DbOrTx, b: ResourceBinding, entityKey: string): Promise<TWorkflowTaken[]> {
  return db.select({ action: statusHistory.actionCd, userId: statusHistory.userId }).from(statusHistory)
    .where(and(eq(statusHistory.entity, b.def.name), eq(statusHistory.entityKey, entityKey)))
    .orderBy(asc(statusHistory.historyNo));
}

/** the record's plant (the definition's scope field), which a relaxation names */
const plantOf = (b: ResourceBinding, record: Row): string | null => {
  const f = b.def.scope?.plant;
  return f ? (record[f] as string | null | undefined) ?? null : null;
};

/** the separation rules of `rules` the plant relaxes (`WF_SOD_RELAX`: code = rule, attr1 = plant codes or `*`) */
async function relaxedRules(db: DbOrTx, rules: string[], plantCd: string | null): Promise<Set<string>> {
  if (rules.length === 0) return new Set();
  const rows = await queryRows<{ code: string }>(db, sql`
    select code from com_code_master
     where code_group_cd = ${WF_SOD_RELAX_GROUP} and code in (${sql.join(rules.map((r) => sql`${r}`), sql`, `)}) and use_yn = 'Y'
       and (trim(coalesce(attr1, '')) = '*' or ${plantCd}::text = any(string_to_array(replace(coalesce(attr1, ''), ' ', ''), ',')))`);
  return new Set(rows.map((r) => r.code));
}

/**
 * Segregation of duties (the workflow's `separation`), checked by takeTransition for every module before its guards:
 * the record's status history says who took which action. A rule the record's plant relaxes (`WF_SOD_RELAX`, attr1 =
 * plant codes or `*`) lets the transition through and is audited (`SOD_RELAXED`); otherwise 403 with the rule's text.
 * The approvals framework's callbacks (`system`) are not a person's choice and are not checked.
 */
export async function enforceSeparation(
  tx: DbOrTx, b: ResourceBinding, record: Row, action: string, actor: TWorkflowActor, entityKey: string, ip: string | null,
): Promise<void> {
  const wf = b.def.workflow;
  if (!wf?.separation?.length || actor.system) return;
  const hit = separationHit(wf, record, action, actor.userId, await takenOn(tx, b, entityKey));
  if (!hit) return;
  const plantCd = plantOf(b, record);
  if (!(await relaxedRules(tx, [hit.rule.rule], plantCd)).has(hit.rule.rule)) throw new AppError(403, hit.rule.message, 'WF_SEPARATION');
  await writeAudit(tx, { userId: actor.userId, action: 'SOD_RELAXED', entity: b.def.name, entityKey, ip, after: { rule: hit.rule.rule, action, plantCd } });
}

/**
 * The caller's actions on a record as GET one and the transition answer them (issue 25 item 8): the shared
 * `workflowActions` over the record's history and its plant's relaxations — the same `separationHit` the refusal
 * above uses, so a button the web shows is one the server takes, and a relaxed plant's steps stay offered.
 */
export async function actionsOnRecord(
  db: DbOrTx, b: ResourceBinding, record: Row, actor: TWorkflowActor,
): Promise<{ allowedActions: string[]; separatedActions: TSeparatedAction[] }> {
  const wf = b.def.workflow!;
  if (!wf.separation?.length || actor.system) return { allowedActions: allowedActions(wf, record, actor), separatedActions: [] };
  const keyValue = record[b.def.key.name];
  const history = keyValue == null ? [] : await takenOn(db, b, String(keyValue));
  const relaxed = await relaxedRules(db, wf.separation.map((r) => r.rule), plantOf(b, record));
  return workflowActions(wf, record, actor, history, relaxed);
}

/** the relaxations every installation lists (off: no plant named); an administrator names the small sites in attr1 */
export async function seedSeparationBase(tx: DbOrTx): Promise<void> {
  await tx.insert(codeGroup).values({
    codeGroupCd: WF_SOD_RELAX_GROUP, codeGroupNm: '직무 분리 완화 (소규모 사업장)', systemYn: 'N', codeGroupDesc: 'code = 규칙, attr1 = 완화할 사업장 코드(쉼표로 구분, * = 전체); 완화된 처리는 감사 로그에 남습니다',
  }).onConflictDoNothing();
  const rules: [string, string, Record<string, string>][] = [
    [permitWorkflow.separation[0]!.rule, '작업허가 신청·승인·허가자 분리', { en: 'Permit requester, approver and issuer are different people', zh: '作业许可申请人、批准人、许可人分离', es: 'Solicitante, aprobador y emisor del permiso distintos' }],
    [imprActionWorkflow.separation[0]!.rule, '개선조치 담당자 본인 확인 금지', { en: 'An assignee does not confirm their own fix', zh: '整改负责人不得确认自己的整改', es: 'El responsable no confirma su propia corrección' }],
  ];
  await tx.insert(codeMaster).values(rules.map(([code, nm, i18n], i) => ({
    codeGroupCd: WF_SOD_RELAX_GROUP, code, codeNm: nm, codeNmI18n: i18n, attr1: '', sortOrder: i + 1, createUserId: 'system', updateUserId: 'system',
  }))).onConflictDoNothing();
}
