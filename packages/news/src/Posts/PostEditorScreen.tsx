import type { News } from "@haulboard/api";
import { canPublishPosts, ErrorText, NewsText } from "@haulboard/domain";
import type { ImageUploader } from "@haulboard/editor/field";
import { Loading, useAlerts, useSession } from "@haulboard/shell";
import { Alert } from "@haulboard/ui";
import { useNavigate } from "react-router";
import {
  errorText,
  useChannel,
  useCreatePost,
  useDeletePost,
  usePost,
  useUpdatePost,
  useUploadChannelImage,
} from "../data/newsQueries.ts";
import { PostEditorView } from "./PostEditorView.tsx";

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
  const { showAlert } = useAlerts();
  const navigate = useNavigate();
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
  const failed = (error: unknown): Error => new Error(errorText(error) ?? ErrorText.internalServer);
  return (
    <PostEditorView
      channel={channel}
      post={post}
      canPublish={canPublishPosts(user?.roles ?? [])}
      uploadThumbnail={uploadThumbnail}
      uploadImage={uploadImage}
      onSave={async (input) => {
        try {
          if (post) await update.mutateAsync({ params: { id: post.id }, body: input });
          else {
            const created = await create.mutateAsync({ params: { id: channel.id }, body: input });
            navigate(`/news/posts/${created.id}/edit`, { replace: true });
          }
          showAlert({ type: "success", message: ErrorText.updatedSuccessfully });
        } catch (error) {
          throw failed(error);
        }
      }}
      {...(post
        ? {
            onDelete: async () => {
              try {
                await remove.mutateAsync({ params: { id: post.id } });
              } catch (error) {
                throw failed(error);
              }
              showAlert({ type: "success", message: NewsText.postDeleted });
              navigate(`/news/channels/${channel.id}`);
            },
          }
        : {})}
    />
  );
}
