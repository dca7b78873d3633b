import { describe, expect, it } from 'vitest';
import { SNIPPET_END as E, SNIPPET_START as S } from '@/server/search/query';
import { snippetParts } from './snippet';

describe('snippetParts', () => {
  it('flags the highlighted words and keeps the text around them', () => {
    expect(snippetParts(`The ${S}council${E} met in ${S}Deep${E} ${S}Ellum${E}.`)).toEqual([
      { text: 'The ', match: false },
      { text: 'council', match: true },
      { text: ' met in ', match: false },
      { text: 'Deep', match: true },
      { text: ' ', match: false },
      { text: 'Ellum', match: true },
      { text: '.', match: false },
    ]);
  });

  it('keeps markup as text, for React to escape', () => {
    expect(snippetParts(`<script>alert(1)</script> ${S}<b>${E}`)).toEqual([
      { text: '<script>alert(1)</script> ', match: false },
      { text: '<b>', match: true },
    ]);
  });

  it('drops unpaired markers and gives nothing for an empty snippet', () => {
    expect(snippetParts(`a${E}b ${S}c`)).toEqual([
      { text: 'ab ', match: false },
      { text: 'c', match: false },
    ]);
    expect(snippetParts('')).toEqual([]);
  });
});
