import { INSTRUCTIONS_PLACEHOLDER } from '@playdesk/games';
import { RichTextEditor } from '../../../ui/RichTextEditor';
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
 * (docs/product-rules.md#rich-text).
 */
export function InstructionsEditor(props: {
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
}) {
  return (
    <RichTextEditor
      {...props}
      placeholder={INSTRUCTIONS_PLACEHOLDER}
      toolbar={INSTRUCTIONS_TOOLBAR}
      testId="instructions-editor"
      className="pd-instructions-editor pd-rich"
    />
  );
}
