// The loaders of the parts the job screens load after their first paint (README "Bundle"). A page's chunk
// imports this module on demand instead of each part: a dynamic import carries the list of every file its
// target needs (Vite's preload list, about 1.4 KB gzip for these parts), and here that list is paid when
// the first part is wanted, not in the page's first load. The cost: one small extra request before the
// first on-demand part.
export const loadPostedJobsPanels = () => import("../PostedJobs/PostedJobsPanels.tsx");
export const loadCancelRenewalModal = () => import("../PostedJobs/CancelRenewalModal.tsx");
export const loadBulkBar = () => import("../Applicants/BulkBar.tsx");
export const loadCompanyTagsSection = () => import("../Applicants/CompanyTagsSection.tsx");
export const loadApplicantPanel = () => import("../Applicants/ApplicantPanelContainer.tsx");
export const loadJobTagsDialog = () => import("../JobTags/JobTagsDialog.tsx");
