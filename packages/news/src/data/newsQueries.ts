import type { News } from "@haulboard/api/contract";
import { alertTextOf } from "@haulboard/shell/forms";
import { useApi } from "@haulboard/shell/portal";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";

// The news resource's reads and writes; its contract module loads with the first call (the api client's
// groups). Images and albums are in mediaQueries.ts.

/** The text a user sees for a failed call (the recipe's one mapping, access §8). */
export const errorText = (error: unknown): string | undefined => (error ? alertTextOf(error) : undefined);

export type ChannelStatus = "all" | "active" | "inactive";

/** POST /news/channels/search: the name `ilike` the search, the status, newest first. */
export const channelSearchBody = (
  search: string,
  status: ChannelStatus,
): typeof News.ChannelSearchRequest.Type => ({
  filters: [
    ...(search.trim() === ""
      ? []
      : [{ field: "name" as const, operator: "ilike" as const, value: search.trim() }]),
    ...(status === "all"
      ? []
      : [{ field: "is_active" as const, operator: "equals" as const, value: status === "active" }]),
  ],
  orders: [{ field: "created_at", direction: "desc" }],
});

export const useChannelSearch = (
  search: string,
  status: ChannelStatus,
  page: { skip: number; take: number },
) =>
  useQuery(
    useApi().news.searchChannels.queryOptions(
      { query: { offset: page.skip, limit: page.take }, body: channelSearchBody(search, status) },
      { placeholderData: keepPreviousData },
    ),
  );

export const useChannel = (id: number) => useQuery(useApi().news.getChannel.queryOptions({ params: { id } }));
export const useChannelPosts = (id: number, page: { skip: number; take: number }) =>
  useQuery(
    useApi().news.listPosts.queryOptions(
      { params: { id }, query: { offset: page.skip, limit: page.take } },
      { placeholderData: keepPreviousData },
    ),
  );
export const usePost = (id: number, enabled = true) =>
  useQuery(useApi().news.getPost.queryOptions({ params: { id } }, { enabled }));

export const useCreateChannel = () => useMutation(useApi().news.createChannel.mutationOptions());
export const useUpdateChannel = () => useMutation(useApi().news.updateChannel.mutationOptions());
export const useCreatePost = () => useMutation(useApi().news.createPost.mutationOptions());
export const useUpdatePost = () => useMutation(useApi().news.updatePost.mutationOptions());
export const useDeletePost = () => useMutation(useApi().news.deletePost.mutationOptions());
export const useFeed = (page: { skip: number; take: number }) =>
  useQuery(
    useApi().news.feed.queryOptions(
      { query: { offset: page.skip, limit: page.take } },
      { placeholderData: keepPreviousData },
    ),
  );
export const useReadPost = (id: number) =>
  useQuery(useApi().news.readPost.queryOptions({ params: { id } }, { staleTime: Number.POSITIVE_INFINITY }));
