import { describe, expect, it } from 'vitest';
import { isStrongPassword, ZPasswordChangeSchema } from './auth.js';
import { MESSAGES } from './messages.js';

describe('password rules', () => {
  it('needs 8 characters of at least two kinds', () => {
    expect(isStrongPassword('demo1234!')).toBe(true);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword('12345678')).toBe(false);
    expect(isStrongPassword('abc123')).toBe(false);
    expect(isStrongPassword('aaaaaaa1')).toBe(true);
    expect(isStrongPassword('        ')).toBe(false);
    expect(isStrongPassword('password!')).toBe(true);
  });

  it('reports the spec §5 messages', () => {
    const mismatch = ZPasswordChangeSchema.safeParse({ userId: 'a', userPwd: 'demo1234!', userPwdRepeat: 'demo1234?' });
    expect(mismatch.success).toBe(false);
    expect(mismatch.error?.issues[0]?.message).toBe(MESSAGES.passwordMismatch);
    const empty = ZPasswordChangeSchema.safeParse({ userId: 'a', userPwd: '', userPwdRepeat: '' });
    expect(empty.error?.issues.map((i) => i.message)).toContain(MESSAGES.passwordRequired);
    const long = ZPasswordChangeSchema.safeParse({ userId: 'a', userPwd: 'a1'.repeat(51), userPwdRepeat: 'a1'.repeat(51) });
    expect(long.success).toBe(false);
    expect(ZPasswordChangeSchema.safeParse({ userId: 'a', userPwd: 'demo1234!', userPwdRepeat: 'demo1234!' }).success).toBe(true);
  });
});
