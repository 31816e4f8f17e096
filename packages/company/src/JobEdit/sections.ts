import { lazyView } from "@haulboard/ui";
import type { AddonsPaymentProps } from "./AddonsPayment.tsx";

// The edit and duplicate screens show one of the wizard's steps at a time, so each step's code loads on its
// own (asked for as the screen mounts, alongside the job): a page no longer carries the other steps' code,
// the add-ons' card payment included (README "Bundle").

export const contentSection = lazyView<object>(() =>
  import("../Wizard/Content/ContentStepScreen.tsx").then((m) => ({ default: m.ContentStepScreen })),
);
export const addressSection = lazyView<object>(() =>
  import("../Wizard/Address/AddressStepScreen.tsx").then((m) => ({ default: m.AddressStepScreen })),
);
export const addonsSection = lazyView<object>(() =>
  import("../Wizard/Addons/AddonsStepScreen.tsx").then((m) => ({ default: m.AddonsStepScreen })),
);
export const paymentSection = lazyView<object>(() =>
  import("../Wizard/Payment/PaymentStepScreen.tsx").then((m) => ({ default: m.PaymentStepScreen })),
);
export const addonsPayment = lazyView<AddonsPaymentProps>(() =>
  import("./AddonsPayment.tsx").then((m) => ({ default: m.AddonsPayment })),
);
