import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource, defineWorkflow, MESSAGES, WORKFLOW_MESSAGES } from '@jikim/shared';
import { auditCols } from '../../db/columns.js';
import { queryRows } from '../../db/client.js';
import { assertAttachmentsEditable } from '../../modules/approvals/approval-types.js';
import { resourceRoutes } from '../resource/resource.routes.js';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';
import { approvalTransition, bindWorkflow, setWorkflowNotifier, takeSystemTransition, type WorkflowNotice } from './workflow.service.js';
import { notifyWorkflow } from '../../modules/notify/notify.service.js';

const L = (ko: string) => ({ ko, en: ko, zh: ko, es: ko });
const NO_RESULT = '조치 결과를 입력하세요.';
const BLOCKED = '열린 하위 조치가 있어 처리할 수 없습니다.';

/** a test-only record type with the improvement-action workflow in miniature */
const wf = defineWorkflow({
  statusField: 'statusCd',
  initial: 'REGISTERED',
  statuses: [
    { code: 'REGISTERED', label: L('등록'), color: 'blue' },
    { code: 'IN_PROGRESS', label: L('조치중'), color: 'orange' },
    { code: 'REJECTED', label: L('반려'), color: 'red', final: true, onEnter: [{ kind: 'notify', to: ['owner'] }] },
    { code: 'CONFIRM_REQUESTED', label: L('확인요청'), color: 'purple', onEnter: [{ kind: 'run', name: 'log' }, { kind: 'notify', to: ['owner', 'actor'] }] },
    { code: 'DONE', label: L('완료'), color: 'green', final: true },
  ],
  transitions: [
    { action: 'ACCEPT', label: L('접수'), from: ['REGISTERED'], to: 'IN_PROGRESS', who: [{ kind: 'field', field: 'assigneeUserId' }] },
    { action: 'REJECT', label: L('반려'), from: ['REGISTERED'], to: 'REJECTED', who: [{ kind: 'field', field: 'assigneeUserId' }], commentRequired: true },
    {
      action: 'REQUEST_CONFIRM', label: L('확인요청'), from: ['IN_PROGRESS'], to: 'CONFIRM_REQUESTED', who: [{ kind: 'field', field: 'assigneeUserId' }],
      guards: [{ name: 'hasResult', message: NO_RESULT, test: (r) => typeof r.result === 'string' && r.result !== '' }, { name: 'notBlocked', message: BLOCKED }],
    },
    { action: 'CONFIRM', label: L('확인'), from: ['CONFIRM_REQUESTED'], to: 'DONE', who: [{ kind: 'owner' }, { kind: 'duty', dutyCds: ['DUT06'] }] },
    { action: 'RETURN', label: L('재조치'), from: ['CONFIRM_REQUESTED'], to: 'IN_PROGRESS', who: [{ kind: 'owner' }], commentRequired: true },
    // taken by the approvals framework only (an approval completing), never through the endpoint
    { action: 'APPROVED', label: L('결재완료'), from: ['IN_PROGRESS'], to: 'DONE', who: [{ kind: 'approval', on: 'APPROVED' }] },
  ],
});

const wfDoc = defineResource({
  name: 'wfTestDoc', title: 'title', basePath: '/api/test/wfdoc', menuId: 'ADM_NOTICE',
  key: { name: 'docNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true },
    { name: 'title', type: 'text', label: 'title', schema: z.string().trim().min(1).max(100), required: true },
    { name: 'assigneeUserId', type: 'text', label: 'assigneeUserId', schema: z.string().max(50).nullish() },
    { name: 'result', type: 'textarea', label: 'result', schema: z.string().max(1000).nullish() },
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), inForm: false },
  ],
  listColumns: [{ name: 'title' }],
  searchFields: [],
  defaultSort: { field: 'docNo', order: 'desc' },
  scope: { plant: 'plantCd' },
  attachments: ['WFTEST'],
  workflow: wf,
  i18n: { ko: { title: '시험 문서' }, en: {}, zh: {}, es: {} },
});

