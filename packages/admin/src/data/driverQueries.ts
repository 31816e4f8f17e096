import type { DriverSubscriptions, Input } from "@haulboard/api/contract";
import type { ReadOptions } from "@haulboard/api/react";
import { useApi } from "@haulboard/shell/portal";
import { useMutation, useQuery } from "@tanstack/react-query";

// The Driver List and the applicants (see companyQueries.ts for why each area has its own module).

type DriverSearch = typeof DriverSubscriptions.driverSubscriptionsCalls.search;

export const useDriverSearch = (
  input: Input<DriverSearch>,
  options?: ReadOptions<"driverSubscriptions", "search", DriverSearch>,
) => useQuery(useApi().driverSubscriptions.search.queryOptions(input, options));

export const useCancelSubscription = () => useMutation(useApi().driverSubscriptions.cancel.mutationOptions());
