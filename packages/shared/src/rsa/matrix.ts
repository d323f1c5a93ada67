// zod-free: the matrix arithmetic is pure and used by the server, the web and the tests
/**
 * 위험성 매트릭스 (빈도·강도법): likelihood levels (3 to 5) × severity levels (3 to 5), a score per cell (the
 * product by default, or any table) and the grade of each cell. Grades are listed from the lowest risk to the
 * highest; `actionRequiredYn = 'Y'` makes a measure (and an improvement action) mandatory for a hazard of that grade.
 */
export type TRsaLevel = { level: number; label: string };
export type TRsaCell = { likelihood: number; severity: number; score: number; gradeCd: string };
export type TRsaGrade = { gradeCd: string; label: string; color: string; actionRequiredYn: 'Y' | 'N' };
export type TRsaMatrixBody = {
  likelihoodLevels: TRsaLevel[];
  severityLevels: TRsaLevel[];
  cells: TRsaCell[];
  grades: TRsaGrade[];
};
export type TRsaMatrix = TRsaMatrixBody & { plantCd: string; version: number };

export const RSA_MATRIX_MIN_LEVELS = 3;
export const RSA_MATRIX_MAX_LEVELS = 5;

export const RSA_MATRIX_MESSAGES = {
  levelCount: '가능성(빈도)과 중대성(강도)은 각각 3~5단계로 정하세요.',
  levelSequence: '단계는 1부터 차례로 매겨야 합니다.',
  levelLabel: '단계마다 이름을 입력하세요.',
  gradeCount: '등급을 2개 이상 정하세요.',
  gradeDuplicate: '같은 등급 코드가 두 번 있습니다.',
  gradeColor: '등급 색상은 #RRGGBB 형식으로 입력하세요.',
  cellMissing: (l: number, s: number) => `가능성 ${l} × 중대성 ${s} 칸의 점수와 등급이 없습니다.`,
  cellDuplicate: (l: number, s: number) => `가능성 ${l} × 중대성 ${s} 칸이 두 번 있습니다.`,
  cellOutside: (l: number, s: number) => `가능성 ${l} × 중대성 ${s} 칸은 매트릭스 밖에 있습니다.`,
  cellGrade: (l: number, s: number) => `가능성 ${l} × 중대성 ${s} 칸의 등급이 등급 목록에 없습니다.`,
  /** a higher likelihood or severity must never give a lower score or a lower grade */
  cellMonotone: (l: number, s: number) => `가능성 ${l} × 중대성 ${s} 칸의 점수나 등급이 더 낮은 칸보다 낮습니다.`,
  topGradeAction: '가장 높은 등급은 개선이 필요한 등급이어야 합니다.',
} as const;

/** the score of a cell of the default table: likelihood × severity */
export const productScore = (likelihood: number, severity: number): number => likelihood * severity;

/**
 * A matrix whose cells are the product of likelihood and severity, graded by score bands: `bands` lists the lowest
 * score of each grade after the first, in the order of `grades` (e.g. [5, 10] for 1–4 / 5–9 / 10–25).
 */
export function productMatrix(likelihoodLevels: TRsaLevel[], severityLevels: TRsaLevel[], grades: TRsaGrade[], bands: number[]): TRsaMatrixBody {
  const cells: TRsaCell[] = [];
  for (const l of likelihoodLevels) {
    for (const s of severityLevels) {
      const score = productScore(l.level, s.level);
      let g = 0;
      while (g < bands.length && score >= bands[g]!) g += 1;
      cells.push({ likelihood: l.level, severity: s.level, score, gradeCd: grades[g]!.gradeCd });
    }
  }
  return { likelihoodLevels, severityLevels, cells, grades };
}

/** the levels 1..n with their labels */
export const levels = (...labels: string[]): TRsaLevel[] => labels.map((label, i) => ({ level: i + 1, label }));

/** the seeded 5×5 of every plant (고시 해설의 예시를 따른 3등급: 1–4 허용, 5–9 개선, 10–25 즉시개선) */
export function defaultMatrix(): TRsaMatrixBody {
  return productMatrix(
    levels('거의 없음', '낮음', '있음', '높음', '매우 높음'),
    levels('영향 없음', '경미(응급처치)', '보통(휴업 4일 미만)', '중대(휴업 4일 이상)', '치명(사망·장해)'),
    [
      { gradeCd: 'LOW', label: '허용', color: '#52C41A', actionRequiredYn: 'N' },
      { gradeCd: 'MEDIUM', label: '개선', color: '#FAAD14', actionRequiredYn: 'Y' },
      { gradeCd: 'HIGH', label: '즉시개선', color: '#F5222D', actionRequiredYn: 'Y' },
    ],
    [5, 10],
  );
}

