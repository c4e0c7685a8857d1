import { useSession } from '../../session/hooks';
import { EmptyState } from '../../ui/EmptyState';
import { LockIcon } from '../../ui/icons';

/**
 * A team member whose modules open no page of the console (docs/product-rules.md#module-fallback).
 */
export function NoAccess() {
  const business = useSession((s) => s.user?.current_account.business_name ?? 'this business');
  return (
    <EmptyState
      icon={<LockIcon className="size-6" />}
      title="No access to this page"
      description={`Your team access to ${business} does not include this page, nor any other section of the console. Ask the account owner to grant you the modules you need.`}
    />
  );
}
