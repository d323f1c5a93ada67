// Excel uploads (every module): the server reads them with one bounded reader (apps/server/src/lib/excel-upload.ts).
// A refused workbook answers 400 with one of these texts; {0} is filled in by fmtExcelUpload.

export const EXCEL_UPLOAD_MESSAGES = {
  badFile: '엑셀 파일(.xlsx)을 읽을 수 없습니다. 업로드 양식을 내려받아 작성한 .xlsx 파일인지 확인하세요.',
  tooManyRows: '한 번에 {0}행까지 업로드할 수 있습니다. 파일을 나누어 업로드하세요.',
  tooLarge: '엑셀 파일의 내용이 너무 큽니다(압축을 푼 크기 {0}MB 초과). 불필요한 시트와 서식을 지우거나 파일을 나누어 업로드하세요.',
  tooManyColumns: '열이 너무 많습니다({0}열 초과). 업로드 양식의 열만 사용하세요.',
  duplicateHeader: '첫 행의 열 제목 「{0}」이 두 번 있습니다. 열 제목은 서로 달라야 합니다.',
  noHeader: '첫 행에 열 제목이 없습니다. 업로드 양식을 내려받아 작성하세요.',
} as const;

export const fmtExcelUpload = (message: string, value: string | number) =>
  message.replace('{0}', typeof value === 'number' ? value.toLocaleString('ko-KR') : value);
