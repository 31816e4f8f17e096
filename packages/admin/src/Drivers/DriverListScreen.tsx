import type { DriverSubscriptions } from "@haulboard/api";
import { defaultPageSize, ErrorText } from "@haulboard/domain";
import { useAlerts } from "@haulboard/shell";
import { type DataGridQuery, Drawer } from "@haulboard/ui";
import { keepPreviousData } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { AdminText } from "../AdminText.ts";
import { useCancelSubscription, useDriverSearch } from "../data/driverQueries.ts";
import { errorText } from "../data/errors.ts";
import { DriverListView, driverName } from "./DriverListView.tsx";
import { driverSearchInput } from "./driverQuery.ts";
import { SubscriptionTable } from "./SubscriptionTable.tsx";

// The Unsubscribe modal (its radio group and text area) loads when an admin first opens it.
const UnsubscribeModal = lazy(() =>
  import("./UnsubscribeModal.tsx").then((module) => ({ default: module.UnsubscribeModal })),
);

type SubscriptionDriver = DriverSubscriptions.SubscriptionDriver;
type Subscription = DriverSubscriptions.Subscription;

const firstQuery: DataGridQuery = { page: 1, pageSize: defaultPageSize, skip: 0, sorting: [], filters: [] };

/**
 * /admin/user-management/drivers: the Driver List, its Subscription List slider and the Unsubscribe modal
 * (access §2, §4). After a cancellation the modal and the slider close, an alert tells the outcome and the
 * list refreshes. The api client comes from the portal layout, the alerts from the shell root.
 */
export function DriverListScreen() {
  const [query, setQuery] = useState(firstQuery);
  const search = useDriverSearch(driverSearchInput(query), { placeholderData: keepPreviousData });
  const cancel = useCancelSubscription();
  const { showAlert } = useAlerts();
  const [viewedId, setViewedId] = useState<number | undefined>();
  const [unsubscribing, setUnsubscribing] = useState<Subscription | undefined>();
  const drivers = search.data?.data ?? [];
  // The slider reads the driver from the list, so a refresh shows the new cancellation.
  const viewed: SubscriptionDriver | undefined = drivers.find((driver) => driver.id === viewedId);

  const unsubscribe = (reason: string) => {
    if (!unsubscribing) return;
    cancel.mutate(
      { params: { id: unsubscribing.id }, body: { renewalCancellationReason: reason } },
      {
        onSuccess: () => showAlert({ type: "success", message: ErrorText.subscriptionCancelled }),
        onError: () => showAlert({ type: "error", message: ErrorText.subscriptionNotCancelled }),
        onSettled: () => {
          setUnsubscribing(undefined);
          setViewedId(undefined);
        },
      },
    );
  };

  return (
    <>
      <DriverListView
        drivers={drivers}
        total={search.data?.pagination.total ?? 0}
        onQueryChange={setQuery}
        onView={(driver) => setViewedId(driver.id)}
        isLoading={search.isFetching}
        error={errorText(search.error)}
      />
      <Drawer
        isOpen={viewed !== undefined}
        onOpenChange={(isOpen) => {
          if (!isOpen) setViewedId(undefined);
        }}
        title={AdminText.subscriptions.title}
        backLabel={AdminText.subscriptions.back}
      >
        {viewed ? (
          <SubscriptionTable
            driverName={driverName(viewed)}
            subscriptions={viewed.subscriptions}
            onUnsubscribe={setUnsubscribing}
          />
        ) : null}
      </Drawer>
      {unsubscribing === undefined ? null : (
        <Suspense fallback={null}>
          <UnsubscribeModal
            isOpen
            onOpenChange={(isOpen) => {
              if (!isOpen && !cancel.isPending) setUnsubscribing(undefined);
            }}
            onUnsubscribe={unsubscribe}
            isPending={cancel.isPending}
          />
        </Suspense>
      )}
    </>
  );
}
