import { useParams } from 'react-router';
import { AuthHeading } from '../../auth';
import { pathTo } from '../../rules/routes';
import { LinkButton } from '../../ui/Button';

const PROVIDERS: Record<string, string> = {
  google: 'Google',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
};

/** /register-team-mate/{id}: public page where an invited team mate joins. */
export function TeamMateInvitePage() {
  return (
    <>
      <AuthHeading
        title="Join your team on Playdesk"
        description="A team invitation opens here: it shows the business that invited you, lets you choose your password, and gives you the access the owner granted."
      />
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-600">
        This invitation cannot be accepted here yet: invitations are sent from the Team mates page
        of the business, which this version of Playdesk does not include. Ask the person who invited
        you to check the link.
      </div>
      <LinkButton to={pathTo('Login')} variant="secondary" size="lg" className="mt-6 w-full">
        I already have an account
      </LinkButton>
    </>
  );
}

/** /auth/callback/{provider}: where social sign-in returns. */
export function AuthCallbackPage() {
  const { provider = '' } = useParams();
  const name = PROVIDERS[provider] ?? 'this provider';
  return (
    <>
      <AuthHeading
        title={`Sign in with ${name}`}
        description="Sign-in with Google, Facebook and LinkedIn returns to this page to finish signing you in."
      />
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-600">
        Social sign-in is not enabled on this Playdesk installation. Sign in with your email and
        password instead.
      </div>
      <LinkButton to={pathTo('Login')} size="lg" className="mt-6 w-full">
        Sign in with email
      </LinkButton>
    </>
  );
}