const wfTable = pgTable('wf_test_doc', {
  docNo: serial('doc_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }),
  title: varchar('title', { length: 100 }),
  assigneeUserId: varchar('assignee_user_id', { length: 50 }),
  result: text('result'),
  statusCd: varchar('status_cd', { length: 30 }),
  version: integer('version').notNull().default(1),
  ...auditCols(),
});

let t: TestApp;
const tok: Record<string, Tokens> = {};
const notices: WorkflowNotice[] = [];
let blocked = false;

beforeAll(async () => {
  t = await createTestApp({}, async (app) => {
    await app.register(resourceRoutes({ def: wfDoc, table: wfTable }, {
      workflow: {
        guards: { notBlocked: () => !blocked },
        hooks: { log: async ({ tx, key, fromStatusCd, toStatusCd }) => void (await queryRows(tx, sql`insert into wf_test_log (doc_no, note) values (${Number(key)}, ${`${fromStatusCd}>${toStatusCd}`})`)) },
      },
    }));
  });
  await t.rows(sql`create table wf_test_doc (doc_no serial primary key, plant_cd varchar(10), title varchar(100), assignee_user_id varchar(50), result text,
    status_cd varchar(30), version integer not null default 1, create_user_id varchar(50), create_dt timestamptz not null default now(),
    update_user_id varchar(50), update_dt timestamptz not null default now())`);
  await t.rows(sql`create table wf_test_log (id serial primary key, doc_no integer, note varchar(100))`);
  for (const u of ['safety01', 'worker01', 'health01', 'gas01']) tok[u] = await login(t.app, u);
  setWorkflowNotifier(async (_tx, n) => void notices.push(n));
});
afterAll(async () => {
  setWorkflowNotifier(null);
  await t?.close();
});

const base = '/api/test/wfdoc';
const get = (who: string, no: number) => t.app.inject({ url: `${base}/${no}`, headers: auth(tok[who]!) });
const take = (who: string, no: number, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${base}/${no}/transition`, headers: auth(tok[who]!), payload: body });
const history = (who: string, no: number) => t.app.inject({ url: `${base}/${no}/history`, headers: auth(tok[who]!) });
const count = async (q: ReturnType<typeof sql>) => Number((await t.rows<{ n: string }>(q))[0]!.n);
const state = async (no: number) => (await t.rows<{ status_cd: string; version: number }>(sql`select status_cd, version from wf_test_doc where doc_no = ${no}`))[0]!;
const trail = async (no: number) => ({
  history: await count(sql`select count(*) as n from com_status_history where entity = 'wfTestDoc' and entity_key = ${String(no)}`),
  audit: await count(sql`select count(*) as n from com_audit_log where entity = 'wfTestDoc' and entity_key = ${String(no)} and action = 'TRANSITION'`),
});

/** safety01 (write on the menu, duty DUT06) registers; worker01 (read only) is the assignee */
async function newDoc(extra: Record<string, unknown> = {}): Promise<number> {
  const res = await t.app.inject({
    method: 'POST', url: base, headers: auth(tok.safety01!),
    payload: { plantCd: '1000', title: '난간 설치', assigneeUserId: 'worker01', statusCd: 'DONE', ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().docNo as number;
}

describe('status workflow on a resource', () => {
  it('a new record starts in the initial status whatever the body says; PUT cannot move the status', async () => {
    const no = await newDoc();
    expect((await get('safety01', no)).json()).toMatchObject({ statusCd: 'REGISTERED', version: 1, allowedActions: [] });
    expect((await get('worker01', no)).json().allowedActions).toEqual(['ACCEPT', 'REJECT']);
    const up = await t.app.inject({ method: 'PUT', url: `${base}/${no}`, headers: auth(tok.safety01!), payload: { plantCd: '1000', title: '난간 설치 (수정)', statusCd: 'DONE', version: 1 } });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ statusCd: 'REGISTERED', version: 2, title: '난간 설치 (수정)' });
  });

  it('refuses without changing anything: 403 who, 409 stale, 400 comment, 409 wrong status, 400 unknown action', async () => {
    const no = await newDoc();
    const before = { ...(await state(no)), ...(await trail(no)) };
    expectError(await take('safety01', no, { action: 'ACCEPT', version: 1 }), 403, WORKFLOW_MESSAGES.notYours);
    expectError(await take('health01', no, { action: 'ACCEPT', version: 1 }), 403, WORKFLOW_MESSAGES.notYours);
    expectError(await take('worker01', no, { action: 'ACCEPT', version: 7 }), 409, MESSAGES.conflict);
    expectError(await take('worker01', no, { action: 'REJECT', comment: '  ', version: 1 }), 400, WORKFLOW_MESSAGES.commentRequired);
    expectError(await take('safety01', no, { action: 'CONFIRM', version: 1 }), 409, WORKFLOW_MESSAGES.notAllowed);
    expectError(await take('worker01', no, { action: 'NOPE', version: 1 }), 400, MESSAGES.badRequest);
    expectError(await take('worker01', no, { action: 'ACCEPT' }), 400, MESSAGES.badRequest);
    // another plant's writer does not even see the record
    expectError(await take('gas01', no, { action: 'ACCEPT', version: 1 }), 403);
    expectError(await history('gas01', no), 403);
    expectError(await take('worker01', 999999, { action: 'ACCEPT', version: 1 }), 404);
    expect({ ...(await state(no)), ...(await trail(no)) }).toEqual(before);
  });

  it('walks the whole way with guards, hooks, history, audit and the final lock', async () => {
    const no = await newDoc();
    notices.length = 0;
    let r = await take('worker01', no, { action: 'ACCEPT', comment: '접수합니다.', version: 1 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ statusCd: 'IN_PROGRESS', version: 2, updateUserId: 'worker01', allowedActions: ['REQUEST_CONFIRM'] });

    // sync guard (no result yet), then the async server guard
    expectError(await take('worker01', no, { action: 'REQUEST_CONFIRM', version: 2 }), 409, NO_RESULT);
    const up = await t.app.inject({ method: 'PUT', url: `${base}/${no}`, headers: auth(tok.safety01!), payload: { plantCd: '1000', title: '난간 설치', assigneeUserId: 'worker01', result: '난간 설치 완료', version: 2 } });
    expect(up.statusCode, up.body).toBe(200);
    blocked = true;
    expectError(await take('worker01', no, { action: 'REQUEST_CONFIRM', version: 3 }), 409, BLOCKED);
    blocked = false;
    expect(await count(sql`select count(*) as n from wf_test_log where doc_no = ${no}`)).toBe(0);

    r = await take('worker01', no, { action: 'REQUEST_CONFIRM', version: 3 });
    expect(r.json()).toMatchObject({ statusCd: 'CONFIRM_REQUESTED', version: 4, allowedActions: [] });
    // entry hooks ran once: the run hook and a notice to the owner and the actor
    expect((await t.rows<{ note: string }>(sql`select note from wf_test_log where doc_no = ${no}`)).map((x) => x.note)).toEqual(['IN_PROGRESS>CONFIRM_REQUESTED']);
    expect(notices.map((n) => [n.entityKey, n.statusCd, n.toUserIds])).toEqual([[String(no), 'CONFIRM_REQUESTED', ['safety01', 'worker01']]]);

    expect((await get('safety01', no)).json().allowedActions).toEqual(['CONFIRM', 'RETURN']);
    expectError(await take('safety01', no, { action: 'RETURN', version: 4 }), 400, WORKFLOW_MESSAGES.commentRequired);
    r = await take('safety01', no, { action: 'RETURN', comment: '사진이 흐립니다.', version: 4 });
    expect(r.json()).toMatchObject({ statusCd: 'IN_PROGRESS', version: 5 });
    r = await take('worker01', no, { action: 'REQUEST_CONFIRM', comment: '다시 찍었습니다.', version: 5 });
    expect(r.json().statusCd).toBe('CONFIRM_REQUESTED');
    r = await take('safety01', no, { action: 'CONFIRM', version: 6 });
    expect(r.json()).toMatchObject({ statusCd: 'DONE', version: 7, allowedActions: [] });

    const hr = await history('worker01', no);
    expect(hr.statusCode, hr.body).toBe(200);
    const h = hr.json().list as { action: string; fromStatusCd: string; toStatusCd: string; comment: string | null; userId: string; userNm: string }[];
    expect(h.map((x) => [x.action, x.fromStatusCd, x.toStatusCd, x.userId, x.comment])).toEqual([
      ['ACCEPT', 'REGISTERED', 'IN_PROGRESS', 'worker01', '접수합니다.'],
      ['REQUEST_CONFIRM', 'IN_PROGRESS', 'CONFIRM_REQUESTED', 'worker01', null],
      ['RETURN', 'CONFIRM_REQUESTED', 'IN_PROGRESS', 'safety01', '사진이 흐립니다.'],
      ['REQUEST_CONFIRM', 'IN_PROGRESS', 'CONFIRM_REQUESTED', 'worker01', '다시 찍었습니다.'],
      ['CONFIRM', 'CONFIRM_REQUESTED', 'DONE', 'safety01', null],
    ]);
    expect(h.every((x) => typeof x.userNm === 'string' && x.userNm.length > 0)).toBe(true);
    expect(await trail(no)).toEqual({ history: 5, audit: 5 });
    const [a] = await t.rows<{ after_data: { statusCd: string; transition: { action: string } } }>(
      sql`select after_data from com_audit_log where entity = 'wfTestDoc' and entity_key = ${String(no)} and action = 'TRANSITION' order by audit_no desc limit 1`);
    expect(a!.after_data).toMatchObject({ statusCd: 'DONE', transition: { action: 'CONFIRM' } });

    // a final status locks the record: update, delete, attachments, and no transition leads out
    expectError(await t.app.inject({ method: 'PUT', url: `${base}/${no}`, headers: auth(tok.safety01!), payload: { plantCd: '1000', title: 'x', version: 7 } }), 409, WORKFLOW_MESSAGES.locked);
    expectError(await t.app.inject({ method: 'DELETE', url: `${base}/${no}?version=7`, headers: auth(tok.safety01!) }), 409, WORKFLOW_MESSAGES.locked);
    await expect(assertAttachmentsEditable(t.db.db, 'WFTEST', String(no))).rejects.toMatchObject({ statusCode: 409, message: WORKFLOW_MESSAGES.locked });
    expectError(await take('safety01', no, { action: 'RETURN', comment: '다시', version: 7 }), 409, WORKFLOW_MESSAGES.notAllowed);
    expect(await state(no)).toEqual({ status_cd: 'DONE', version: 7 });
  });

  it('a rejection is final too and notifies the owner; an open record stays editable and deletable', async () => {
    const open = await newDoc();
    await expect(assertAttachmentsEditable(t.db.db, 'WFTEST', String(open))).resolves.toBeUndefined();
    const no = await newDoc();
    notices.length = 0;
    const r = await take('worker01', no, { action: 'REJECT', comment: '담당이 아닙니다.', version: 1 });
    expect(r.json()).toMatchObject({ statusCd: 'REJECTED', allowedActions: [] });
    expect(notices.map((n) => n.toUserIds)).toEqual([['safety01']]);
    expectError(await t.app.inject({ method: 'DELETE', url: `${base}/${no}?version=2`, headers: auth(tok.safety01!) }), 409, WORKFLOW_MESSAGES.locked);
    const del = await t.app.inject({ method: 'DELETE', url: `${base}/${open}?version=1`, headers: auth(tok.safety01!) });
    expect(del.statusCode, del.body).toBe(200);
  });

  it('with the notification centre as notifier, a notify hook stores one WORKFLOW_STATUS notification per recipient', async () => {
    setWorkflowNotifier(notifyWorkflow);
    try {
      const no = await newDoc();
      const r = await take('worker01', no, { action: 'REJECT', comment: '담당이 아닙니다.', version: 1 });
      expect(r.statusCode, r.body).toBe(200);
      const rows = await t.rows<{ user_id: string; kind_cd: string; title: string; link_key: string | null }>(
        sql`select user_id, kind_cd, title, link_key from com_notification where kind_cd = 'WORKFLOW_STATUS' and title like ${`% ${no} %`}`);
      expect(rows.map((x) => [x.user_id, x.kind_cd])).toEqual([['safety01', 'WORKFLOW_STATUS']]);
      expect(rows[0]!.title).toContain(String(no));
      // a refused transition notifies nobody
      expectError(await take('worker01', no, { action: 'ACCEPT', version: 2 }), 409);
      expect(await count(sql`select count(*) as n from com_notification where kind_cd = 'WORKFLOW_STATUS' and title like ${`% ${no} %`}`)).toBe(1);
    } finally {
      setWorkflowNotifier(async (_tx, n) => void notices.push(n));
    }
  });

  it('two takes of the same version: exactly one wins, the other gets 409', async () => {
    const no = await newDoc();
    const [a, b] = await Promise.all([
      take('worker01', no, { action: 'ACCEPT', version: 1 }),
      take('worker01', no, { action: 'REJECT', comment: '동시', version: 1 }),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    expect((await trail(no)).history).toBe(1);
    expect((await state(no)).version).toBe(2);
  });

  it('an approval transition: 403 through the endpoint, taken by the approvals framework in its transaction', async () => {
    const no = await newDoc();
    expect((await take('worker01', no, { action: 'ACCEPT', version: 1 })).statusCode).toBe(200);
    expect((await get('safety01', no)).json().allowedActions).toEqual([]);
    expectError(await take('safety01', no, { action: 'APPROVED', version: 2 }), 403, WORKFLOW_MESSAGES.notYours);
    const b = bindWorkflow({ def: wfDoc, table: wfTable }, { guards: { notBlocked: () => true }, hooks: { log: () => undefined } });
    const after = await t.db.db.transaction((tx) => takeSystemTransition(tx, b, no, 'APPROVED', 'e0021', '결재 완료'));
    expect(after).toMatchObject({ statusCd: 'DONE', version: 3, updateUserId: 'e0021' });
    const h = (await history('safety01', no)).json().list as { action: string; userId: string }[];
    expect(h.map((x) => [x.action, x.userId])).toEqual([['ACCEPT', 'worker01'], ['APPROVED', 'e0021']]);
    // from a status it does not leave, the framework is refused like anyone
    await expect(t.db.db.transaction((tx) => takeSystemTransition(tx, b, no, 'APPROVED', 'e0021'))).rejects.toMatchObject({ statusCode: 409 });
  });

  it('an approval result takes the transition declared for it, from the statuses it leaves only', async () => {
    const no = await newDoc();
    // REGISTERED: no transition for APPROVED from here → nothing happens
    expect(await t.db.db.transaction((tx) => approvalTransition(tx, 'wfTestDoc', no, 'APPROVED', 'e0021'))).toBe(false);
    expect(await t.db.db.transaction((tx) => approvalTransition(tx, 'wfTestDoc', no, 'REJECTED', 'e0021'))).toBe(false);
    expect(await state(no)).toEqual({ status_cd: 'REGISTERED', version: 1 });
    expect((await take('worker01', no, { action: 'ACCEPT', version: 1 })).statusCode).toBe(200);
    expect(await t.db.db.transaction((tx) => approvalTransition(tx, 'wfTestDoc', no, 'APPROVED', 'e0021'))).toBe(true);
    expect(await state(no)).toEqual({ status_cd: 'DONE', version: 3 });
    expect(await trail(no)).toEqual({ history: 2, audit: 2 });
  });
});
