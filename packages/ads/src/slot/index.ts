// @haulboard/ads/slot: the ad slot a page mounts (issue 21). Small on purpose: React, the domain's rules and
// the app's api client (already on every portal page) — nothing of the ads management screens.
export { AdSlot, type AdSlotProps, type SlotAd } from "./AdSlot.tsx";
export { AdSlotReserve, AdSlots, type AdSlotsProps, AdSlotsView, type AdSlotsViewProps } from "./AdSlots.tsx";
