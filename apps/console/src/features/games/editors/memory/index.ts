import { defineContentEditor } from '../codec';
import { codec } from './form';
import { messages } from './messages';

export default defineContentEditor({
  codec,
  messages,
  title: 'games.content.memory.title',
  description: 'games.content.memory.hint',
});
