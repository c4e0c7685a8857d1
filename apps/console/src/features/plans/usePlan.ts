import { usePlans } from '../../api/queries';
import { useSession } from '../../session/hooks';
import { matchPlan } from './plan-match';

/** The signed-in account's plan from the catalogue (recognised by its limits), if known. */
export function useCurrentPlan() {
  const plans = usePlans();
  const user = useSession((s) => s.user);
  return { plan: matchPlan(user, plans.data?.plans), plans };
}
