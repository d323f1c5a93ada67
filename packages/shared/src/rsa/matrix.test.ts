import { describe, expect, it } from 'vitest';
import { checkMatrix, defaultMatrix, gradeRank, imprRiskOf, levels, productMatrix, rate, RSA_MATRIX_MESSAGES, type TRsaGrade, type TRsaMatrixBody } from './matrix.js';

const g3: TRsaGrade[] = [
  { gradeCd: 'L', label: '하', color: '#52C41A', actionRequiredYn: 'N' },
  { gradeCd: 'M', label: '중', color: '#FAAD14', actionRequiredYn: 'Y' },
  { gradeCd: 'H', label: '상', color: '#F5222D', actionRequiredYn: 'Y' },
];

describe('위험성 매트릭스 arithmetic', () => {
  it('3×3 product: 1..9, graded by bands [3, 6]', () => {
    const m = productMatrix(levels('하', '중', '상'), levels('경미', '보통', '중대'), g3, [3, 6]);
    expect(checkMatrix(m)).toBeNull();
    expect(m.cells).toHaveLength(9);
    expect(rate(m, 1, 1)).toEqual({ score: 1, gradeCd: 'L', actionRequiredYn: 'N' });
    expect(rate(m, 1, 3)).toEqual({ score: 3, gradeCd: 'M', actionRequiredYn: 'Y' });
    expect(rate(m, 2, 3)).toEqual({ score: 6, gradeCd: 'H', actionRequiredYn: 'Y' });
    expect(rate(m, 3, 3)).toMatchObject({ score: 9, gradeCd: 'H' });
    expect(rate(m, 4, 1)).toBeNull();
    expect(rate(m, 0, 2)).toBeNull();
  });

  it('4×4 product with four grades (1–4 등급)', () => {
    const g4: TRsaGrade[] = [
      { gradeCd: '1', label: '1등급', color: '#52C41A', actionRequiredYn: 'N' },
      { gradeCd: '2', label: '2등급', color: '#FADB14', actionRequiredYn: 'N' },
      { gradeCd: '3', label: '3등급', color: '#FA8C16', actionRequiredYn: 'Y' },
      { gradeCd: '4', label: '4등급', color: '#F5222D', actionRequiredYn: 'Y' },
    ];
    const m = productMatrix(levels('a', 'b', 'c', 'd'), levels('w', 'x', 'y', 'z'), g4, [3, 6, 12]);
    expect(checkMatrix(m)).toBeNull();
    expect(m.cells).toHaveLength(16);
    expect(rate(m, 2, 1)?.gradeCd).toBe('1');
    expect(rate(m, 2, 2)?.gradeCd).toBe('2');
    expect(rate(m, 2, 4)).toEqual({ score: 8, gradeCd: '3', actionRequiredYn: 'Y' });
    expect(rate(m, 4, 3)).toEqual({ score: 12, gradeCd: '4', actionRequiredYn: 'Y' });
    expect(imprRiskOf(m, '4')).toBe('H');
    expect(imprRiskOf(m, '3')).toBe('M');
    expect(imprRiskOf(m, '2')).toBe('L');
    expect(imprRiskOf(m, 'X')).toBeNull();
  });

  it('5×5 default: 1–4 허용, 5–9 개선, 10–25 즉시개선', () => {
    const m = defaultMatrix();
    expect(checkMatrix(m)).toBeNull();
    expect(m.cells).toHaveLength(25);
    expect(rate(m, 2, 2)).toEqual({ score: 4, gradeCd: 'LOW', actionRequiredYn: 'N' });
    expect(rate(m, 1, 5)).toEqual({ score: 5, gradeCd: 'MEDIUM', actionRequiredYn: 'Y' });
    expect(rate(m, 3, 3)).toEqual({ score: 9, gradeCd: 'MEDIUM', actionRequiredYn: 'Y' });
    expect(rate(m, 2, 5)).toEqual({ score: 10, gradeCd: 'HIGH', actionRequiredYn: 'Y' });
    expect(rate(m, 5, 5)).toMatchObject({ score: 25, gradeCd: 'HIGH' });
    expect(gradeRank(m, 'HIGH')).toBe(2);
  });

  it('a custom table (3 likelihood × 4 severity, severity weighted) rates from its own cells, not the product', () => {
    const score = [
      [1, 3, 6, 10],
      [2, 5, 9, 14],
      [4, 8, 13, 20],
    ];
    const grade = (s: number) => (s >= 10 ? 'H' : s >= 5 ? 'M' : 'L');
    const m: TRsaMatrixBody = {
      likelihoodLevels: levels('드묾', '가끔', '자주'),
      severityLevels: levels('경상', '중상', '장해', '사망'),
      grades: g3,
      cells: score.flatMap((row, li) => row.map((s, si) => ({ likelihood: li + 1, severity: si + 1, score: s, gradeCd: grade(s) }))),
    };
    expect(checkMatrix(m)).toBeNull();
    expect(rate(m, 1, 4)).toEqual({ score: 10, gradeCd: 'H', actionRequiredYn: 'Y' });
    expect(rate(m, 3, 1)).toEqual({ score: 4, gradeCd: 'L', actionRequiredYn: 'N' });
    expect(rate(m, 2, 2)).toEqual({ score: 5, gradeCd: 'M', actionRequiredYn: 'Y' });
    expect(rate(m, 3, 5)).toBeNull();
  });

  it('refuses unsound matrices with the message that says what to change', () => {
    const ok = defaultMatrix();
    expect(checkMatrix({ ...ok, likelihoodLevels: levels('a', 'b') })).toBe(RSA_MATRIX_MESSAGES.levelCount);
    expect(checkMatrix({ ...ok, severityLevels: levels('a', 'b', 'c', 'd', 'e', 'f') })).toBe(RSA_MATRIX_MESSAGES.levelCount);
    expect(checkMatrix({ ...ok, likelihoodLevels: [{ level: 1, label: 'a' }, { level: 3, label: 'b' }, { level: 4, label: 'c' }] })).toBe(RSA_MATRIX_MESSAGES.levelSequence);
    expect(checkMatrix({ ...ok, cells: ok.cells.filter((c) => !(c.likelihood === 3 && c.severity === 4)) })).toBe(RSA_MATRIX_MESSAGES.cellMissing(3, 4));
    expect(checkMatrix({ ...ok, cells: [...ok.cells, ok.cells[0]!] })).toBe(RSA_MATRIX_MESSAGES.cellDuplicate(1, 1));
    expect(checkMatrix({ ...ok, cells: [...ok.cells, { likelihood: 6, severity: 1, score: 6, gradeCd: 'LOW' }] })).toBe(RSA_MATRIX_MESSAGES.cellOutside(6, 1));
    expect(checkMatrix({ ...ok, cells: ok.cells.map((c) => (c.likelihood === 2 && c.severity === 2 ? { ...c, gradeCd: 'NONE' } : c)) })).toBe(RSA_MATRIX_MESSAGES.cellGrade(2, 2));
    // 5×5 = 25 but 5×4 = 30 would put a lower cell above a higher one
    expect(checkMatrix({ ...ok, cells: ok.cells.map((c) => (c.likelihood === 5 && c.severity === 4 ? { ...c, score: 30 } : c)) })).toBe(RSA_MATRIX_MESSAGES.cellMonotone(5, 5));
    expect(checkMatrix({ ...ok, grades: [ok.grades[0]!, ok.grades[0]!, ok.grades[2]!] })).toBe(RSA_MATRIX_MESSAGES.gradeDuplicate);
    expect(checkMatrix({ ...ok, grades: ok.grades.map((g) => ({ ...g, color: 'red' })) })).toBe(RSA_MATRIX_MESSAGES.gradeColor);
    expect(checkMatrix({ ...ok, grades: ok.grades.map((g) => ({ ...g, actionRequiredYn: 'N' as const })) })).toBe(RSA_MATRIX_MESSAGES.topGradeAction);
  });
});
