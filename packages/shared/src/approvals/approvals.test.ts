import { describe, expect, it } from 'vitest';
import { apprBadgeRange, APPR_MESSAGES, ZApprDecisionSchema, ZApprDelegateSchema, ZApprLineSlotSchema, zSignature } from './index.js';

describe('approval rules', () => {
  it('badge range: one year back plus one day, to today', () => {
    expect(apprBadgeRange(new Date('2026-11-21T03:00:00Z'))).toEqual({ fromYmd: '2025-11-22', toYmd: '2026-11-21' });
    // 20:00 UTC is already the next day in Korea
    expect(apprBadgeRange(new Date('2026-11-21T20:00:00Z'))).toEqual({ fromYmd: '2025-11-23', toYmd: '2026-11-22' });
    // leap day: one year back is clamped to 2023-02-28, plus one day
    expect(apprBadgeRange(new Date('2024-02-29T03:00:00Z'))).toEqual({ fromYmd: '2023-03-01', toYmd: '2024-02-29' });
  });

  it('a rejection needs a reason', () => {
    const r = ZApprDecisionSchema.safeParse({ stepNo: 2, decisionCd: 'REJECT', comment: '  ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(APPR_MESSAGES.rejectReasonRequired);
    expect(ZApprDecisionSchema.safeParse({ stepNo: 2, decisionCd: 'APPROVE' }).success).toBe(true);
  });

  it('signatures are PNG data URLs only', () => {
    expect(zSignature.safeParse('data:image/png;base64,iVBORw0KGgo=').success).toBe(true);
    expect(zSignature.safeParse('data:image/jpeg;base64,/9j/4AAQ').success).toBe(false);
    expect(zSignature.safeParse('javascript:alert(1)').success).toBe(false);
  });

  it('a slot names a user or a duty; a fixed-department slot also its department', () => {
    expect(ZApprLineSlotSchema.safeParse({ slotKind: 'APPROVE', resolveType: 'USER' }).success).toBe(false);
    expect(ZApprLineSlotSchema.safeParse({ slotKind: 'APPROVE', resolveType: 'OWN_DEPT_DUTY', dutyCd: 'DUT03' }).success).toBe(true);
    expect(ZApprLineSlotSchema.safeParse({ slotKind: 'CONFIRM', resolveType: 'DEPT_DUTY', dutyCd: 'DUT06' }).success).toBe(false);
  });

  it('a delegation range ends on or after its start', () => {
    expect(ZApprDelegateSchema.safeParse({ delegateUserId: 'e1', fromYmd: '2026-01-02', toYmd: '2026-01-01' }).success).toBe(false);
    expect(ZApprDelegateSchema.safeParse({ delegateUserId: 'e1', fromYmd: '2026-01-02', toYmd: '2026-01-02' }).success).toBe(true);
  });
});
