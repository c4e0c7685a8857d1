export { MailboxLink } from './MailboxLink';
