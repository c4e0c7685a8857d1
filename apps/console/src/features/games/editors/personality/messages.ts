import type { MessageKey } from '../../../../i18n/i18n';

/** The Personality Test engine's fixed content messages (packages/games/src/personality/content.ts) → the catalogue's keys. */
export const messages: Readonly<Record<string, MessageKey>> = {
  'Enter the answer': 'game-content.error.personality_answer',
  'Enter the outcome’s title': 'game-content.error.personality_title',
  'Enter the outcome’s text': 'game-content.error.personality_text',
  'Enter the link’s text': 'game-content.error.personality_link_label',
  'Enter the link’s address': 'game-content.error.personality_link_url',
  'Use a full http:// or https:// address': 'game-content.error.personality_link',
  'Choose the outcome this answer counts for': 'game-content.error.personality_no_points',
  'This answer counts for an outcome the test does not have':
    'game-content.error.personality_no_answer_outcome',
  'No answer counts for this outcome: players could never get it':
    'game-content.error.personality_unreachable',
  'Add at least 3 questions': 'game-content.error.personality_questions_few',
  'Use at most 15 questions': 'game-content.error.personality_questions_many',
  'Add at least 2 outcomes': 'game-content.error.personality_outcomes_few',
  'Use at most 8 outcomes': 'game-content.error.personality_outcomes_many',
  'Give at least 2 answers': 'game-content.error.personality_answers_few',
  'Give at most 6 answers': 'game-content.error.personality_answers_many',
};
