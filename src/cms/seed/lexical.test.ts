// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { plainParagraphs } from '@/server/content/cmsStoryModel';
import { lexicalParagraphs } from './lexical';

describe('lexicalParagraphs', () => {
  it('gives one paragraph node per paragraph, which the story page reads back unchanged', () => {
    const paragraphs = ['First “quoted” paragraph.', 'Second one, with <b>markup</b> kept as text.'];
    const state = lexicalParagraphs(paragraphs);
    expect(state.root.children).toHaveLength(2);
    expect(state.root.children[0]?.type).toBe('paragraph');
    expect(plainParagraphs(state)).toEqual(paragraphs);
  });
});
