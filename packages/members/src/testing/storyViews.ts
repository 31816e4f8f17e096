import { atWidth } from "@haulboard/ui/storybook";

/** The phone width (500), for the few stories whose play asserts the phone layout itself. */
export const mobile = atWidth("mobile");
