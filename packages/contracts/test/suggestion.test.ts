import { describe, expect, it } from 'vitest';
import {
  commentCreateSchema,
  suggestionCreateSchema,
  suggestionStatusUpdateSchema,
  validationMessages as m,
} from '../src';

describe('suggestions', () => {
  it("defaults the type to 'feature' and accepts content in one language", () => {
    const parsed = suggestionCreateSchema.parse({ content: { ar: 'أضيفوا خريطة' } });
    expect(parsed).toEqual({ type: 'feature', content: { en: '', ar: 'أضيفوا خريطة' } });
  });

  it('refuses a suggestion with no content in either language, and unknown types', () => {
    expect(
      suggestionCreateSchema.safeParse({ content: { en: '  ', ar: '' } }).error?.issues[0]?.message,
    ).toBe(m.required);
    expect(suggestionCreateSchema.safeParse({ type: 'praise', content: { en: 'x' } }).success).toBe(
      false,
    );
  });

  it('ignores blank comments (spec §5)', () => {
    expect(commentCreateSchema.safeParse({ content: '   ' }).error?.issues[0]?.message).toBe(
      m.required,
    );
    expect(commentCreateSchema.parse({ content: '  useful  ' }).content).toBe('useful');
  });

  it('moves status only to approved or rejected', () => {
    expect(suggestionStatusUpdateSchema.safeParse({ status: 'approved' }).success).toBe(true);
    expect(suggestionStatusUpdateSchema.safeParse({ status: 'rejected' }).success).toBe(true);
    expect(suggestionStatusUpdateSchema.safeParse({ status: 'pending' }).success).toBe(false);
  });
});
