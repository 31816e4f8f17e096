// News (issue 20; employer-work §2, §3, §7): channels and posts for news admins and contributors, and the
// drivers' reading side. Screens are containers over @haulboard/api; the views are pure, for stories.
export { ChannelFormModal, type ChannelFormModalProps } from "./Channels/ChannelFormModal.tsx";
export { ChannelListView, type ChannelListViewProps } from "./Channels/ChannelListView.tsx";
export { ChannelsScreen } from "./Channels/ChannelsScreen.tsx";
export { channelSearchBody } from "./data/newsQueries.ts";
export { NewsLabels } from "./NewsLabels.ts";
export { ChannelPostsScreen } from "./Posts/ChannelPostsScreen.tsx";
export { ChannelPostsView, type ChannelPostsViewProps } from "./Posts/ChannelPostsView.tsx";
export { PostEditorScreen } from "./Posts/PostEditorScreen.tsx";
export {
  fromLocalInput,
  PostEditorView,
  type PostEditorViewProps,
  toLocalInput,
} from "./Posts/PostEditorView.tsx";
export { NewsFeedView, type NewsFeedViewProps, thumbnailSrcSet } from "./Reader/NewsFeedView.tsx";
export { NewsPostView, type NewsPostViewProps } from "./Reader/NewsPostView.tsx";
export { NewsFeedScreen, NewsPostScreen } from "./Reader/NewsReaderScreens.tsx";
