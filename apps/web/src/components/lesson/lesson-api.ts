import type { TEduExam } from '@jikim/shared';

export type TVideoState = { maxSec: number; durationSec: number | null; completeYn: 'Y' | 'N'; progressSec: number; completePct: number };

/**
 * What the lesson video and the exam views call: 내 교육 (`myLessonApi` in features/education) or the public entrant pages
 * (features/work-permits/entrant, with the entrant session's own client and routes).
 */
export type TLessonApi = {
  /** query-key scope of the video state and URL */
  key: readonly unknown[];
  video: () => Promise<TVideoState>;
  saveVideo: (maxSec: number, durationSec: number) => Promise<TVideoState>;
  videoUrl: () => Promise<{ url: string | null }>;
  startExam: () => Promise<TEduExam>;
  submitExam: (examNo: number, answers: { questionNo: number; answer: string | string[] | null }[]) => Promise<{ score: number; passYn: 'Y' | 'N' }>;
};
