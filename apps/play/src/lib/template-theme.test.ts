import { DEFAULT_TEMPLATE_COLORS } from '@playdesk/contract/template-colors';
import { contrastRatio } from '@playdesk/ui/color';
import { describe, expect, it } from 'vitest';
import {
  readableOn,
  safeColor,
  surfaceStyle,
  templateButton,
  templateImage,
  templateMessage,
  templateTheme,
  templateTitle,
} from './template-theme.js';
import type { PlayTemplate } from './template-theme.js';

function template(overrides: Partial<PlayTemplate> = {}): PlayTemplate {
  return {
    title: 'Free latte!',
    message: '<p>Show this screen at the counter.</p>',
    image: null,
    button_label: 'Claim',
    button_link: 'https://example.com/claim',
    colors: { background: '#FFF7E6', text: '#3B2A1A', button: '#B45309', button_text: '#FFFFFF' },
    ...overrides,
  };
}

describe('colour helpers', () => {
  it('accepts #RRGGBB colours only', () => {
    expect(safeColor('#b45309', '#000000')).toBe('#B45309');
    expect(safeColor('red', '#000000')).toBe('#000000');
    expect(safeColor('#fff', '#000000')).toBe('#000000');
    expect(safeColor('#FFFFFF; background:url(x)', '#000000')).toBe('#000000');
    expect(safeColor(undefined, '#123456')).toBe('#123456');
  });

  it('picks dark ink on light surfaces and white on dark ones', () => {
    expect(readableOn('#FFFFFF')).toBe('#1F1640');
    expect(readableOn('#FFF7E6')).toBe('#1F1640');
    expect(readableOn('#000000')).toBe('#FFFFFF');
    expect(readableOn('#4A3494')).toBe('#FFFFFF');
  });
});

describe('templateTheme', () => {
  it('is null without a template (the app keeps its own look)', () => {
    expect(templateTheme(null)).toBeNull();
    expect(templateTheme(undefined)).toBeNull();
  });

  it('applies the business colours to the surface and the button', () => {
    expect(templateTheme(template())).toEqual({
      surface: { backgroundColor: '#FFF7E6', color: '#3B2A1A' },
      button: { backgroundColor: '#B45309', color: '#FFFFFF' },
      control: '#1F1640',
    });
  });

  it('keeps text the colour of its background (the business’s choice) but the controls readable', () => {
    const theme = templateTheme(
      template({
        colors: {
          background: '#111111',
          text: '#111111',
          button: '#222222',
          button_text: '#222222',
        },
      }),
    )!;
    expect(theme.surface).toEqual({ backgroundColor: '#111111', color: '#111111' });
    expect(theme.button).toEqual({ backgroundColor: '#222222', color: '#222222' });
    expect(theme.control).toBe('#FFFFFF');
    expect(contrastRatio(theme.control, theme.surface.backgroundColor)).toBeGreaterThan(4.5);
  });

  it('gives a themed surface its colours and a readable focus outline', () => {
    expect(surfaceStyle(templateTheme(template())!)).toEqual({
      backgroundColor: '#FFF7E6',
      color: '#3B2A1A',
      '--pd-focus': '#1F1640',
    });
  });

  it('falls back to the default colours for malformed ones', () => {
    const theme = templateTheme(
      template({
        colors: { background: 'url(evil)', text: '', button: '#12', button_text: 'white' },
      }),
    )!;
    expect(theme.surface).toEqual({
      backgroundColor: DEFAULT_TEMPLATE_COLORS.background,
      color: DEFAULT_TEMPLATE_COLORS.text,
    });
    expect(theme.button).toEqual({
      backgroundColor: DEFAULT_TEMPLATE_COLORS.button,
      color: DEFAULT_TEMPLATE_COLORS.button_text,
    });
  });
});

describe('template content', () => {
  it('uses the title, else the fallback', () => {
    expect(templateTitle(template(), 'Congratulations.')).toBe('Free latte!');
    expect(templateTitle(template({ title: '   ' }), 'Congratulations.')).toBe('Congratulations.');
    expect(templateTitle(null, 'Game over')).toBe('Game over');
  });

  it('treats an empty editor message as no message', () => {
    expect(templateMessage(template())).toBe('<p>Show this screen at the counter.</p>');
    expect(templateMessage(template({ message: '' }))).toBeNull();
    expect(templateMessage(template({ message: '<p><br></p>' }))).toBeNull();
    expect(templateMessage(template({ message: '<p>&nbsp;</p>' }))).toBeNull();
    expect(templateMessage(template({ message: '<p><img src="/media/a.png"></p>' }))).toContain(
      '<img',
    );
    expect(templateMessage(null)).toBeNull();
  });

  it('offers the button only with an http(s) link, with a default label', () => {
    expect(templateButton(template())).toEqual({
      label: 'Claim',
      href: 'https://example.com/claim',
    });
    expect(templateButton(template({ button_label: '' }))).toEqual({
      label: 'Learn more',
      href: 'https://example.com/claim',
    });
    expect(templateButton(template({ button_link: null }))).toBeNull();
    expect(templateButton(template({ button_link: 'javascript:alert(1)' }))).toBeNull();
    expect(templateButton(null)).toBeNull();
  });

  it('shows https and uploaded images only', () => {
    const uploaded = `/media/${'ab12'.repeat(8)}.png`;
    expect(templateImage(template({ image: uploaded }))).toBe(uploaded);
    expect(templateImage(template({ image: 'http://cdn.example/x.png' }))).toBeNull();
    expect(templateImage(template({ image: 'https://cdn.example/x.png' }))).toBe(
      'https://cdn.example/x.png',
    );
    expect(templateImage(template({ image: '//evil.example/x.png' }))).toBeNull();
    expect(templateImage(template({ image: 'data:image/png;base64,AAAA' }))).toBeNull();
    expect(templateImage(template({ image: null }))).toBeNull();
  });
});
