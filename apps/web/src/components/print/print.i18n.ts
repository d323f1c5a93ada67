import { registerTranslations } from '@/lib/i18n';

/** texts of the printed document (namespace "print"); Korean is the source text and the document's default language */
export const PRINT_NS = 'print';

registerTranslations(PRINT_NS, {
  ko: {
    approval: '결재', agreement: '합의', reference: '참조', docNo: '문서번호', plant: '사업장', printedAt: '출력일시', printedBy: '출력자', author: '작성자', writtenAt: '작성일시',
    role: { DRAFT: '담당', REVIEW: '검토', APPROVE: '승인', AGREE: '합의', CONFIRM: '확인' },
    rejected: '반려', delegated: '대결', pending: '미결', yes: '예', no: '아니오', page: '쪽',
    toolbar: { print: '인쇄', close: '닫기', language: '문서 언어', hint: '인쇄 대화상자에서 "PDF로 저장"을 고르면 PDF 파일이 됩니다.' },
    status: { PROGRESS: '결재 진행중', COMPLETE: '결재 완료', REJECT: '반려' },
    error: { notFound: '인쇄할 문서를 찾을 수 없습니다.', failed: '문서를 불러오지 못했습니다.' },
  },
  en: {
    approval: 'Approval', agreement: 'Agreement', reference: 'Reference', docNo: 'Document no.', plant: 'Plant', printedAt: 'Printed at', printedBy: 'Printed by', author: 'Author', writtenAt: 'Written at',
    role: { DRAFT: 'Drafted', REVIEW: 'Reviewed', APPROVE: 'Approved', AGREE: 'Agreed', CONFIRM: 'Confirmed' },
    rejected: 'Rejected', delegated: 'Delegate', pending: 'Pending', yes: 'Yes', no: 'No', page: 'Page',
    toolbar: { print: 'Print', close: 'Close', language: 'Document language', hint: 'Choose "Save as PDF" in the print dialog to get a PDF file.' },
    status: { PROGRESS: 'Approval in progress', COMPLETE: 'Approved', REJECT: 'Rejected' },
    error: { notFound: 'The document to print was not found.', failed: 'The document could not be loaded.' },
  },
  zh: {
    approval: '审批', agreement: '会签', reference: '抄送', docNo: '文件编号', plant: '工厂', printedAt: '打印时间', printedBy: '打印人', author: '作者', writtenAt: '创建时间',
    role: { DRAFT: '经办', REVIEW: '审核', APPROVE: '批准', AGREE: '会签', CONFIRM: '确认' },
    rejected: '驳回', delegated: '代批', pending: '未决', yes: '是', no: '否', page: '页',
    toolbar: { print: '打印', close: '关闭', language: '文件语言', hint: '在打印对话框中选择"另存为 PDF"即可得到 PDF 文件。' },
    status: { PROGRESS: '审批中', COMPLETE: '审批完成', REJECT: '驳回' },
    error: { notFound: '找不到要打印的文件。', failed: '无法加载文件。' },
  },
  es: {
    approval: 'Aprobación', agreement: 'Acuerdo', reference: 'Referencia', docNo: 'N.º de documento', plant: 'Planta', printedAt: 'Impreso el', printedBy: 'Impreso por', author: 'Autor', writtenAt: 'Creado',
    role: { DRAFT: 'Redactado', REVIEW: 'Revisado', APPROVE: 'Aprobado', AGREE: 'Acordado', CONFIRM: 'Confirmado' },
    rejected: 'Rechazado', delegated: 'Suplente', pending: 'Pendiente', yes: 'Sí', no: 'No', page: 'Página',
    toolbar: { print: 'Imprimir', close: 'Cerrar', language: 'Idioma del documento', hint: 'Elija "Guardar como PDF" en el diálogo de impresión para obtener un PDF.' },
    status: { PROGRESS: 'Aprobación en curso', COMPLETE: 'Aprobado', REJECT: 'Rechazado' },
    error: { notFound: 'No se encontró el documento a imprimir.', failed: 'No se pudo cargar el documento.' },
  },
});
