import { describe, expect, it } from 'vitest';
import { i18n, type Lang } from '@/lib/i18n';
import '@/features/approvals/approvals.i18n';
import '@/features/health/health.i18n';

// issue 13 defect 6: an approval in progress has one name everywhere (결재중), in every language
describe('approval status words', () => {
  it.each<Lang>(['ko', 'en', 'zh', 'es'])('one word for "in approval" in %s', (lang) => {
    const appr = i18n.getFixedT(lang, 'approvals');
    const hea = i18n.getFixedT(lang, 'hea');
    const words = new Set([appr('status.PROGRESS'), appr('stepStatus.PENDING'), hea('appr.REQUESTED')]);
    expect([...words]).toHaveLength(1);
    if (lang === 'ko') expect([...words]).toEqual(['결재중']);
  });
});
