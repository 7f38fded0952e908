import { describe, expect, it } from 'vitest';
import { projectNameFromScript } from './text.js';

describe('projectNameFromScript', () => {
  it('takes the first six words', () => {
    expect(projectNameFromScript('Hello world.')).toBe('Hello world');
    expect(projectNameFromScript('  Meet the new   Framecast studio, made for teams of every size.')).toBe('Meet the new Framecast studio, made');
    expect(projectNameFromScript('')).toBe('');
  });

  it('takes sixteen characters of Chinese', () => {
    expect(projectNameFromScript('大家好，欢迎来到我们的直播间，今天给大家介绍一款新产品。')).toBe('大家好，欢迎来到我们的直播间，今');
    expect(projectNameFromScript('你好。')).toBe('你好');
  });

  it('stays within forty characters', () => {
    const name = projectNameFromScript('Supercalifragilisticexpialidocious antidisestablishmentarianism words');
    expect([...name].length).toBeLessThanOrEqual(40);
  });
});
