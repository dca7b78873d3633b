import { describe, expect, it } from 'vitest';
import { lexicalPlainText } from './lexicalText';

const text = (t: string) => ({ type: 'text', text: t, format: 0, version: 1 });
const block = (type: string, children: unknown[], extra: object = {}) => ({ type, children, version: 1, ...extra });
const doc = (...children: unknown[]) => ({ root: block('root', children) });

describe('lexicalPlainText', () => {
  it('joins the text of paragraphs and headings, one block a line', () => {
    const value = doc(block('heading', [text('Deep Ellum')], { tag: 'h2' }), block('paragraph', [text('The council '), text('voted.')]));
    expect(lexicalPlainText(value)).toBe('Deep Ellum\nThe council voted.');
  });

  it('reads links, lists and quotes, and turns line breaks and tabs into spaces', () => {
    const value = doc(
      block('paragraph', [text('See'), { type: 'linebreak', version: 1 }, block('link', [text('the plan')], { fields: { url: '/x' } })]),
      block('list', [block('listitem', [text('one')]), block('listitem', [text('two'), { type: 'tab' }, text('three')])]),
      block('quote', [text('“Café” owners')]),
    );
    expect(lexicalPlainText(value)).toBe('See the plan\none\ntwo three\n“Café” owners');
  });

  it('gives nothing for values that are not Lexical documents', () => {
    for (const value of [null, undefined, '', 'plain', 42, {}, { root: null }, { root: 'x' }, [text('x')]]) {
      expect(lexicalPlainText(value)).toBe('');
    }
  });

  it('skips malformed children without failing', () => {
    expect(lexicalPlainText(doc(null, 3, block('paragraph', [null, text('kept'), { text: 7 }])))).toBe('kept');
  });
});
