import { defineContentEditor } from '../codec';
import { codec } from './form';
import { messages } from './messages';

export default defineContentEditor({
  codec,
  messages,
  title: 'games.content.personality.title',
  description: 'games.content.personality.hint',
});
