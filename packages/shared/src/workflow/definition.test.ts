import { describe, expect, it } from 'vitest';
import { resourceCreateSchema, resourceUpdateSchema, type TResourceDefinition } from '../resource/definition.js';
import { z } from 'zod';
import { allowedActions, asyncGuardNames, awaitsApproval, checkTransition, defineWorkflow, mayRequestApproval, isEditableStatus, isFinalStatus, runHookNames, separationConflict, separationHit, WORKFLOW_MESSAGES, workflowActions, type TWorkflowActor } from './definition.js';

const L = (ko: string) => ({ ko, en: ko, zh: ko, es: ko });

/** the improvement-action workflow of issue 14 in miniature */
const wf = defineWorkflow({
  statusField: 'statusCd',
  initial: 'REGISTERED',
  statuses: [
    { code: 'REGISTERED', label: L('등록'), color: 'blue' },
    { code: 'IN_PROGRESS', label: L('조치중'), color: 'orange' },
    { code: 'REJECTED', label: L('반려'), color: 'red', final: true },
    { code: 'CONFIRM_REQUESTED', label: L('확인요청'), color: 'purple', onEnter: [{ kind: 'run', name: 'snapshot' }] },
    { code: 'DONE', label: L('완료'), color: 'green', final: true },
  ],
  transitions: [
    { action: 'ACCEPT', label: L('접수'), from: ['REGISTERED'], to: 'IN_PROGRESS', who: [{ kind: 'field', field: 'assigneeUserId' }] },
    { action: 'REJECT', label: L('반려'), from: ['REGISTERED'], to: 'REJECTED', who: [{ kind: 'field', field: 'assigneeUserId' }], commentRequired: true },
    {
      action: 'REQUEST_CONFIRM', label: L('확인요청'), from: ['IN_PROGRESS'], to: 'CONFIRM_REQUESTED', who: [{ kind: 'field', field: 'assigneeUserId' }],
      guards: [{ name: 'hasResult', message: '조치 결과를 입력하세요.', test: (r) => typeof r.result === 'string' && r.result !== '' }, { name: 'hasPhoto', message: '조치 후 사진을 첨부하세요.' }],
    },
    { action: 'CONFIRM', label: L('확인'), from: ['CONFIRM_REQUESTED'], to: 'DONE', who: [{ kind: 'owner' }, { kind: 'duty', dutyCds: ['DUT06'] }] },
    { action: 'RETURN', label: L('재조치'), from: ['CONFIRM_REQUESTED'], to: 'IN_PROGRESS', who: [{ kind: 'owner' }, { kind: 'menuWrite' }], commentRequired: true },
    { action: 'SIGN', label: L('결재'), from: ['IN_PROGRESS'], to: 'DONE', who: [{ kind: 'approval' }] },
  ],
});

const actor = (userId: string, o: Partial<TWorkflowActor> = {}): TWorkflowActor => ({ userId, canWrite: false, dutyCd: null, ...o });
const rec = (statusCd: string, extra: Record<string, unknown> = {}) => ({ statusCd, createUserId: 'req', assigneeUserId: 'asg', ...extra });

