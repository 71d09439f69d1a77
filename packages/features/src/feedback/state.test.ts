import { describe, expect, it } from 'vitest';
import { feedbackTabOf } from './state';

describe('feedbackTabOf', () => {
  const of = (pathname: string, search = '') => feedbackTabOf(pathname, new URLSearchParams(search));

  it('reads the tab of the address, else the path’s own', () => {
    expect(of('/auth/feedback')).toBe('feedback');
    expect(of('/auth/complaint')).toBe('complaint');
    expect(of('/auth/Complaint/')).toBe('complaint');
    expect(of('/auth/feedback', '?tab=suggestion')).toBe('suggestion');
    expect(of('/auth/complaint', '?tab=feedback')).toBe('feedback');
  });

  it('takes an unknown tab as the path’s own', () => {
    expect(of('/auth/feedback', '?tab=admin')).toBe('feedback');
    expect(of('/auth/complaint', '?tab=')).toBe('complaint');
  });
});
