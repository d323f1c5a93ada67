import { sql } from 'drizzle-orm';
import { VND_ATTENDEE_TYPE_CODE_GROUP, vendorCouncilWorkflow } from '@jikim/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client.js';
import { codeGroup, codeMaster } from '../../../db/schema.js';

/** structural codes of the council (every installation) */
export async function seedCouncilBase(tx: DbOrTx): Promise<void> {
  await tx.insert(codeGroup).values([
    { codeGroupCd: VND_ATTENDEE_TYPE_CODE_GROUP, codeGroupNm: '협의체 참석 구분', systemYn: 'Y' },
    { codeGroupCd: 'VND_COUNCIL_STATUS', codeGroupNm: '협의체 회의록 상태', systemYn: 'Y' },
  ]).onConflictDoNothing();
  const row = (g: string, code: string, ko: string, en: string, zh: string, es: string, i: number) =>
    ({ codeGroupCd: g, code, codeNm: ko, codeNmI18n: { en, zh, es }, sortOrder: i, createUserId: 'system', updateUserId: 'system' });
  await tx.insert(codeMaster).values([
    row(VND_ATTENDEE_TYPE_CODE_GROUP, 'OWNER', '도급인', 'Owner (principal)', '发包方', 'Contratante', 1),
    row(VND_ATTENDEE_TYPE_CODE_GROUP, 'CONTRACTOR', '수급인', 'Contractor', '承包方', 'Contratista', 2),
    ...vendorCouncilWorkflow.statuses.map((s, i) => row('VND_COUNCIL_STATUS', s.code, s.label.ko, s.label.en, s.label.zh, s.label.es, i + 1)),
  ]).onConflictDoNothing();
}

const AGENDAS = [
  ['하계 온열질환 예방 대책', '폭염특보 시 작업중지 기준, 휴게시설 점검 결과 공유'],
  ['계획예방정비(OH) 공정 조율', '보일러·터빈 동시작업 구간의 작업순서와 출입통제 조율'],
  ['밀폐공간 작업 절차 개정', '산소·유해가스 측정 주기 변경(작업 중 2시간마다) 및 감시인 배치 기준'],
  ['동절기 미끄럼·화재 예방', '옥외 계단 결빙 대책, 임시 난방기구 사용 승인 절차'],
  ['협력업체 합동 안전점검 결과', '추락 위험 개구부 3건, 보호구 미착용 5건 시정 계획'],
  ['비상대응 합동훈련 계획', '가스누출 시나리오 훈련 일정과 협력업체 참여 인원'],
];
const DECISIONS = [
  '석탄이송 컨베이어 하부 통로 추락방지 난간 보강',
  '협력업체 신규 근로자 채용 시 교육 이수 확인서 제출 의무화',
  '고소작업대 작업 전 점검표 양식 통일',
  '휴게실 냉방기 2대 추가 설치',
  '화기작업 감시인 교육 실시 (협력업체 전원)',
  '야간작업 조명 기준(150 lx) 미달 구역 보강',
];

/**
 * A year of monthly councils of plant 1000 (the last one still a draft): both sides attend, two decisions each, the
 * decisions of confirmed minutes linked to improvement actions of the register.
 */