function checkLevels(ls: TRsaLevel[]): string | null {
  if (ls.length < RSA_MATRIX_MIN_LEVELS || ls.length > RSA_MATRIX_MAX_LEVELS) return RSA_MATRIX_MESSAGES.levelCount;
  if (ls.some((l, i) => l.level !== i + 1)) return RSA_MATRIX_MESSAGES.levelSequence;
  if (ls.some((l) => !l.label.trim())) return RSA_MATRIX_MESSAGES.levelLabel;
  return null;
}

/**
 * The rules of a matrix (null when it is sound): 3 to 5 levels each, numbered 1..n; one cell for every pair and no
 * other; every cell's grade listed; a cell never scores or grades lower than a cell of lower likelihood or severity;
 * the highest grade requires action.
 */
export function checkMatrix(m: TRsaMatrixBody): string | null {
  const levelError = checkLevels(m.likelihoodLevels) ?? checkLevels(m.severityLevels);
  if (levelError) return levelError;
  if (m.grades.length < 2) return RSA_MATRIX_MESSAGES.gradeCount;
  const rank = new Map<string, number>();
  for (const [i, g] of m.grades.entries()) {
    if (rank.has(g.gradeCd)) return RSA_MATRIX_MESSAGES.gradeDuplicate;
    if (!/^#[0-9A-Fa-f]{6}$/.test(g.color)) return RSA_MATRIX_MESSAGES.gradeColor;
    rank.set(g.gradeCd, i);
  }
  if (m.grades[m.grades.length - 1]!.actionRequiredYn !== 'Y') return RSA_MATRIX_MESSAGES.topGradeAction;
  const nl = m.likelihoodLevels.length;
  const ns = m.severityLevels.length;
  const at = new Map<string, TRsaCell>();
  for (const c of m.cells) {
    if (c.likelihood < 1 || c.likelihood > nl || c.severity < 1 || c.severity > ns) return RSA_MATRIX_MESSAGES.cellOutside(c.likelihood, c.severity);
    const k = `${c.likelihood}:${c.severity}`;
    if (at.has(k)) return RSA_MATRIX_MESSAGES.cellDuplicate(c.likelihood, c.severity);
    if (!rank.has(c.gradeCd)) return RSA_MATRIX_MESSAGES.cellGrade(c.likelihood, c.severity);
    at.set(k, c);
  }
  for (let l = 1; l <= nl; l += 1) {
    for (let s = 1; s <= ns; s += 1) {
      const c = at.get(`${l}:${s}`);
      if (!c) return RSA_MATRIX_MESSAGES.cellMissing(l, s);
      for (const lower of [at.get(`${l - 1}:${s}`), at.get(`${l}:${s - 1}`)]) {
        if (lower && (c.score < lower.score || rank.get(c.gradeCd)! < rank.get(lower.gradeCd)!)) return RSA_MATRIX_MESSAGES.cellMonotone(l, s);
      }
    }
  }
  return null;
}

export type TRsaRating = { score: number; gradeCd: string; actionRequiredYn: 'Y' | 'N' };

/** the score and grade of likelihood × severity in a matrix; null when either is outside its levels */
export function rate(m: TRsaMatrixBody, likelihood: number, severity: number): TRsaRating | null {
  const c = m.cells.find((x) => x.likelihood === likelihood && x.severity === severity);
  if (!c) return null;
  const g = m.grades.find((x) => x.gradeCd === c.gradeCd);
  return { score: c.score, gradeCd: c.gradeCd, actionRequiredYn: g?.actionRequiredYn ?? 'N' };
}

/** 0-based rank of a grade (0 = lowest risk); -1 when the matrix has no such grade */
export const gradeRank = (m: Pick<TRsaMatrixBody, 'grades'>, gradeCd: string | null | undefined): number => m.grades.findIndex((g) => g.gradeCd === gradeCd);

/**
 * The improvement register's 3-level risk (IMPR_RISK_LEVEL H/M/L) of a grade: the highest grade is H, another grade
 * that requires action M, the rest L.
 */
export function imprRiskOf(m: Pick<TRsaMatrixBody, 'grades'>, gradeCd: string | null | undefined): 'H' | 'M' | 'L' | null {
  const i = gradeRank(m, gradeCd);
  if (i < 0) return null;
  if (i === m.grades.length - 1) return 'H';
  return m.grades[i]!.actionRequiredYn === 'Y' ? 'M' : 'L';
}
