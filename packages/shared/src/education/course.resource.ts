import { z } from 'zod';
import { defineResource, zText, zYn } from '../resource/definition.js';
import { EDU_API, EDU_CATEGORIES, EDU_CODE_GROUPS, EDU_COURSE_TYPES, EDU_DELIVERIES, EDU_FILES, EDU_MENU } from './edu.const.js';

const zInt = (min: number, max: number) => z.number().int().min(min).max(max);

/** 교육과정 `/api/saf/edu/courses`: what is taught, for which legal category, how long, and its exam rules */
export const eduCourseResource = defineResource({
  name: 'eduCourse',
  title: 'title',
  basePath: EDU_API.courses,
  menuId: EDU_MENU.course,
  key: { name: 'courseNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'courseTypeCd', type: 'select', label: 'courseTypeCd', schema: z.enum(EDU_COURSE_TYPES), required: true, codeGroup: EDU_CODE_GROUPS.courseType, span: 8 },
    { name: 'categoryCd', type: 'select', label: 'categoryCd', schema: z.enum(EDU_CATEGORIES).nullish(), codeGroup: EDU_CODE_GROUPS.category, span: 8 },
    { name: 'courseNm', type: 'text', label: 'courseNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'deliveryCd', type: 'select', label: 'deliveryCd', schema: z.enum(EDU_DELIVERIES), required: true, codeGroup: EDU_CODE_GROUPS.delivery, span: 8 },
    { name: 'hours', type: 'number', label: 'hours', schema: z.number().min(0.5).max(100).multipleOf(0.5), required: true, span: 6 },
    // the lesson video's length: the server's measure of the lesson (issue 25), never the player's word; empty = the course's hours
    { name: 'videoSec', type: 'number', label: 'videoSec', schema: zInt(1, 86_400).nullish(), span: 6 },
    { name: 'instructorNm', type: 'text', label: 'instructorNm', schema: zText(100), maxLength: 100, span: 6 },
    { name: 'examYn', type: 'switch', label: 'examYn', schema: zYn.default('N'), span: 6 },
    { name: 'useYn', type: 'switch', label: 'useYn', schema: zYn.default('Y'), span: 6 },
    { name: 'questionCnt', type: 'number', label: 'questionCnt', schema: zInt(1, 100).nullish(), span: 6 },
    { name: 'timeLimitMin', type: 'number', label: 'timeLimitMin', schema: zInt(1, 300).nullish(), span: 6 },
    { name: 'passScore', type: 'number', label: 'passScore', schema: zInt(0, 100).nullish(), span: 6 },
    { name: 'maxAttempts', type: 'number', label: 'maxAttempts', schema: zInt(1, 20).nullish(), span: 6 },
    { name: 'description', type: 'textarea', label: 'description', schema: zText(4000), maxLength: 4000, span: 24 },
  ],
  listColumns: [
    { name: 'courseNo', width: 90, align: 'center', sortable: true },
    { name: 'courseTypeCd', width: 110, align: 'center' },
    { name: 'categoryCd', width: 130, align: 'center' },
    { name: 'courseNm', link: true, sortable: true },
    { name: 'deliveryCd', width: 110, align: 'center' },
    { name: 'hours', width: 80, align: 'right' },
    { name: 'examYn', width: 70, align: 'center' },
    { name: 'plantCd', width: 130, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'courseTypeCd', type: 'select', op: 'eq', label: 'courseTypeCd', codeGroup: EDU_CODE_GROUPS.courseType, width: 6 },
    { name: 'categoryCd', type: 'select', op: 'eq', label: 'categoryCd', codeGroup: EDU_CODE_GROUPS.category, width: 6 },
    { name: 'courseNm', type: 'text', op: 'contains', label: 'courseNm', width: 6 },
  ],
  defaultSort: { field: 'courseNo', order: 'desc' },
  scope: { plant: 'plantCd' },
  attachments: [EDU_FILES.material],
  validate: (v) => {
    if (v.courseTypeCd === 'LEGAL' && !v.categoryCd) return { field: 'categoryCd', message: '법정교육은 교육구분을 선택하세요.' };
    if (v.examYn === 'Y' && (!v.questionCnt || v.passScore == null)) return { field: 'questionCnt', message: '시험이 있는 과정은 출제 문항 수와 합격 점수를 입력하세요.' };
    return null;
  },
  i18n: {
    ko: {
      title: '교육과정', courseNo: '과정번호', plantCd: '사업장', plantNm: '사업장', courseTypeCd: '과정유형', categoryCd: '교육구분', courseNm: '과정명',
      deliveryCd: '교육방식', hours: '교육시간(h)', videoSec: '동영상 길이(초)', instructorNm: '강사', examYn: '시험', useYn: '사용', questionCnt: '출제 문항 수', timeLimitMin: '제한시간(분)',
      passScore: '합격 점수', maxAttempts: '응시 가능 횟수', description: '교육내용', [EDU_FILES.material]: '교육자료',
    },
    en: {
      title: 'Courses', courseNo: 'Course no.', plantCd: 'Plant', plantNm: 'Plant', courseTypeCd: 'Course type', categoryCd: 'Legal category', courseNm: 'Course',
      deliveryCd: 'Delivery', hours: 'Hours', videoSec: 'Video length (s)', instructorNm: 'Instructor', examYn: 'Exam', useYn: 'In use', questionCnt: 'Questions drawn', timeLimitMin: 'Time limit (min)',
      passScore: 'Pass mark', maxAttempts: 'Attempts allowed', description: 'Contents', [EDU_FILES.material]: 'Materials',
    },
    zh: {
      title: '培训课程', courseNo: '课程编号', plantCd: '工厂', plantNm: '工厂', courseTypeCd: '课程类型', categoryCd: '培训类别', courseNm: '课程名称',
      deliveryCd: '培训方式', hours: '学时', videoSec: '视频时长(秒)', instructorNm: '讲师', examYn: '考试', useYn: '使用', questionCnt: '抽题数', timeLimitMin: '限时(分)',
      passScore: '及格分', maxAttempts: '可考次数', description: '培训内容', [EDU_FILES.material]: '培训资料',
    },
    es: {
      title: 'Cursos', courseNo: 'N.º de curso', plantCd: 'Planta', plantNm: 'Planta', courseTypeCd: 'Tipo de curso', categoryCd: 'Categoría legal', courseNm: 'Curso',
      deliveryCd: 'Modalidad', hours: 'Horas', videoSec: 'Duración del vídeo (s)', instructorNm: 'Instructor', examYn: 'Examen', useYn: 'En uso', questionCnt: 'Preguntas', timeLimitMin: 'Tiempo (min)',
      passScore: 'Nota mínima', maxAttempts: 'Intentos', description: 'Contenido', [EDU_FILES.material]: 'Materiales',
    },
  },
});
