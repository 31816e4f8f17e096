import { lazyView } from "@haulboard/ui";
import type { CardSectionProps } from "./CardSection.tsx";

/**
 * The card entry of the payment (React Aria's radio group and check box, the card's fields): only card
 * companies see it, so it is not part of the payment's first load. The step before payment (add-ons, in
 * the wizard and in a job's edit) asks for it ahead, so it is usually there when the payment shows.
 */
export const cardSection = lazyView<CardSectionProps>(() => import("./CardSection.tsx"));
