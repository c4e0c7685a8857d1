/** Verified players (docs/fair-play.md#verified-email-and-phone): the player's verification calls. */
import {
  VerificationConfirmedResponse,
  VerificationSentResponse,
  VerifyEmailConfirmRequest,
  VerifyEmailRequest,
  VerifyPhoneConfirmRequest,
  VerifyPhoneRequest,
} from '../fair-play.js';
import { answerExample, requestExample } from './register.js';

requestExample(VerifyEmailRequest, { email: 'Lea.Martin+cafe@example.com', language: 'fr' });
requestExample(VerifyEmailConfirmRequest, {
  email: 'Lea.Martin+cafe@example.com',
  code: '482913',
});
requestExample(VerifyPhoneRequest, { phone: '+33 6 12 34 56 78', language: 'fr' });
requestExample(VerifyPhoneConfirmRequest, { phone: '+33 6 12 34 56 78', code: '482913' });
answerExample(VerificationSentResponse, {
  address: 'lea.martin@example.com',
  mode: 'code',
  expires_in_seconds: 600,
  resend_in_seconds: 60,
});
answerExample(VerificationConfirmedResponse, { address: 'lea.martin@example.com', verified: true });
