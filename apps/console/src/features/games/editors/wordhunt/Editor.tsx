import { WORDHUNT_RULES, WordListEditor } from '../../editor/WordListEditor';

/** Wordhunt's content: its hidden words. */
export default function WordhuntEditor() {
  return <WordListEditor rules={WORDHUNT_RULES} />;
}
