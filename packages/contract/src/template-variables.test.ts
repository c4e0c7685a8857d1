import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  fillTemplateHtml,
  fillTemplateText,
  TEMPLATE_VARIABLES,
  usesTemplateVariables,
} from './template-variables.js';

const values = {
  reward_name: 'Free coffee',
  reward_code: 'CAFE-42',
  reward_expiry: '31 Dec 2026',
};

describe('template variables', () => {
  it('replaces every known variable, every time it appears', () => {
    expect(
      fillTemplateText(
        'You won {reward_name}! Code {reward_code}, valid until {reward_expiry}. {reward_code}',
        values,
      ),
    ).toBe('You won Free coffee! Code CAFE-42, valid until 31 Dec 2026. CAFE-42');
  });

  it('leaves other braces as written', () => {
    expect(fillTemplateText('{score} {Reward_Name} {reward_name', values)).toBe(
      '{score} {Reward_Name} {reward_name',
    );
  });

  it('gives empty text when there is no reward', () => {
    expect(fillTemplateText('Code: {reward_code}.', {})).toBe('Code: .');
    expect(fillTemplateText('Code: {reward_code}.', { reward_code: null })).toBe('Code: .');
    expect(fillTemplateHtml('<p>{reward_name}</p>', {})).toBe('<p></p>');
  });

  it('escapes values placed in HTML, so a code can never add markup', () => {
    const html = fillTemplateHtml('<p>Your code: <strong>{reward_code}</strong></p>', {
      reward_code: '<img src=x onerror=alert(1)>&"\'',
    });
    expect(html).toBe(
      '<p>Your code: <strong>&lt;img src=x onerror=alert(1)&gt;&amp;&quot;&#39;</strong></p>',
    );
    // Titles are plain text (React escapes them): the value is kept as it is.
    expect(fillTemplateText('{reward_code}', { reward_code: '<b>' })).toBe('<b>');
  });

  it('does not expand a value that itself looks like a variable', () => {
    expect(fillTemplateText('{reward_name}', { reward_name: '{reward_code}' })).toBe(
      '{reward_code}',
    );
  });

  it('tells whether a text uses a variable', () => {
    expect(usesTemplateVariables('Hi {reward_name}')).toBe(true);
    expect(usesTemplateVariables('Hi {name}')).toBe(false);
    // The shared pattern is global: asking twice gives the same answer.
    expect(usesTemplateVariables('{reward_code}')).toBe(true);
    expect(usesTemplateVariables('{reward_code}')).toBe(true);
    expect(TEMPLATE_VARIABLES).toEqual(['reward_name', 'reward_code', 'reward_expiry']);
    expect(escapeHtml('a&b')).toBe('a&amp;b');
  });
});
