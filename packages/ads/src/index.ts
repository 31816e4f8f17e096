// The ads area (issue 21; design in README.md). Screens are containers over @haulboard/api; the views they
// render are pure and exported for stories and reuse. The slot is its own entry: @haulboard/ads/slot.
export { AdsText } from "./AdsText.ts";
export { type AdFilters, adSearchBody } from "./data/adsQueries.ts";
export { AdEditorScreen } from "./Editor/AdEditorScreen.tsx";
export { AdEditorView, type AdEditorViewProps, type UploadState } from "./Editor/AdEditorView.tsx";
export {
  type AdFormErrors,
  type AdFormValues,
  emptyAdForm,
  formFromAd,
  validateAdForm,
} from "./Editor/adForm.ts";
export { AdsManageScreen } from "./Manage/AdsManageScreen.tsx";
export { AdsManageView, type AdsManageViewProps, ctrText } from "./Manage/AdsManageView.tsx";
export { AdSettingsScreen } from "./Settings/AdSettingsScreen.tsx";
export { AdSettingsView, type AdSettingsViewProps } from "./Settings/AdSettingsView.tsx";
export { HomePlacementsScreen } from "./Settings/HomePlacementsScreen.tsx";
export { HomePlacementsView, type HomePlacementsViewProps } from "./Settings/HomePlacementsView.tsx";
