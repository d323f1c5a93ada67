import { sql } from 'drizzle-orm';
import { BOARD_CODE_GROUPS } from '@jikim/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client.js';
import { codeGroup, codeMaster } from '../../../db/schema.js';
import { safBoard, safBoardComment, safBoardPost, safBoardRead } from './boards.tables.js';

type TCode = readonly [code: string, ko: string, en: string, zh: string, es: string];
const TYPES: TCode[] = [
  ['REF', '자료실', 'Reference room', '资料室', 'Sala de referencia'],
  ['COMM', '소통게시판', 'Communication board', '交流公告板', 'Tablón de comunicación'],
];
const CATEGORIES: TCode[] = [
  ['LAW', '법령·지침', 'Laws and guides', '法规·指南', 'Leyes y guías'],
  ['PROC', '절차서·서식', 'Procedures and forms', '程序·表格', 'Procedimientos y formularios'],
  ['EDU', '교육자료', 'Training material', '教育资料', 'Material de formación'],
  ['MSDS', 'MSDS', 'Safety data sheets', '化学品安全技术说明书', 'Fichas de seguridad'],
  ['CASE', '사고사례', 'Incident cases', '事故案例', 'Casos de accidentes'],
  ['ETC', '기타', 'Other', '其他', 'Otros'],
];

/** the code groups of the boards (every installation) */
export async function seedBoardsBase(tx: DbOrTx): Promise<void> {
  for (const [grp, nm, codes, system] of [[BOARD_CODE_GROUPS.type, '게시판 종류', TYPES, 'Y'], [BOARD_CODE_GROUPS.category, '자료실 분류', CATEGORIES, 'N']] as const) {
    await tx.insert(codeGroup).values({ codeGroupCd: grp, codeGroupNm: nm, systemYn: system }).onConflictDoNothing();
    await tx.insert(codeMaster).values(codes.map(([code, ko, en, zh, es], i) => ({
      codeGroupCd: grp, code, codeNm: ko, codeNmI18n: { en, zh, es }, sortOrder: i + 1, createUserId: 'system', updateUserId: 'system',
    }))).onConflictDoNothing();
  }
}

type TComment = { by: string; text: string; replies?: { by: string; text: string }[] };
type TPost = { by: string; daysAgo: number; title: string; contents: string; category?: string; notice?: boolean; readers: string[]; comments?: TComment[] };
type TBoardDemo = { key: string; type: 'REF' | 'COMM'; nm: string; description: string; vendorOpen: boolean; comments: boolean; posts: TPost[] };

