import type { CSSProperties } from 'react';
import { RichTextEditor } from '../../../ui/RichTextEditor';
import { useT } from '../../../i18n/i18n';
import './instructions.css';

/**
 * The toolbar of docs/product-rules.md#rich-text: bold, italic, underline, strike, blockquote,
 * sub/superscript, align, headers 1–6, font, colour and background. With the bubble theme it shows
 * over selected text.
 */
export const INSTRUCTIONS_TOOLBAR = [
  [{ header: [1, 2, 3, 4, 5, 6, false] }, { font: [] }],
  ['bold', 'italic', 'underline', 'strike', 'blockquote'],
  [{ script: 'sub' }, { script: 'super' }],
  [{ align: [] }, { color: [] }, { background: [] }],
];

/**
 * The game instructions editor: placeholder 'Insert game instructions here...'
 * (docs/product-rules.md#rich-text; INSTRUCTIONS_PLACEHOLDER of @playdesk/games), in the user's
 * language.
 */
export function InstructionsEditor(props: {
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
}) {
  const t = useT();
  // Quill names the choices of its pickers in its style sheet: instructions.css reads them here.
  const quote = (text: string) => JSON.stringify(text);
  const names: Record<string, string> = {
    '--pd-ql-normal': quote(t('game-content.instructions.normal')),
    '--pd-ql-sans': quote(t('game-content.instructions.font_sans')),
    '--pd-ql-serif': quote(t('game-content.instructions.font_serif')),
    '--pd-ql-mono': quote(t('game-content.instructions.font_mono')),
  };
  for (const level of [1, 2, 3, 4, 5, 6]) {
    names[`--pd-ql-h${level}`] = quote(t('game-content.instructions.heading', { level }));
  }
  return (
    <div style={names as CSSProperties}>
      <RichTextEditor
        {...props}
        placeholder={t('game-content.instructions.placeholder')}
        toolbar={INSTRUCTIONS_TOOLBAR}
        testId="instructions-editor"
        className="pd-instructions-editor pd-rich"
      />
    </div>
  );
}
