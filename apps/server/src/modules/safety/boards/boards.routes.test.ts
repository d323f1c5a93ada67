import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BOARD_API, BOARD_MESSAGES, COMMENT_MESSAGES, type TResourceComment } from '@jikim/shared';
import { queryRows } from '../../../db/client.js';
import { auth, createTestApp, expectError, login, vendorLogin, type TestApp, type Tokens } from '../../../test/helpers.js';

/** Issue 30 item 6: boards — posts, comments and replies, read counts, contractors' boards, plant scope */
let t: TestApp;
let safety: Tokens;
let worker: Tokens;
let health: Tokens;
let gas: Tokens;
let vendor: Tokens;
type Row = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (tok: Tokens, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const ok = async (tok: Tokens, method: Method, url: string, payload?: unknown): Promise<Row> => {
  const r = await call(tok, method, url, payload);
  expect(r.statusCode, `${method} ${url}: ${r.body}`).toBe(200);
  return r.json() as Row;
};
const B = BOARD_API.boards;
const P = BOARD_API.posts;
const comments = async (tok: Tokens, postNo: unknown) => (await ok(tok, 'GET', `${P}/${String(postNo)}/comments`)).list as TResourceComment[];
const boardOf = async (plantCd: string, boardNm: string) => {
  const [b] = await queryRows<{ boardNo: number }>(t.app.db, sql`select board_no as "boardNo" from saf_board where plant_cd = ${plantCd} and board_nm = ${boardNm}`);
  return b!.boardNo;
};
let comm1000: number;
let vcomm1000: number;
let ref1000: number;
let comm2000: number;

beforeAll(async () => {
  t = await createTestApp();
  [safety, worker, health, gas] = (await Promise.all(['safety01', 'worker01', 'health01', 'gas01'].map((u) => login(t.app, u)))) as [Tokens, Tokens, Tokens, Tokens];
  vendor = await vendorLogin(t.app, 'vendor01');
  comm1000 = await boardOf('1000', '안전 소통게시판');
  vcomm1000 = await boardOf('1000', '협력업체 소통방');
  ref1000 = await boardOf('1000', '안전보건 자료실');
  comm2000 = await boardOf('2000', '안전 소통게시판');
});
afterAll(async () => t?.close());

describe('posts and comments (/api/saf/boards/posts)', () => {
  it('a worker posts; another comments, the author replies; replies nest one level; the author and time are the server\'s', async () => {
    const post = await ok(worker, 'POST', P, { plantCd: '1000', boardNo: comm1000, postTitle: '보일러동 3층 계단 조명 고장', postContents: '야간 순찰 때 어둡습니다.', createUserId: 'safety01' });
    expect(post).toMatchObject({ createUserId: 'worker01', boardNm: '안전 소통게시판', plantCd: '1000', commentCnt: 0 });
    const key = post.postNo;
    const c1 = await ok(safety, 'POST', `${P}/${String(key)}/comments`, { contents: '전기팀에 교체 요청했습니다.', createUserId: 'worker01' });
    expect(c1).toMatchObject({ createUserId: 'safety01', createUserNm: expect.any(String), parentCommentNo: null, deletedYn: 'N', canDeleteYn: 'Y' });
    const reply = await ok(worker, 'POST', `${P}/${String(key)}/comments`, { contents: '감사합니다.', parentCommentNo: c1.commentNo });
    expect(reply.parentCommentNo).toBe(c1.commentNo);
    const c2 = await ok(health, 'POST', `${P}/${String(key)}/comments`, { contents: '계단 미끄럼 방지 테이프도 확인해 주세요.' });
    // threads in order: a comment, its replies, the next comment
    const list = await comments(worker, key);
    expect(list.map((c) => c.commentNo)).toEqual([c1.commentNo, reply.commentNo, c2.commentNo]);
    expect(list.map((c) => c.canDeleteYn)).toEqual(['N', 'Y', 'N']);
    // a reply to a reply, or to another post's comment, is refused
    expectError(await call(safety, 'POST', `${P}/${String(key)}/comments`, { contents: '답글의 답글', parentCommentNo: reply.commentNo }), 400, COMMENT_MESSAGES.replyDepth);
    const other = await ok(worker, 'POST', P, { plantCd: '1000', boardNo: comm1000, postTitle: '다른 글' });
    expectError(await call(safety, 'POST', `${P}/${String(other.postNo)}/comments`, { contents: '엉뚱한 답글', parentCommentNo: c1.commentNo }), 400, COMMENT_MESSAGES.replyParent);
    expect((await ok(worker, 'GET', `${P}/${String(key)}`)).commentCnt).toBe(3);
    // every comment write is in the audit log
    const audit = await queryRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from com_audit_log where entity = 'safBoardPost.comment' and entity_key like ${`${String(key)}/%`}`);
    expect(audit[0]!.n).toBe(3);
  });

  it('a comment is deleted by its author or a board manager only; a deleted comment with replies stays as a mark', async () => {
    const post = await ok(worker, 'POST', P, { plantCd: '1000', boardNo: comm1000, postTitle: '휴게실 정수기 고장' });
    const key = String(post.postNo);
    const c = await ok(worker, 'POST', `${P}/${key}/comments`, { contents: '저도 확인했습니다.' });
    const r = await ok(safety, 'POST', `${P}/${key}/comments`, { contents: '총무팀에 전달했습니다.', parentCommentNo: c.commentNo });
    expectError(await call(health, 'DELETE', `${P}/${key}/comments/${String(c.commentNo)}`), 403, COMMENT_MESSAGES.notAuthor);
    await ok(worker, 'DELETE', `${P}/${key}/comments/${String(c.commentNo)}`);
    expectError(await call(worker, 'DELETE', `${P}/${key}/comments/${String(c.commentNo)}`), 409, COMMENT_MESSAGES.deleted);
    let list = await comments(health, key);
    expect(list).toEqual([expect.objectContaining({ commentNo: c.commentNo, deletedYn: 'Y', contents: null, canDeleteYn: 'N' }), expect.objectContaining({ commentNo: r.commentNo, contents: '총무팀에 전달했습니다.' })]);
    // the board manager removes anyone's; a deleted comment without live replies leaves nothing
    const c2 = await ok(health, 'POST', `${P}/${key}/comments`, { contents: '광고성 글' });
    await ok(safety, 'DELETE', `${P}/${key}/comments/${String(c2.commentNo)}`);
    await ok(safety, 'DELETE', `${P}/${key}/comments/${String(r.commentNo)}`);
    list = await comments(health, key);
    expect(list).toEqual([]);
  });

  it('a board without comments refuses them; the reference room takes files from its managers only; a post is changed by its author or a manager', async () => {
    expectError(await call(worker, 'POST', P, { plantCd: '1000', boardNo: ref1000, categoryCd: 'EDU', postTitle: '내 자료' }), 403, BOARD_MESSAGES.refWriter);
    const ref = await ok(safety, 'POST', P, { plantCd: '1000', boardNo: ref1000, categoryCd: 'EDU', postTitle: '추락 방지 교육자료' });
    expect(ref.categoryNm).toBe('교육자료');
    expectError(await call(worker, 'POST', `${P}/${String(ref.postNo)}/comments`, { contents: '좋은 자료네요' }), 409, BOARD_MESSAGES.commentsOff);
    const mine = await ok(worker, 'POST', P, { plantCd: '1000', boardNo: comm1000, postTitle: '제안: 안전화 사이즈 추가' });
    expectError(await call(health, 'PUT', `${P}/${String(mine.postNo)}`, { version: mine.version, postTitle: '바꿈' }), 403, BOARD_MESSAGES.notAuthor);
    const edited = await ok(worker, 'PUT', `${P}/${String(mine.postNo)}`, { version: mine.version, postTitle: '제안: 안전화 270·290 사이즈 추가' });
    expectError(await call(health, 'DELETE', `${P}/${String(mine.postNo)}?version=${String(edited.version)}`), 403, BOARD_MESSAGES.notAuthor);
    await ok(safety, 'DELETE', `${P}/${String(mine.postNo)}?version=${String(edited.version)}`);
    // a board with posts is kept; switched off, it takes no new post
    const board = await ok(safety, 'GET', `${B}/${String(comm1000)}`);
    expectError(await call(safety, 'DELETE', `${B}/${String(comm1000)}?version=${String(board.version)}`), 409, BOARD_MESSAGES.boardHasPosts);
    const off = await ok(safety, 'POST', B, { plantCd: '1000', boardTypeCd: 'COMM', boardNm: '임시 게시판', useYn: 'N' });
    expectError(await call(worker, 'POST', P, { plantCd: '1000', boardNo: off.boardNo, postTitle: '글' }), 400, BOARD_MESSAGES.boardClosed);
    // boards are kept by the managers only
    expect((await call(worker, 'POST', B, { plantCd: '1000', boardTypeCd: 'COMM', boardNm: '내 게시판' })).statusCode).toBe(403);
  });
});

describe('read counts', () => {
  it('one read per person, counted by the server when the post is opened; the client cannot set it', async () => {
    const post = await ok(safety, 'POST', P, { plantCd: '1000', boardNo: comm1000, postTitle: '동절기 결빙 구간 안내', readCnt: 99 });
    expect(post.readCnt).toBe(0);
    const key = String(post.postNo);
    expect((await ok(worker, 'GET', `${P}/${key}`)).readCnt).toBe(1);
    expect((await ok(worker, 'GET', `${P}/${key}`)).readCnt).toBe(1);
    expect((await ok(health, 'GET', `${P}/${key}`)).readCnt).toBe(2);
    expect((await ok(safety, 'GET', `${P}/${key}`)).readCnt).toBe(3);
    const list = (await ok(worker, 'GET', `${P}?postTitle=${encodeURIComponent('동절기 결빙')}`)).list as Row[];
    expect(list[0]).toMatchObject({ postNo: post.postNo, readCnt: 3 });
    expect((await call(worker, 'PUT', `${P}/${key}`, { version: post.version, readCnt: 0 })).statusCode).not.toBe(200);
  });
});

describe('contractors see only the boards opened to them', () => {
  it('lists, records, comments and files: the opened boards of their plants only', async () => {
    // the demo contracts V0001 at both plants: the opened boards of both
    let boards = (await ok(vendor, 'GET', `${B}?limit=100`)).list as Row[];
    expect(new Set(boards.map((b) => b.plantCd))).toEqual(new Set(['1000', '2000']));
    expect(boards.every((b) => b.vendorOpenYn === 'Y')).toBe(true);
    // without the contract at the LNG terminal, its boards are gone
    await queryRows(t.app.db, sql`delete from vnd_vendor_plant where vendor_cd = 'V0001' and plant_cd = '2000'`);
    boards = (await ok(vendor, 'GET', `${B}?limit=100`)).list as Row[];
    expect(boards.length).toBeGreaterThan(0);
    expect(boards.every((b) => b.vendorOpenYn === 'Y' && b.plantCd === '1000')).toBe(true);
    const open = await ok(safety, 'POST', P, { plantCd: '1000', boardNo: vcomm1000, postTitle: '협력업체 작업 조율: 비계 설치' });
    const closed = await ok(safety, 'POST', P, { plantCd: '1000', boardNo: comm1000, postTitle: '내부 전용 안내' });
    const posts = (await ok(vendor, 'GET', `${P}?limit=300`)).list as Row[];
    expect(posts.some((p) => p.postNo === open.postNo)).toBe(true);
    expect(posts.some((p) => p.postNo === closed.postNo)).toBe(false);
    const boardNos = new Set(boards.map((b) => b.boardNo));
    expect(posts.every((p) => boardNos.has(p.boardNo))).toBe(true);
    expect((await ok(vendor, 'GET', `${P}/${String(open.postNo)}`)).readCnt).toBe(1);
    expect((await call(vendor, 'GET', `${P}/${String(closed.postNo)}`)).statusCode).toBe(403);
    expect((await call(vendor, 'GET', `${P}/${String(closed.postNo)}/comments`)).statusCode).toBe(403);
    expect((await comments(vendor, open.postNo))).toEqual([]);
    // they read; they do not write posts or comments (the demo gives contractors read only)
    expect((await call(vendor, 'POST', `${P}/${String(open.postNo)}/comments`, { contents: '참석하겠습니다.' })).statusCode).toBe(403);
    expect((await call(vendor, 'POST', P, { plantCd: '1000', boardNo: vcomm1000, postTitle: '업체 글' })).statusCode).toBe(403);
    // the files of a closed board's post are out of their reach
    expect((await call(vendor, 'GET', `/api/attachFile/list?taskClassNm=SAF_BOARD_POST&attachFileId=${String(closed.postNo)}`)).statusCode).toBeGreaterThanOrEqual(403);
  });
});

describe('plant scope', () => {
  it('another plant\'s boards and posts: nothing in lists, 403 by key, no post onto them', async () => {
    const lng = await ok(gas, 'POST', P, { plantCd: '2000', boardNo: comm2000, postTitle: 'BOG 압축기 소음' });
    expect((await call(worker, 'GET', `${P}/${String(lng.postNo)}`)).statusCode).toBe(403);
    expect((await call(worker, 'GET', `${P}/${String(lng.postNo)}/comments`)).statusCode).toBe(403);
    expect((await call(worker, 'POST', `${P}/${String(lng.postNo)}/comments`, { contents: '?' })).statusCode).toBe(403);
    const list = (await ok(worker, 'GET', `${P}?limit=300`)).list as Row[];
    expect(list.every((p) => p.plantCd === '1000')).toBe(true);
    expect(((await ok(gas, 'GET', `${B}?limit=100`)).list as Row[]).every((b) => b.plantCd === '2000')).toBe(true);
    // a post onto another plant's board: refused (plant out of scope, or the board of another plant than the post)
    expect((await call(worker, 'POST', P, { plantCd: '2000', boardNo: comm2000, postTitle: 'x' })).statusCode).toBe(403);
    expect((await call(worker, 'POST', P, { plantCd: '1000', boardNo: comm2000, postTitle: 'x' })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await call(worker, 'GET', `${P}/999999/comments`)).statusCode).toBe(404);
  });
});

describe('demo', () => {
  it('each plant has a reference room and a communication board, one of each opened to contractors, with posts, comments and replies', async () => {
    const rows = await queryRows<{ plantCd: string; boardTypeCd: string; vendorOpenYn: string; posts: number; comments: number; replies: number }>(t.app.db, sql`
      select b.plant_cd as "plantCd", b.board_type_cd as "boardTypeCd", b.vendor_open_yn as "vendorOpenYn",
             count(distinct p.post_no)::int as posts, count(c.comment_no)::int as comments, count(c.parent_comment_no)::int as replies
        from saf_board b left join saf_board_post p on p.board_no = b.board_no and p.create_user_id <> 'safety01' or p.board_no = b.board_no
        left join saf_board_comment c on c.post_no = p.post_no
       where b.create_dt < now() - interval '30 days'
       group by 1, 2, 3`);
    for (const plant of ['1000', '2000']) {
      for (const type of ['REF', 'COMM']) {
        for (const open of ['Y', 'N']) expect(rows.some((r) => r.plantCd === plant && r.boardTypeCd === type && r.vendorOpenYn === open && r.posts > 0), `${plant} ${type} ${open}`).toBe(true);
      }
      expect(rows.some((r) => r.plantCd === plant && r.boardTypeCd === 'COMM' && r.replies > 0)).toBe(true);
    }
  });
});