const PLANT_BOARDS: Record<string, { people: string[]; boards: TBoardDemo[] }> = {
  '1000': {
    people: ['safety01', 'worker01', 'health01', 'env01', 'ceo01'],
    boards: [
      {
        key: 'ref', type: 'REF', nm: '안전보건 자료실', description: '법령 개정 안내, 절차서 서식, 교육자료를 분류별로 모아 둡니다.', vendorOpen: false, comments: false,
        posts: [
          { by: 'safety01', daysAgo: 40, category: 'LAW', title: '산업안전보건기준에 관한 규칙 개정 요약(밀폐공간·중량물)', contents: '개정 조문과 현장 적용 사항을 표로 정리했습니다. 첨부 파일을 참고하세요.', readers: ['worker01', 'health01', 'env01'] },
          { by: 'safety01', daysAgo: 21, category: 'PROC', title: '작업허가서 서식(화기·밀폐공간·고소) 2026년판', contents: '작업허가 절차서 개정에 따라 서식이 바뀌었습니다. 이전 서식은 사용하지 마세요.', notice: true, readers: ['worker01', 'health01'] },
          { by: 'health01', daysAgo: 12, category: 'EDU', title: '온열질환 예방 교육자료(물·그늘·휴식)', contents: '여름철 보일러 건물 내 작업자 대상 교육자료입니다.', readers: ['worker01', 'safety01', 'env01'] },
          { by: 'safety01', daysAgo: 5, category: 'CASE', title: '타 발전소 석탄 이송설비 끼임 사고 사례', contents: '컨베이어 점검 중 벨트에 끼인 사고의 원인과 재발방지 대책입니다. LOTO 미실시가 직접 원인입니다.', readers: ['worker01'] },
        ],
      },
      {
        key: 'vref', type: 'REF', nm: '협력업체 공유 자료실', description: '협력업체와 함께 보는 출입·안전 자료입니다.', vendorOpen: true, comments: false,
        posts: [
          { by: 'safety01', daysAgo: 30, category: 'PROC', title: '발전소 출입 및 안전수칙 안내서(협력업체용)', contents: '출입 절차, 보호구 착용 기준, 흡연 구역, 비상 대피 경로를 정리했습니다.', readers: ['worker01'] },
          { by: 'safety01', daysAgo: 8, category: 'MSDS', title: '암모니아·염산 MSDS 요약본', contents: '탈질설비와 수처리 설비 주변 작업 시 반드시 확인하세요.', readers: [] },
        ],
      },
      {
        key: 'comm', type: 'COMM', nm: '안전 소통게시판', description: '현장의 위험요인, 개선 제안, 궁금한 점을 자유롭게 올립니다.', vendorOpen: false, comments: true,
        posts: [
          {
            by: 'worker01', daysAgo: 9, title: '2호기 보일러 급수펌프 주변 바닥 누유 — 미끄럼 주의', contents: '점검 중 보니 펌프 베이스 주변에 기름이 고여 있습니다. 흡착포를 깔아 두었는데 근본 조치가 필요합니다.',
            readers: ['safety01', 'health01', 'env01'],
            comments: [
              { by: 'safety01', text: '확인했습니다. 정비팀에 누유 부위 점검을 요청하고 개선조치로 등록하겠습니다.', replies: [{ by: 'worker01', text: '감사합니다. 조치 전까지 출입 통제선 쳐 두겠습니다.' }] },
              { by: 'env01', text: '흡착포는 지정폐기물로 분리 배출 부탁드립니다.' },
            ],
          },
          {
            by: 'health01', daysAgo: 4, title: '야간 교대근무자 건강상담 일정 안내', contents: '다음 주 화·목 오후 2시~5시 보건관리실에서 상담합니다. 혈압·수면 문제 있으신 분은 꼭 오세요.',
            readers: ['worker01', 'safety01'],
            comments: [{ by: 'worker01', text: '야간조는 오전 상담도 가능할까요?', replies: [{ by: 'health01', text: '네, 수요일 오전 9시~11시도 열겠습니다.' }] }],
          },
          {
            by: 'safety01', daysAgo: 1, notice: true, title: '계획예방정비 기간 중 작업허가 신청 마감 시간 안내', contents: '정비 기간에는 작업 전날 16시까지 작업허가를 신청해 주세요. 당일 신청은 긴급 작업만 받습니다.',
            readers: ['worker01'],
          },
        ],
      },
      {
        key: 'vcomm', type: 'COMM', nm: '협력업체 소통방', description: '협력업체와 발전소가 작업 조율과 안전 의견을 나눕니다.', vendorOpen: true, comments: true,
        posts: [
          {
            by: 'safety01', daysAgo: 6, title: '다음 주 석탄취급설비 정비 작업 안전협의 안내', contents: '월요일 09시 안전관리팀 회의실에서 작업 전 안전협의를 합니다. 작업 책임자는 참석해 주세요.',
            readers: ['worker01'],
            comments: [{ by: 'worker01', text: '설비운영팀도 참석하겠습니다. 격리 범위는 회의 때 함께 확인하시죠.' }],
          },
        ],
      },
    ],
  },
  '2000': {
    people: ['gas01', 'env02'],
    boards: [
      {
        key: 'ref', type: 'REF', nm: 'LNG기지 안전 자료실', description: '고압가스 안전관리 법령, 절차서, 교육자료를 모아 둡니다.', vendorOpen: false, comments: false,
        posts: [
          { by: 'gas01', daysAgo: 35, category: 'LAW', title: '고압가스 안전관리법 시행규칙 개정(정기검사 주기) 요약', contents: '저장탱크 정기검사 주기와 제출 서류 변경 사항입니다.', readers: ['env02'] },
          { by: 'gas01', daysAgo: 14, category: 'EDU', title: 'LNG 누출 비상대응 훈련 교육자료', contents: '가스검지기 경보 단계별 조치와 대피 경로를 담았습니다.', readers: ['env02'] },
        ],
      },
      {
        key: 'vref', type: 'REF', nm: '협력업체 공유 자료실', description: '기지 출입 협력업체와 함께 보는 자료입니다.', vendorOpen: true, comments: false,
        posts: [
          { by: 'gas01', daysAgo: 20, category: 'PROC', title: 'LNG기지 출입 안전수칙(정전기·휴대전화·점화원 반입 금지)', contents: '방폭구역 출입 전 정전기 제거, 휴대전화 반입 제한, 점화원 반입 금지를 지켜 주세요.', readers: [] },
        ],
      },
      {
        key: 'comm', type: 'COMM', nm: '안전 소통게시판', description: '기지 운영과 안전에 관한 의견을 나눕니다.', vendorOpen: false, comments: true,
        posts: [
          {
            by: 'gas01', daysAgo: 3, title: '하역설비 주변 가스검지기 오경보 잦음', contents: '3번 하역암 주변 검지기가 해무가 짙을 때 오경보를 냅니다. 교정 주기를 앞당기는 것이 좋겠습니다.',
            readers: ['env02'],
            comments: [{ by: 'env02', text: '해무 영향이면 센서 필터 교체도 같이 검토해 주세요.', replies: [{ by: 'gas01', text: '다음 주 교정 때 필터도 교체하겠습니다.' }] }],
          },
        ],
      },
      {
        key: 'vcomm', type: 'COMM', nm: '협력업체 소통방', description: '협력업체와 작업 조율, 안전 의견을 나눕니다.', vendorOpen: true, comments: true,
        posts: [
          {
            by: 'gas01', daysAgo: 2, title: '저장탱크 외벽 도장 작업 일정 조율', contents: '다음 달 둘째 주 도장 작업 예정입니다. 고소작업대 반입 일정과 인원을 댓글로 알려 주세요.',
            readers: ['env02'],
            comments: [{ by: 'env02', text: '도장 작업 중 VOC 배출 관리 계획도 함께 제출 부탁드립니다.' }],
          },
        ],
      },
    ],
  },
};

