import { defineContentEditor } from '../codec';
import { codec } from './form';

export default defineContentEditor({
  codec,
  title: 'games.content.wordhunt.title',
  description: 'games.content.wordhunt.hint',
});