describe('workflow engine', () => {
  it('answers exactly the actions the caller may take from the current status', () => {
    expect(allowedActions(wf, rec('REGISTERED'), actor('asg'))).toEqual(['ACCEPT', 'REJECT']);
    expect(allowedActions(wf, rec('REGISTERED'), actor('req'))).toEqual([]);
    expect(allowedActions(wf, rec('CONFIRM_REQUESTED'), actor('req'))).toEqual(['CONFIRM', 'RETURN']);
    // the safety manager by duty confirms; menu write alone only returns
    expect(allowedActions(wf, rec('CONFIRM_REQUESTED'), actor('x', { dutyCd: 'DUT06' }))).toEqual(['CONFIRM']);
    expect(allowedActions(wf, rec('CONFIRM_REQUESTED'), actor('x', { canWrite: true }))).toEqual(['RETURN']);
    expect(allowedActions(wf, rec('DONE'), actor('req', { canWrite: true, dutyCd: 'DUT06' }))).toEqual([]);
  });

  it('menuWrite with staff: a contractor user holding the write right neither sees nor takes it (403); a plant user does', () => {
    const joint = defineWorkflow({
      statusField: 'statusCd', initial: 'OPEN',
      statuses: [{ code: 'OPEN', label: L('지적'), color: 'red' }, { code: 'ANSWERED', label: L('답변'), color: 'purple' }, { code: 'CLOSED', label: L('종결'), color: 'green', final: true }],
      transitions: [
        { action: 'ANSWER', label: L('답변'), from: ['OPEN'], to: 'ANSWERED', who: [{ kind: 'vendor', field: 'vendorCd' }] },
        { action: 'CLOSE', label: L('종결'), from: ['OPEN', 'ANSWERED'], to: 'CLOSED', who: [{ kind: 'menuWrite', staff: true }] },
      ],
    });
    const finding = { statusCd: 'OPEN', vendorCd: 'V0001' };
    expect(allowedActions(joint, finding, actor('vendor01', { canWrite: true, vendorCd: 'V0001' }))).toEqual(['ANSWER']);
    expect(checkTransition(joint, finding, 'CLOSE', actor('vendor01', { canWrite: true, vendorCd: 'V0001' }), null)).toMatchObject({ ok: false, status: 403 });
    expect(allowedActions(joint, finding, actor('safety01', { canWrite: true }))).toEqual(['CLOSE']);
    expect(allowedActions(joint, finding, actor('worker01'))).toEqual([]);
  });

  it('refuses in the API order: unknown 400, wrong status 409, who 403, comment 400, guard 409', () => {
    expect(checkTransition(wf, rec('REGISTERED'), 'NOPE', actor('asg'), null)).toMatchObject({ ok: false, status: 400, reason: 'unknown' });
    expect(checkTransition(wf, rec('IN_PROGRESS'), 'ACCEPT', actor('asg'), null)).toMatchObject({ ok: false, status: 409, message: WORKFLOW_MESSAGES.notAllowed });
    // wrong status wins over who: nobody learns more than "not now"
    expect(checkTransition(wf, rec('DONE'), 'ACCEPT', actor('zzz'), null)).toMatchObject({ status: 409 });
    expect(checkTransition(wf, rec('REGISTERED'), 'ACCEPT', actor('req'), null)).toMatchObject({ ok: false, status: 403, message: WORKFLOW_MESSAGES.notYours });
    expect(checkTransition(wf, rec('REGISTERED'), 'REJECT', actor('asg'), '   ')).toMatchObject({ ok: false, status: 400, message: WORKFLOW_MESSAGES.commentRequired });
    expect(checkTransition(wf, rec('REGISTERED'), 'REJECT', actor('asg'), '현장 확인 결과 해당 없음')).toMatchObject({ ok: true, transition: { to: 'REJECTED' } });
    expect(checkTransition(wf, rec('IN_PROGRESS'), 'REQUEST_CONFIRM', actor('asg'), null)).toMatchObject({ ok: false, status: 409, reason: 'guard', guard: 'hasResult', message: '조치 결과를 입력하세요.' });
    expect(checkTransition(wf, rec('IN_PROGRESS', { result: '난간 설치' }), 'REQUEST_CONFIRM', actor('asg'), null)).toMatchObject({ ok: true });
  });

  it('approval transitions are taken only by the approvals framework', () => {
    expect(checkTransition(wf, rec('IN_PROGRESS'), 'SIGN', actor('req', { canWrite: true }), null)).toMatchObject({ status: 403 });
    expect(checkTransition(wf, rec('IN_PROGRESS'), 'SIGN', actor('req', { system: true }), null)).toMatchObject({ ok: true });
  });

  it('a vendor user answers for the vendor named in the record, never for another vendor', () => {
    const vwf = defineWorkflow({ ...wf, transitions: [{ ...wf.transitions[0]!, who: [{ kind: 'vendor', field: 'ownerVendorCd' }] }] });
    expect(allowedActions(vwf, rec('REGISTERED', { ownerVendorCd: 'V0001' }), actor('v1', { vendorCd: 'V0001' }))).toEqual(['ACCEPT']);
    expect(allowedActions(vwf, rec('REGISTERED', { ownerVendorCd: 'V0001' }), actor('v2', { vendorCd: 'V0002' }))).toEqual([]);
    // a plant user (no vendor) never matches, also when the record names no vendor
    expect(allowedActions(vwf, rec('REGISTERED', { ownerVendorCd: null }), actor('u', { vendorCd: null }))).toEqual([]);
  });

  it('a missing owner or assignee never matches a caller', () => {
    expect(allowedActions(wf, rec('REGISTERED', { assigneeUserId: null }), actor('asg'))).toEqual([]);
  });

  it('final statuses lock; async guards and run hooks are listed for the server binding', () => {
    expect(isFinalStatus(wf, 'DONE')).toBe(true);
    expect(isFinalStatus(wf, 'REJECTED')).toBe(true);
    expect(isFinalStatus(wf, 'IN_PROGRESS')).toBe(false);
    expect(asyncGuardNames(wf)).toEqual(['hasPhoto']);
    expect(runHookNames(wf)).toEqual(['snapshot']);
    // editable: every non-final status by default; only the declared ones when listed
    expect(isEditableStatus(wf, 'IN_PROGRESS')).toBe(true);
    expect(isEditableStatus(wf, 'DONE')).toBe(false);
    const narrow = { ...wf, editableStatuses: ['REGISTERED'] };
    expect(isEditableStatus(narrow, 'REGISTERED')).toBe(true);
    expect(isEditableStatus(narrow, 'IN_PROGRESS')).toBe(false);
    expect(() => defineWorkflow({ ...wf, editableStatuses: ['NOPE'] })).toThrow(/editable status NOPE/);
  });

  it('refuses an inconsistent definition at import time', () => {
    expect(() => defineWorkflow({ ...wf, initial: 'NOPE' })).toThrow(/initial/);
    expect(() => defineWorkflow({ ...wf, transitions: [{ ...wf.transitions[0]!, to: 'GONE' }] })).toThrow(/unknown status GONE/);
    expect(() => defineWorkflow({ ...wf, transitions: [wf.transitions[0]!, wf.transitions[0]!] })).toThrow(/twice/);
    expect(() => defineWorkflow({ ...wf, transitions: [{ ...wf.transitions[0]!, who: [] }] })).toThrow(/nobody/);
  });

  it('the status field is never writable by create or update of the resource', () => {
    const def = {
      name: 'x', title: 't', basePath: '/api/x', menuId: 'M', key: { name: 'no', type: 'number', generated: true },
      fields: [{ name: 'title', type: 'text', label: 'title', schema: z.string() }, { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish() }],
      listColumns: [], searchFields: [], defaultSort: { field: 'no', order: 'desc' }, workflow: wf, i18n: { ko: {}, en: {}, zh: {}, es: {} },
    } satisfies TResourceDefinition;
    expect(Object.keys(resourceCreateSchema(def).shape)).toEqual(['title']);
    expect(Object.keys(resourceUpdateSchema(def).shape)).toEqual(['version', 'title']);
    // unknown keys are stripped, so a body carrying statusCd cannot move the status
    expect(resourceUpdateSchema(def).parse({ version: 1, title: 'a', statusCd: 'DONE' })).toEqual({ version: 1, title: 'a' });
  });
});

