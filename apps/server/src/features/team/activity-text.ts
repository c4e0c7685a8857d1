/**
 * The sentence the activity log shows for each entry (docs/product-rules.md#activity-log). The log
 * is shared with other features (API keys), so an action this file does not know still reads as
 * something: its name and subject.
 */
import { SOCIAL_PROVIDER_NAMES, isSocialProvider } from '@playdesk/contract';

const modulesText = (value: unknown): string =>
  Array.isArray(value) && value.length > 0 ? value.map(String).join(', ') : 'no modules';

export function activitySummary(action: string, details: Record<string, unknown>): string {
  const subject = typeof details.subject === 'string' ? details.subject : '';
  switch (action) {
    case 'invitation.sent':
      return `Invited ${subject} with ${modulesText(details.modules)}.`;
    case 'invitation.resent':
      return `Sent the invitation to ${subject} again.`;
    case 'invitation.accepted':
      return `${subject} accepted the invitation and joined with ${modulesText(details.modules)}.`;
    case 'invitation.revoked':
      return `Revoked the invitation of ${subject}.`;
    case 'member.modules_changed':
      return `Changed the modules of ${subject} from ${modulesText(details.from)} to ${modulesText(details.to)}.`;
    case 'member.removed':
      return `Removed ${subject} from the team.`;
    case 'sign_in.new_provider': {
      const provider = typeof details.provider === 'string' ? details.provider : '';
      const name = isSocialProvider(provider) ? SOCIAL_PROVIDER_NAMES[provider] : provider;
      return `${subject} signed in with ${name} for the first time.`;
    }
    case 'reward.review_approved':
      return `Approved the held reward "${String(details.name)}" of ${subject}.`;
    case 'reward.review_rejected':
      return `Rejected the held reward "${String(details.name)}" of ${subject}: ${String(details.reason)}`;
    default: {
      const name = typeof details.name === 'string' ? details.name : subject;
      return name ? `${action.replaceAll('_', ' ')}: ${name}` : action.replaceAll('_', ' ');
    }
  }
}
