import type { News } from "@haulboard/api";
import { canPublishPosts, ErrorText, NewsText } from "@haulboard/domain";
import type { ImageUploader } from "@haulboard/editor/field";
import { Loading, useSession } from "@haulboard/shell";
import { useSubmit } from "@haulboard/shell/forms";
import { Alert, lazyView, Spinner } from "@haulboard/ui";
import { Suspense } from "react";
import { useNavigate } from "react-router";
import type { AlbumPickerProps } from "../Albums/AlbumPicker.tsx";
import { useUploadChannelImage } from "../data/mediaQueries.ts";
import {
  errorText,
  useChannel,
  useCreatePost,
  useDeletePost,
  usePost,
  useUpdatePost,
} from "../data/newsQueries.ts";
import { NewsLabels } from "../NewsLabels.ts";
import { PostEditorView } from "./PostEditorView.tsx";

// The album picker (its albums' calls and forms) loads once the editor is on screen, not with the page;
// opened before it has arrived, a spinner stands in its place.
const albumPicker = lazyView<AlbumPickerProps>(() =>
  import("../Albums/AlbumPicker.tsx").then((module) => ({ default: module.AlbumPicker })),
);

/**
 * /news/channels/:id/posts/new (channelId) and /news/posts/:id/edit (postId): the post form over
 * POST /admin/news/channels/{id}/posts, PATCH /news/posts/{id}, DELETE /news/channels/posts/{id}, and
 * images through POST /news/channels/{channelId}/upload-image.
 */
export function PostEditorScreen(props: { readonly channelId: number } | { readonly postId: number }) {
  const postId = "postId" in props ? props.postId : undefined;
  const post = usePost(postId ?? 0, postId !== undefined);
  const channelId = "channelId" in props ? props.channelId : post.data?.channelId;
  const channel = useChannel(channelId ?? 0);
  if (postId !== undefined && post.error) return <Alert kind="error" message={errorText(post.error) ?? ""} />;
  if (channel.error) return <Alert kind="error" message={errorText(channel.error) ?? ""} />;
  if (!channel.data || (postId !== undefined && !post.data)) return <Loading />;
  return <PostEditor key={post.data?.id ?? "new"} channel={channel.data} post={post.data} />;
}

function PostEditor({
  channel,
  post,
}: {
  readonly channel: News.Channel;
  readonly post: News.Post | undefined;
}) {
  const { user } = useSession();
  const navigate = useNavigate();
  const AlbumPicker = albumPicker.useView();
  const create = useCreatePost();
  const update = useUpdatePost();
  const remove = useDeletePost();
  const upload = useUploadChannelImage();
  const uploadThumbnail = (file: File) =>
    upload.mutateAsync({ params: { channelId: channel.id }, body: { image: file } });
  const uploadImage: ImageUploader = async (file, { onProgress }) => {
    const image = await uploadThumbnail(file);
    onProgress(1);
    return { url: image.imageUrl };
  };
  // The shell's recipe: one submit helper per call, failures and confirmations in the one alert channel.
  const save = useSubmit(
    (input: News.PostInput) =>
      post
        ? update.mutateAsync({ params: { id: post.id }, body: input })
        : create.mutateAsync({ params: { id: channel.id }, body: input }),
    {
      successMessage: ErrorText.updatedSuccessfully,
      onSuccess: (saved) => {
        if (!post) navigate(`/news/posts/${saved.id}/edit`, { replace: true });
      },
    },
  );
  const deletion = useSubmit((id: number) => remove.mutateAsync({ params: { id } }), {
    successMessage: NewsText.postDeleted,
    onSuccess: () => navigate(`/news/channels/${channel.id}`),
  });
  return (
    <PostEditorView
      channel={channel}
      post={post}
      canPublish={canPublishPosts(user?.roles ?? [])}
      uploadThumbnail={uploadThumbnail}
      uploadImage={uploadImage}
      renderAlbumPicker={(picker) => (
        <Suspense fallback={picker.isOpen ? <Spinner label={NewsLabels.loadingAlbums} /> : null}>
          <AlbumPicker channelId={channel.id} {...picker} />
        </Suspense>
      )}
      onSave={save.submit}
      {...(post ? { onDelete: () => deletion.submit(post.id) } : {})}
    />
  );
}