describe('mayRequestApproval', () => {
  const wf = defineWorkflow({
    statusField: 'st', initial: 'A',
    statuses: [{ code: 'A', label: L('A'), color: 'blue' }, { code: 'B', label: L('B'), color: 'blue' }, { code: 'C', label: L('C'), color: 'green', final: true }],
    transitions: [
      { action: 'GO', label: L('go'), from: ['A'], to: 'B', who: [{ kind: 'menuWrite' }] },
      { action: 'OK', label: L('ok'), from: ['B'], to: 'C', who: [{ kind: 'approval', on: 'APPROVED' }] },
      { action: 'BACK', label: L('back'), from: ['C'], to: 'A', who: [{ kind: 'approval', on: 'REJECTED' }] },
    ],
  });
  it('only in a status that waits for an approval, without a live request', () => {
    const def = { approvalType: 'T', workflow: wf };
    expect(awaitsApproval(wf, 'B')).toBe(true);
    expect(awaitsApproval(wf, 'C')).toBe(false);
    expect(mayRequestApproval(def, { st: 'A' }, null)).toBe(false);
    expect(mayRequestApproval(def, { st: 'B' }, null)).toBe(true);
    expect(mayRequestApproval(def, { st: 'B' }, 'REJECT')).toBe(true);
    expect(mayRequestApproval(def, { st: 'B' }, 'RECALL')).toBe(true);
    for (const live of ['DRAFT', 'PROGRESS', 'COMPLETE']) expect(mayRequestApproval(def, { st: 'B' }, live)).toBe(false);
  });
  it('a definition without a workflow: whenever no request is live; without an approval type: never', () => {
    expect(mayRequestApproval({ approvalType: 'T' }, {}, undefined)).toBe(true);
    expect(mayRequestApproval({ approvalType: 'T' }, {}, 'COMPLETE')).toBe(false);
    expect(mayRequestApproval({ approvalType: null }, {}, null)).toBe(false);
  });
});

