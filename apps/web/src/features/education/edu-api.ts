import { EDU_API, type TEduExam, type TEduExamResultRow, type TEduLedger, type TEduPlanActual } from '@jikim/shared';
import type { TLessonApi, TVideoState } from '@/components/lesson/lesson-api';
import { http } from '@/lib/http';

export type { TVideoState };

export type TLedgerQuery = { plantCd?: string; year: number; half?: 'H1' | 'H2'; deptCd?: string; shortfallYn?: 'Y' };
export type TMyCourse = {
  courseNo: number; courseNm: string; courseTypeCd: string; categoryCd: string | null; deliveryCd: string; hours: number; examYn: string;
  passScore: number | null; maxAttempts: number | null; attemptCnt: number; passYn: 'Y' | 'N' | null; completeYmd: string | null;
};
export type TAttendInfo = {
  sessionNo: number; courseNm: string | null; eduYmd: string; startHm: string; endHm: string; place: string | null; hours: number;
  checkInDt: string | null; checkOutDt: string | null; creditedHours: number | null;
};
export type TAttendee = { userId: string; userNm: string | null; deptNm: string | null; methodCd: string; checkInDt: string | null; checkOutDt: string | null; creditedHours: number | null; signature: string | null };
export type TResultQuery = { plantCd?: string; courseNo?: number; deptCd?: string; userNm?: string; passYn?: 'Y' | 'N' };
export type TPlanActualQuery = { plantCd?: string; year: number; half?: 'H1' | 'H2' };
export type TPlanActualRow = {
  planNo: number; planNm: string; deptCd: string; deptNm: string | null; planYear: number; halfCd: string; groupNm: string | null;
  targetCnt: number; plannedTotalHours: number; completedHours: number; ratePct: number;
};
export type TFile = { fileNo: number; fileOrgNm: string; fileExt: string; contentType?: string };

export const eduKeys = {
  ledger: (q: TLedgerQuery) => ['edu', 'ledger', q] as const,
  my: ['edu', 'my'] as const,
  video: (courseNo: number) => ['edu', 'video', courseNo] as const,
  attend: (token: string) => ['edu', 'attend', token] as const,
  attendees: (sessionNo: number) => ['edu', 'attendees', sessionNo] as const,
  results: (q: TResultQuery) => ['edu', 'results', q] as const,
  myResults: ['edu', 'my', 'results'] as const,
  planActual: (planNo: number) => ['edu', 'planActual', planNo] as const,
  planSummary: (q: TPlanActualQuery) => ['edu', 'planSummary', q] as const,
};

export const eduApi = {
  ledger: (q: TLedgerQuery) => http.get<TEduLedger>(EDU_API.ledger, q),
  myCourses: () => http.get<{ list: TMyCourse[] }>(`${EDU_API.my}/courses`),
  startExam: (courseNo: number) => http.post<TEduExam>(`${EDU_API.courses}/${courseNo}/exams`),
  submitExam: (examNo: number, answers: { questionNo: number; answer: string | string[] | null }[]) =>
    http.post<{ score: number; passYn: 'Y' | 'N' }>(`${EDU_API.exams}/${examNo}/submit`, { answers }),
  video: (courseNo: number) => http.get<TVideoState>(`${EDU_API.my}/courses/${courseNo}/video`),
  saveVideo: (courseNo: number, maxSec: number, durationSec: number) =>
    http.post<TVideoState>(`${EDU_API.my}/courses/${courseNo}/video`, { maxSec, durationSec }, { silent: true }),
  attendInfo: (token: string) => http.get<TAttendInfo>(EDU_API.attend, { token }),
  attend: (token: string, action: 'IN' | 'OUT') => http.post<TAttendInfo>(EDU_API.attend, { token, action }),
  qr: (sessionNo: number) => http.post<{ token: string; expiresDt: string }>(`${EDU_API.sessions}/${sessionNo}/qr`, undefined, { silent: true }),
  attendees: (sessionNo: number) => http.get<{ list: TAttendee[] }>(`${EDU_API.sessions}/${sessionNo}/attendance`),
  sign: (sessionNo: number, userId: string, signature: string) => http.post<{ ok: boolean }>(`${EDU_API.sessions}/${sessionNo}/sign`, { userId, signature }),
  results: (q: TResultQuery) => http.get<{ list: TEduExamResultRow[]; totalCount: number }>(EDU_API.examResults, q),
  myResults: () => http.get<{ list: TEduExamResultRow[]; totalCount: number }>(`${EDU_API.my}/exam-results`),
  courseOptions: (plantCd: string) => http.get<{ list: { courseNo: number; courseNm: string }[] }>(`${EDU_API.courses}/options`, { plantCd }, { silent: true }),
  planActual: (planNo: number) => http.get<TEduPlanActual>(`${EDU_API.plans}/${planNo}/actual`),
  planSummary: (q: TPlanActualQuery) => http.get<{ list: TPlanActualRow[] }>(`${EDU_API.plans}/actual`, q),
  /** the course's files (materials, the lesson video) */
  files: (courseNo: number) => http.get<TFile[]>('/api/common/attachFile/list', { taskClassNm: 'EDU_MATERIAL', attachFileId: String(courseNo) }, { silent: true }),
  downUrl: (fileNo: number) => http.get<{ url: string }>('/api/common/attachFile/downUrl', { fileNo }, { silent: true }),
};

export const myLessonApi = (courseNo: number): TLessonApi => ({
  key: eduKeys.video(courseNo),
  video: () => eduApi.video(courseNo),
  saveVideo: (maxSec, durationSec) => eduApi.saveVideo(courseNo, maxSec, durationSec),
  videoUrl: () => http.get<{ url: string | null }>(`${EDU_API.my}/courses/${courseNo}/video/url`),
  startExam: () => eduApi.startExam(courseNo),
  submitExam: (examNo, answers) => eduApi.submitExam(examNo, answers),
});
