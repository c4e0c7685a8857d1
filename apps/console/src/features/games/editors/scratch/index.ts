import { defineContentEditor } from '../codec';
import { codec } from './form';
import { messages } from './messages';

export default defineContentEditor({
  codec,
  messages,
  title: 'games.content.scratch.title',
  description: 'games.content.scratch.hint',
});
