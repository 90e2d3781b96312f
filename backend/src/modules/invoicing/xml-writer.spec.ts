import { describe, expect, it } from 'vitest';
import { element, serializeXml, textElement } from './xml-writer';

describe('serializeXml', () => {
  it('escapes text and attributes', () => {
    const xml = serializeXml(
      element(
        'a',
        { note: 'Tom & "Jerry" <3>\n' },
        textElement('b', 'Fish & chips <b> > 2'),
        element('c', undefined),
      ),
    );
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<a note="Tom &amp; &quot;Jerry&quot; &lt;3&gt;&#10;">',
        '  <b>Fish &amp; chips &lt;b&gt; &gt; 2</b>',
        '  <c/>',
        '</a>',
        '',
      ].join('\n'),
    );
  });

  it('leaves out blank text elements, absent children and absent attributes', () => {
    const root = element(
      'a',
      { x: undefined },
      textElement('b', '  '),
      textElement('c', undefined),
      false,
      undefined,
    );
    expect(serializeXml(root)).toContain('<a/>');
  });

  it('refuses a character XML 1.0 cannot carry rather than changing the text', () => {
    expect(() => serializeXml(element('a', undefined, 'bel\u0007'))).toThrow(RangeError);
    expect(() => serializeXml(element('a', { x: '\uFFFE' }))).toThrow(RangeError);
  });

  it('keeps characters beyond the basic plane', () => {
    expect(serializeXml(element('a', undefined, 'Taart 🍰 ëé'))).toContain('<a>Taart 🍰 ëé</a>');
  });
});
