import { z } from 'zod';
import { defineResource, zText, zYn } from '../resource/definition.js';
import { EDU_API, EDU_CODE_GROUPS, EDU_MENU, EDU_QUESTION_TYPES } from './edu.const.js';

/**
 * 문제은행 `/api/saf/edu/questions`: a course's exam questions with their answers. Its own menu (SAF_EDU_QUESTION),
 * given to those who set exams only: workers never read the bank; their exam pages get the drawn questions without
 * answers from `/api/saf/edu/exams`.
 */
export const eduQuestionResource = defineResource({
  name: 'eduQuestion',
  title: 'title',
  basePath: EDU_API.questions,
  menuId: EDU_MENU.question,
  key: { name: 'questionNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'courseNo', type: 'number', reference: { to: 'eduCourse' }, label: 'courseNo', schema: z.number().int().min(1), required: true, span: 8 },
    { name: 'typeCd', type: 'select', label: 'typeCd', schema: z.enum(EDU_QUESTION_TYPES), required: true, codeGroup: EDU_CODE_GROUPS.questionType, span: 8 },
    { name: 'questionText', type: 'textarea', label: 'questionText', schema: zText(1000, { required: true }), required: true, maxLength: 1000, span: 24 },
    { name: 'option1', type: 'text', label: 'option1', schema: zText(300), maxLength: 300, span: 12 },
    { name: 'option2', type: 'text', label: 'option2', schema: zText(300), maxLength: 300, span: 12 },
    { name: 'option3', type: 'text', label: 'option3', schema: zText(300), maxLength: 300, span: 12 },
    { name: 'option4', type: 'text', label: 'option4', schema: zText(300), maxLength: 300, span: 12 },
    { name: 'answer', type: 'text', label: 'answer', schema: zText(300, { required: true }), required: true, maxLength: 300, span: 12 },
    { name: 'useYn', type: 'switch', label: 'useYn', schema: zYn.default('Y'), span: 12 },
  ],
  listColumns: [
    { name: 'questionNo', width: 90, align: 'center', sortable: true },
    { name: 'courseNo', width: 90, align: 'center', sortable: true },
    { name: 'typeCd', width: 100, align: 'center' },
    { name: 'questionText', link: true },
    { name: 'useYn', width: 70, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'courseNo', type: 'text', op: 'eq', label: 'courseNo', width: 6 },
    { name: 'questionText', type: 'text', op: 'contains', label: 'questionText', width: 6 },
  ],
  defaultSort: { field: 'questionNo', order: 'desc' },
  scope: { plant: 'plantCd' },
  validate: (v) => {
    const opts = [v.option1, v.option2, v.option3, v.option4].filter((o) => typeof o === 'string' && o.trim() !== '').length;
    const ans = String(v.answer ?? '').trim();
    if ((v.typeCd === 'SINGLE' || v.typeCd === 'MULTI') && opts < 2) return { field: 'option1', message: '선택형 문제는 보기를 2개 이상 입력하세요.' };
    if (v.typeCd === 'SINGLE' && !/^[1-4]$/.test(ans)) return { field: 'answer', message: '정답은 보기 번호(1~4)로 입력하세요.' };
    if (v.typeCd === 'MULTI' && !/^[1-4](,[1-4])*$/.test(ans.replace(/\s/g, ''))) return { field: 'answer', message: '정답은 보기 번호를 쉼표로 구분해 입력하세요. (예: 1,3)' };
    if (v.typeCd === 'OX' && !/^[OXox]$/.test(ans)) return { field: 'answer', message: '정답은 O 또는 X로 입력하세요.' };
    return null;
  },
  i18n: {
    ko: {
      title: '문제은행', questionNo: '문제번호', plantCd: '사업장', plantNm: '사업장', courseNo: '과정번호', typeCd: '문제유형', questionText: '문제',
      option1: '보기 1', option2: '보기 2', option3: '보기 3', option4: '보기 4', answer: '정답', useYn: '사용',
    },
    en: {
      title: 'Question bank', questionNo: 'Question no.', plantCd: 'Plant', plantNm: 'Plant', courseNo: 'Course no.', typeCd: 'Type', questionText: 'Question',
      option1: 'Option 1', option2: 'Option 2', option3: 'Option 3', option4: 'Option 4', answer: 'Answer', useYn: 'In use',
    },
    zh: {
      title: '题库', questionNo: '题号', plantCd: '工厂', plantNm: '工厂', courseNo: '课程编号', typeCd: '题型', questionText: '题目',
      option1: '选项1', option2: '选项2', option3: '选项3', option4: '选项4', answer: '答案', useYn: '使用',
    },
    es: {
      title: 'Banco de preguntas', questionNo: 'N.º de pregunta', plantCd: 'Planta', plantNm: 'Planta', courseNo: 'N.º de curso', typeCd: 'Tipo', questionText: 'Pregunta',
      option1: 'Opción 1', option2: 'Opción 2', option3: 'Opción 3', option4: 'Opción 4', answer: 'Respuesta', useYn: 'En uso',
    },
  },
});