/** a time n days ago (a few hours apart per day count, so posts of one day do not share a minute) */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000 - (n % 5) * 3_600_000);

/**
 * demo (idempotent: only while no board exists): each plant's reference rooms and communication boards — one of each
 * opened to contractors — with posts, comments, replies and reads of the plant's people
 */
export async function seedBoardsDemo(db: Db): Promise<void> {
  const [any] = await queryRows(db, sql`select 1 from saf_board limit 1`);
  if (any) return;
  await db.transaction(async (tx) => {
    for (const [plantCd, { boards }] of Object.entries(PLANT_BOARDS)) {
      let sortNo = 0;
      for (const b of boards) {
        const owner = b.posts[0]?.by ?? 'admin';
        const [board] = await tx.insert(safBoard).values({
          plantCd, boardTypeCd: b.type, sortNo: (sortNo += 10), boardNm: b.nm, description: b.description, vendorOpenYn: b.vendorOpen ? 'Y' : 'N',
          commentYn: b.comments ? 'Y' : 'N', createUserId: owner, updateUserId: owner, createDt: daysAgo(60), updateDt: daysAgo(60),
        }).returning({ boardNo: safBoard.boardNo });
        for (const p of b.posts) {
          const at = daysAgo(p.daysAgo);
          const [post] = await tx.insert(safBoardPost).values({
            boardNo: board!.boardNo, plantCd, categoryCd: p.category ?? null, postTitle: p.title, postContents: p.contents, noticeYn: p.notice ? 'Y' : 'N',
            createUserId: p.by, updateUserId: p.by, createDt: at, updateDt: at,
          }).returning({ postNo: safBoardPost.postNo });
          const postNo = post!.postNo;
          const readers = [...new Set([p.by, ...p.readers])];
          await tx.insert(safBoardRead).values(readers.map((userId) => ({ postNo, userId, readDt: at }))).onConflictDoNothing();
          let minutes = 30;
          for (const c of p.comments ?? []) {
            const cAt = new Date(at.getTime() + (minutes += 47) * 60_000);
            const [ins] = await tx.insert(safBoardComment).values({ postNo, contents: c.text, createUserId: c.by, updateUserId: c.by, createDt: cAt, updateDt: cAt })
              .returning({ commentNo: safBoardComment.commentNo });
            for (const r of c.replies ?? []) {
              const rAt = new Date(at.getTime() + (minutes += 33) * 60_000);
              await tx.insert(safBoardComment).values({ postNo, parentCommentNo: ins!.commentNo, contents: r.text, createUserId: r.by, updateUserId: r.by, createDt: rAt, updateDt: rAt });
            }
          }
        }
      }
    }
  });
}
