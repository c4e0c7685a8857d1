/** The plans on offer. Prices in US cents; upserted at every start so changes here apply. */
export const PLAN_CATALOGUE = [
  {
    key: 'free',
    name: 'Free',
    priceCents: 0,
    monthlyTotalImpressions: 500,
    subAccounts: 0,
    crm: false,
    sortOrder: 1,
  },
  {
    key: 'starter',
    name: 'Starter',
    priceCents: 1900,
    monthlyTotalImpressions: 5_000,
    subAccounts: 1,
    crm: true,
    sortOrder: 2,
  },
  {
    key: 'pro',
    name: 'Pro',
    priceCents: 4900,
    monthlyTotalImpressions: 25_000,
    subAccounts: 3,
    crm: true,
    sortOrder: 3,
  },
  {
    key: 'agency',
    name: 'Agency',
    priceCents: 14_900,
    monthlyTotalImpressions: 100_000,
    subAccounts: 10,
    crm: true,
    sortOrder: 4,
  },
] as const;