describe('separation of duties (issue 25)', () => {
  const sod = defineWorkflow({
    statusField: 'statusCd', initial: 'A',
    statuses: [{ code: 'A', label: { ko: 'A', en: 'A', zh: 'A', es: 'A' }, color: 'blue' }, { code: 'B', label: { ko: 'B', en: 'B', zh: 'B', es: 'B' }, color: 'green' }],
    transitions: [
      { action: 'REQUEST', label: { ko: '', en: '', zh: '', es: '' }, from: ['A'], to: 'B', who: [{ kind: 'menuWrite' }] },
      { action: 'APPROVE', label: { ko: '', en: '', zh: '', es: '' }, from: ['B'], to: 'A', who: [{ kind: 'menuWrite' }] },
      { action: 'CONFIRM', label: { ko: '', en: '', zh: '', es: '' }, from: ['B'], to: 'A', who: [{ kind: 'menuWrite' }] },
    ],
    separation: [
      { rule: 'R1', actions: ['REQUEST', 'APPROVE'], message: 'm1' },
      { rule: 'R2', actions: [], notBy: { CONFIRM: ['assigneeUserId'] }, message: 'm2' },
    ],
  });
  it('refuses a person who took another action of the rule, or whom a notBy field names; others pass', () => {
    const h = [{ action: 'REQUEST', userId: 'u1' }];
    expect(separationConflict(sod, {}, 'APPROVE', 'u1', h)?.rule).toBe('R1');
    expect(separationConflict(sod, {}, 'APPROVE', 'u2', h)).toBeNull();
    // taking the same action again (a request after a rejection) is not a conflict
    expect(separationConflict(sod, {}, 'REQUEST', 'u1', h)).toBeNull();
    expect(separationConflict(sod, { assigneeUserId: 'u3' }, 'CONFIRM', 'u3', [])?.rule).toBe('R2');
    expect(separationConflict(sod, { assigneeUserId: 'u3' }, 'CONFIRM', 'u4', [])).toBeNull();
  });
  it('names the part the actor played (the earlier action, or the field naming them)', () => {
    expect(separationHit(sod, {}, 'APPROVE', 'u1', [{ action: 'REQUEST', userId: 'u1' }])).toMatchObject({ rule: { rule: 'R1' }, taken: 'REQUEST' });
    expect(separationHit(sod, { assigneeUserId: 'u3' }, 'CONFIRM', 'u3', [])).toMatchObject({ rule: { rule: 'R2' }, field: 'assigneeUserId' });
  });
  it('workflowActions: the buttons the caller is offered leave out what the rule refuses, and name it with why', () => {
    const w: TWorkflowActor = { userId: 'u1', canWrite: true, dutyCd: null };
    const rec = { statusCd: 'B', assigneeUserId: 'u1' };
    const h = [{ action: 'REQUEST', userId: 'u1' }];
    expect(workflowActions(sod, rec, w, h)).toEqual({
      allowedActions: [],
      separatedActions: [{ action: 'APPROVE', rule: 'R1', taken: 'REQUEST' }, { action: 'CONFIRM', rule: 'R2', field: 'assigneeUserId' }],
    });
    // someone else is offered both; a plant's relaxed rule refuses nothing
    expect(workflowActions(sod, rec, { ...w, userId: 'u2' }, h)).toEqual({ allowedActions: ['APPROVE', 'CONFIRM'], separatedActions: [] });
    expect(workflowActions(sod, rec, w, h, ['R1'])).toEqual({ allowedActions: ['APPROVE'], separatedActions: [{ action: 'CONFIRM', rule: 'R2', field: 'assigneeUserId' }] });
    // the offer and the refusal are one rule: every offered action passes separationConflict, every separated one fails it
    for (const actor of ['u1', 'u2', 'u3']) {
      const a = workflowActions(sod, rec, { ...w, userId: actor }, h);
      for (const x of a.allowedActions) expect(separationConflict(sod, rec, x, actor, h)).toBeNull();
      for (const x of a.separatedActions) expect(separationConflict(sod, rec, x.action, actor, h)?.rule).toBe(x.rule);
    }
    // never more than status + who allows
    expect(workflowActions(sod, { statusCd: 'A' }, w, h)).toEqual({ allowedActions: ['REQUEST'], separatedActions: [] });
  });
  it('refuses a definition whose rule names an undeclared action', () => {
    expect(() => defineWorkflow({ ...sod, separation: [{ rule: 'X', actions: ['NOPE'], message: 'x' }] })).toThrow(/separation X: unknown action NOPE/);
  });
});