export async function seedCouncilDemo(db: Db): Promise<void> {
  if ((await queryRows(db, sql`select 1 from vnd_council limit 1`)).length) return;
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  const lateFrom = new Date(Date.now() + 9 * 3_600_000 - 10 * 86_400_000).toISOString().slice(0, 10);
  const assignees = (await queryRows<{ user_id: string }>(db, sql`
    select user_id from com_user where plant_cd = '1000' and user_type = 'U' and duty_cd = 'DUT03' and use_yn = 'Y' order by user_id limit 6`)).map((r) => r.user_id);
  if (assignees.length === 0) return;
  await db.transaction(async (tx) => {
    for (let m = 11; m >= 0; m -= 1) {
      const d = new Date(`${today.slice(0, 7)}-10T00:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() - m);
      const ymd = d.toISOString().slice(0, 10);
      const next = new Date(d);
      next.setUTCMonth(next.getUTCMonth() + 1);
      const confirmed = m > 0 && ymd < today;
      const [a, b] = [AGENDAS[m % AGENDAS.length]!, AGENDAS[(m + 3) % AGENDAS.length]!];
      const [c] = await queryRows<{ council_no: number }>(tx, sql`
        insert into vnd_council (status_cd, plant_cd, dept_cd, meeting_ymd, council_title, place, agenda, minutes, next_meeting_ymd, create_user_id, update_user_id, create_dt)
        values (${confirmed ? 'CONFIRMED' : 'DRAFT'}, '1000', 'D1210', ${ymd}, ${`${ymd.slice(0, 4)}년 ${Number(ymd.slice(5, 7))}월 안전보건협의체`},
                '본관 2층 대회의실', ${`1. ${a[0]}\n2. ${b[0]}`}, ${`${a[1]}.\n${b[1]}.\n협력업체 대표는 결정사항을 소속 근로자에게 TBM으로 전달하기로 함.`},
                ${next.toISOString().slice(0, 10)}, 'safety01', 'safety01', ${`${ymd}T06:00:00Z`}::timestamptz)
        returning council_no`);
      const no = c!.council_no;
      await tx.execute(sql`
        insert into vnd_council_attendee (council_no, attendee_type_cd, org_nm, attendee_nm, position_nm, row_no, create_user_id, update_user_id) values
          (${no}, 'OWNER', '서해화력발전소', '김안전', '안전팀 차장', 1, 'safety01', 'safety01'),
          (${no}, 'OWNER', '서해화력발전소 발전처', '처장', '발전처장', 2, 'safety01', 'safety01'),
          (${no}, 'CONTRACTOR', '(주)대한플랜트정비', '한정비', '대표이사', 3, 'safety01', 'safety01'),
          (${no}, 'CONTRACTOR', '한국환경산업(주)', '오환경', '대표이사', 4, 'safety01', 'safety01')`);
      for (let k = 0; k < 2; k += 1) {
        const content = DECISIONS[(m * 2 + k) % DECISIONS.length]!;
        const assignee = assignees[(m + k) % assignees.length]!;
        const due = new Date(d);
        due.setUTCDate(due.getUTCDate() + 30 + k * 15);
        const dueYmd = due.toISOString().slice(0, 10);
        let actionNo: number | null = null;
        if (confirmed) {
          // a living site: a decision may still be open a few days past its due date, never months (issue 34)
          const done = dueYmd < today && ((m + k) % 5 !== 0 || dueYmd < lateFrom);
          const [ia] = await queryRows<{ action_no: number }>(tx, sql`
            insert into impr_action (status_cd, plant_cd, dept_cd, action_type_cd, source_type_cd, source_key, title, description, assignee_user_id, due_ymd, done_ymd,
                                     result, version, create_user_id, update_user_id, create_dt)
            values (${done ? 'DONE' : 'IN_PROGRESS'}, '1000', 'D1210', 'REQUEST', 'COMMITTEE', ${String(no)}, ${content}, ${`안전보건협의체 (${ymd}) 결정사항`},
                    ${assignee}, ${dueYmd}, ${done ? dueYmd : null}, ${done ? '조치 완료, 사진 첨부' : null}, ${done ? 4 : 2}, 'safety01', 'safety01', ${`${ymd}T07:00:00Z`}::timestamptz)
            returning action_no`);
          actionNo = ia!.action_no;
          // the steps the action took, for its history timeline
          const steps: [string, string, string, string, string | null, number][] = [['ACCEPT', 'REGISTERED', 'IN_PROGRESS', assignee, null, 2]];
          if (done) steps.push(['REQUEST_CONFIRM', 'IN_PROGRESS', 'CONFIRM_REQUESTED', assignee, '조치 완료, 사진 첨부', 25], ['CONFIRM', 'CONFIRM_REQUESTED', 'DONE', 'safety01', null, 28]);
          for (const [act, from, to, who, comment, days] of steps) {
            await tx.execute(sql`
              insert into com_status_history (entity, entity_key, action_cd, from_status_cd, to_status_cd, comment, user_id, create_dt)
              values ('imprAction', ${String(actionNo)}, ${act}, ${from}, ${to}, ${comment}, ${who}, ${`${ymd}T07:00:00Z`}::timestamptz + ${`${days} days`}::interval)`);
          }
          if (confirmed && k === 0) {
            await tx.execute(sql`
              insert into com_status_history (entity, entity_key, action_cd, from_status_cd, to_status_cd, comment, user_id, create_dt)
              values ('vendorCouncil', ${String(no)}, 'CONFIRM', 'DRAFT', 'CONFIRMED', null, 'safety01', ${`${ymd}T07:00:00Z`}::timestamptz)`);
          }
        }
        await tx.execute(sql`
          insert into vnd_council_decision (council_no, content, assignee_user_id, due_ymd, action_no, row_no, create_user_id, update_user_id)
          values (${no}, ${content}, ${assignee}, ${dueYmd}, ${actionNo}, ${k + 1}, 'safety01', 'safety01')`);
      }
    }
  });
}
