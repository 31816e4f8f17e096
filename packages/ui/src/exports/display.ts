// Overlays, feedback, navigation, data display and the DataGrid (helper "display"). Named exports only.
export type { AlertKind, AlertProps } from "../components/Alert/Alert.tsx";
export { Alert, alertKinds } from "../components/Alert/Alert.tsx";
export type { AvatarProps, AvatarSize } from "../components/Avatar/Avatar.tsx";
export { Avatar, avatarSizes, initialsOf } from "../components/Avatar/Avatar.tsx";
export type { BadgeProps, BadgeTone } from "../components/Badge/Badge.tsx";
export { Badge, badgeTones } from "../components/Badge/Badge.tsx";
export type { BreadcrumbsProps, Crumb } from "../components/Breadcrumbs/Breadcrumbs.tsx";
export { Breadcrumbs } from "../components/Breadcrumbs/Breadcrumbs.tsx";
export type { CardProps, CardVariant } from "../components/Card/Card.tsx";
export { Card, cardVariants } from "../components/Card/Card.tsx";
export type { ConfirmDialogProps } from "../components/ConfirmDialog/ConfirmDialog.tsx";
export { ConfirmDialog } from "../components/ConfirmDialog/ConfirmDialog.tsx";
export type { CountdownProps } from "../components/Countdown/Countdown.tsx";
export { Countdown } from "../components/Countdown/Countdown.tsx";
export { DataGrid, preloadDataGrid } from "../components/DataGrid/DataGrid.tsx";
export type { GridFilterOperator, GridFilterValue } from "../components/DataGrid/filters.ts";
export {
  filterOperatorLabels,
  gridFilterFn,
  gridFilterOperatorKeys,
  matchesFilter,
} from "../components/DataGrid/filters.ts";
export type {
  DataGridColumn,
  DataGridProps,
  DataGridQuery,
  GridFilter,
  GridMode,
  GridSort,
  GridValue,
  SelectionMode,
} from "../components/DataGrid/types.ts";
export { gridModes, selectionModes } from "../components/DataGrid/types.ts";
export type { DialogProps } from "../components/Dialog/Dialog.tsx";
export { Dialog } from "../components/Dialog/Dialog.tsx";
export type { DrawerProps, DrawerSide } from "../components/Drawer/Drawer.tsx";
export { Drawer } from "../components/Drawer/LazyDrawer.tsx";
export type { EmptyStateProps } from "../components/EmptyState/EmptyState.tsx";
export { EmptyState } from "../components/EmptyState/EmptyState.tsx";
export type {
  FileDropZoneProps,
  UploadItem,
  UploadStatus,
} from "../components/FileDropZone/FileDropZone.tsx";
export { FileDropZone, uploadStatuses } from "../components/FileDropZone/FileDropZone.tsx";
export type { CropArea, ImageCropperProps } from "../components/ImageCropper/ImageCropper.tsx";
export { ImageCropper, logoCrop } from "../components/ImageCropper/ImageCropper.tsx";
export type { LogoProps } from "../components/Logo/Logo.tsx";
export { Logo } from "../components/Logo/Logo.tsx";
// A view whose code loads on demand (a modal's form): View() renders it at once when loaded, preload() fetches it.
export { lazyView } from "../components/lazyView.ts";
export type {
  MediaUploadItem,
  MediaUploadProps,
  MediaUploadStatus,
} from "../components/MediaUpload/MediaUpload.tsx";
export {
  formatBytes,
  MediaUpload,
  mediaUploadStatuses,
  refusalOf,
} from "../components/MediaUpload/MediaUpload.tsx";
export type { MenuAction, MenuProps } from "../components/Menu/Menu.tsx";
export { Menu } from "../components/Menu/Menu.tsx";
export type { MeterProps } from "../components/Meter/Meter.tsx";
export { Meter } from "../components/Meter/Meter.tsx";
export type { ModalApi, ModalProps } from "../components/Modal/Modal.tsx";
export { Modal, preloadModal } from "../components/Modal/Modal.tsx";
export type {
  ModalStep,
  MultiStepModalProps,
  StepApi,
} from "../components/MultiStepModal/MultiStepModal.tsx";
export { MultiStepModal } from "../components/MultiStepModal/MultiStepModal.tsx";
export type { PageHeaderProps } from "../components/PageHeader/PageHeader.tsx";
export { PageHeader } from "../components/PageHeader/PageHeader.tsx";
export type { PaginationProps } from "../components/Pagination/Pagination.tsx";
export { Pagination, pageItems } from "../components/Pagination/Pagination.tsx";
export type { PopoverPlacement, PopoverProps } from "../components/Popover/Popover.tsx";
export { Popover, popoverPlacements, preloadPopover } from "../components/Popover/Popover.tsx";
export type { ProgressBarProps, ProgressTone } from "../components/ProgressBar/ProgressBar.tsx";
export { ProgressBar, progressTones } from "../components/ProgressBar/ProgressBar.tsx";
export type { SkeletonProps, SkeletonShape } from "../components/Skeleton/Skeleton.tsx";
export { Skeleton, skeletonShapes } from "../components/Skeleton/Skeleton.tsx";
export type { SpinnerProps, SpinnerSize } from "../components/Spinner/Spinner.tsx";
export { Spinner, spinnerSizes } from "../components/Spinner/Spinner.tsx";
export type { JobStatus, StatusPillProps } from "../components/StatusPill/StatusPill.tsx";
export { jobStatuses, StatusPill } from "../components/StatusPill/StatusPill.tsx";
export type { StepperProps } from "../components/Stepper/Stepper.tsx";
export { Stepper } from "../components/Stepper/Stepper.tsx";
export type { TabItem, TabsProps } from "../components/Tabs/Tabs.tsx";
export { Tabs } from "../components/Tabs/Tabs.tsx";
export type { TooltipPlacement, TooltipProps } from "../components/Tooltip/Tooltip.tsx";
export { Tooltip, tooltipPlacements } from "../components/Tooltip/Tooltip.tsx";
export { useDebouncedValue } from "../hooks/useDebouncedValue.ts";
