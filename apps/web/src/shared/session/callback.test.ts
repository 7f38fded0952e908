import { beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoginPath, safePath, storeLoginCallback } from './callback';

beforeEach(() => {
  const data = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    },
  });
});

describe('after sign-in (spec 000 §2.13 rules 5, 6)', () => {
  it('follows only same-origin paths', () => {
    expect(safePath('/profile')).toBe('/profile');
    expect(safePath('//evil.example')).toBeNull();
    expect(safePath('https://evil.example')).toBeNull();
    expect(safePath('/\\evil.example')).toBeNull();
  });

  it('returns to the stored callback once, else home', () => {
    storeLoginCallback('/profile?tab=x');
    expect(afterLoginPath('')).toBe('/profile?tab=x');
    expect(afterLoginPath('')).toBe('/home');
  });

  it('prefers the redirect query and never goes back to a login page', () => {
    storeLoginCallback('/projects');
    expect(afterLoginPath('?redirect=%2Feditor%3FuseTemplateId%3D1')).toBe('/editor?useTemplateId=1');
    storeLoginCallback('/login');
    expect(afterLoginPath('?redirect=%2Flogin')).toBe('/home');
  });
});
