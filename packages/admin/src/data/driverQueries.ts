import { DriverSubscriptions } from "@haulboard/api/contract";
import { hooksFor } from "@haulboard/api/react";

// The Driver List and the applicants (see companyQueries.ts for why each area has its own module).
const driverSubscriptions = hooksFor("driverSubscriptions", DriverSubscriptions.driverSubscriptionsCalls);

export const useDriverSearch = driverSubscriptions.useSearch;

export const useCancelSubscription = driverSubscriptions.useCancel;
