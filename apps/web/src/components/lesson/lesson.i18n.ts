import { registerTranslations } from '@/lib/i18n';

/** texts of the lesson video and exam views (namespace "lesson"): 내 교육 and the public entrant pages; Korean is the source text */
export const LESSON_NS = 'lesson';

registerTranslations(LESSON_NS, {
  ko: {
    'video.title': '동영상 교육', 'video.progress': '시청 {{pct}}%', 'video.done': '시청 완료 — 이수 요건(95%)을 충족했습니다.', 'video.noFile': '등록된 교육 동영상이 없습니다.',
    'video.hint': '아직 보지 않은 부분으로는 건너뛸 수 없습니다. 5초마다 시청 위치가 저장되어 다음에 이어 볼 수 있습니다.',
    'exam.title': '시험', 'exam.attempt': '{{n}}차 응시', 'exam.timeLeft': '남은 시간 {{m}}:{{s}}', 'exam.submit': '제출', 'exam.confirm': '답안을 제출하시겠습니까? 제출 후에는 고칠 수 없습니다.',
    'exam.unanswered': '답하지 않은 문제가 {{n}}개 있습니다. 그래도 제출하시겠습니까?', 'exam.result': '{{score}}점 — {{pass}}', 'exam.passMark': '합격 점수 {{n}}점',
    'exam.shortPlaceholder': '답을 입력하세요.', 'exam.retake': '다시 응시', 'exam.question': '{{n}}번', 'exam.ok': '확인', 'exam.cancel': '취소',
    'exam.passed': '합격', 'exam.failed': '불합격',
  },
  en: {
    'video.title': 'Video lesson', 'video.progress': 'Watched {{pct}}%', 'video.done': 'Watched — the 95 % requirement is met.', 'video.noFile': 'No video for this course.',
    'video.hint': 'You cannot skip ahead of what you have watched. Your position is saved every 5 s so you can resume.',
    'exam.title': 'Exam', 'exam.attempt': 'Attempt {{n}}', 'exam.timeLeft': 'Time left {{m}}:{{s}}', 'exam.submit': 'Submit', 'exam.confirm': 'Submit your answers? They cannot be changed afterwards.',
    'exam.unanswered': '{{n}} questions are unanswered. Submit anyway?', 'exam.result': '{{score}} points — {{pass}}', 'exam.passMark': 'Pass mark {{n}}',
    'exam.shortPlaceholder': 'Type your answer.', 'exam.retake': 'Retake', 'exam.question': 'Q{{n}}', 'exam.ok': 'OK', 'exam.cancel': 'Cancel',
    'exam.passed': 'Passed', 'exam.failed': 'Failed',
  },
  zh: {
    'video.title': '视频培训', 'video.progress': '已观看{{pct}}%', 'video.done': '观看完成 — 已满足95%的要求。', 'video.noFile': '没有培训视频。',
    'video.hint': '不能跳到尚未观看的部分。每5秒保存一次观看位置，下次可继续观看。',
    'exam.title': '考试', 'exam.attempt': '第{{n}}次', 'exam.timeLeft': '剩余时间 {{m}}:{{s}}', 'exam.submit': '提交', 'exam.confirm': '确定提交答案吗？提交后不能修改。',
    'exam.unanswered': '有{{n}}道题未作答。仍要提交吗？', 'exam.result': '{{score}}分 — {{pass}}', 'exam.passMark': '及格分 {{n}}',
    'exam.shortPlaceholder': '请输入答案。', 'exam.retake': '重新考试', 'exam.question': '第{{n}}题', 'exam.ok': '确定', 'exam.cancel': '取消',
    'exam.passed': '合格', 'exam.failed': '不合格',
  },
  es: {
    'video.title': 'Lección en vídeo', 'video.progress': 'Visto {{pct}} %', 'video.done': 'Visto — se cumple el 95 % requerido.', 'video.noFile': 'Este curso no tiene vídeo.',
    'video.hint': 'No se puede avanzar más allá de lo visto. La posición se guarda cada 5 s para continuar después.',
    'exam.title': 'Examen', 'exam.attempt': 'Intento {{n}}', 'exam.timeLeft': 'Quedan {{m}}:{{s}}', 'exam.submit': 'Enviar', 'exam.confirm': '¿Enviar las respuestas? No podrá cambiarlas.',
    'exam.unanswered': 'Hay {{n}} preguntas sin responder. ¿Enviar igualmente?', 'exam.result': '{{score}} puntos — {{pass}}', 'exam.passMark': 'Nota mínima {{n}}',
    'exam.shortPlaceholder': 'Escriba su respuesta.', 'exam.retake': 'Repetir', 'exam.question': 'P{{n}}', 'exam.ok': 'Aceptar', 'exam.cancel': 'Cancelar',
    'exam.passed': 'Aprobado', 'exam.failed': 'Suspendido',
  },
});
