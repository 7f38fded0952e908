import { describe, expect, it } from 'vitest';
import { keepsRedirectParam, loginTarget, needsQuestionnaire, segmentMatches } from './rules';

const user = (over: Record<string, unknown> = {}) => ({ is_signup_questionnaire: 0, status: 'active', ...over }) as Parameters<typeof needsQuestionnaire>[0];

describe('route guard rules (spec 000 §2.13)', () => {
  it('rule 4: phone → /h5-login, from=official → /home-login, else /login', () => {
    expect(loginTarget(new URL('http://x/projects'), true)).toBe('/h5-login');
    expect(loginTarget(new URL('http://x/projects?from=official'), false)).toBe('/home-login');
    expect(loginTarget(new URL('http://x/projects'), false)).toBe('/login');
  });

  it('rule 5: keeps the address as redirect only for useTemplateId= or action=openCreatePage', () => {
    expect(keepsRedirectParam('/editor?useTemplateId=4')).toBe(true);
    expect(keepsRedirectParam('/home?action=openCreatePage')).toBe(true);
    expect(keepsRedirectParam('/profile')).toBe(false);
    expect(loginTarget(new URL('http://x/editor?useTemplateId=4'), false)).toBe(`/login?redirect=${encodeURIComponent('/editor?useTemplateId=4')}`);
  });

  it('rule 2: questionnaire unless answered, a free trial, or a guest token is held', () => {
    expect(needsQuestionnaire(user(), false)).toBe(true);
    expect(needsQuestionnaire(user({ is_signup_questionnaire: 1 }), false)).toBe(false);
    expect(needsQuestionnaire(user({ status: 'guest' }), false)).toBe(false);
    expect(needsQuestionnaire(user(), true)).toBe(false);
  });

  it('partner admin routes need a `{partner}-admin` first segment', () => {
    expect(segmentMatches('/acme-admin/users', '-admin')).toBe(true);
    expect(segmentMatches('/-admin', '-admin')).toBe(false);
    expect(segmentMatches('/whatever', '-admin')).toBe(false);
    expect(segmentMatches('/whatever', undefined)).toBe(true);
  });
});
