import { News } from "@haulboard/api/contract";
import { hooksFor } from "@haulboard/api/react";
import { alertTextOf } from "@haulboard/shell/forms";
import { keepPreviousData } from "@tanstack/react-query";

// Only the resources these screens call: the routes carry their contract modules, not the whole api.
// Images and albums are in mediaQueries.ts: a module's hooks are built at its top level, so every route
// importing it would carry those contracts (and, through the company logo, Companies').
const news = hooksFor("news", News.newsCalls);

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
  news.useSearchChannels(
    { query: { offset: page.skip, limit: page.take }, body: channelSearchBody(search, status) },
    { placeholderData: keepPreviousData },
  );

export const useChannel = (id: number) => news.useGetChannel({ params: { id } });
export const useChannelPosts = (id: number, page: { skip: number; take: number }) =>
  news.useListPosts(
    { params: { id }, query: { offset: page.skip, limit: page.take } },
    { placeholderData: keepPreviousData },
  );
export const usePost = (id: number, enabled = true) => news.useGetPost({ params: { id } }, { enabled });

export const useCreateChannel = news.useCreateChannel;
export const useUpdateChannel = news.useUpdateChannel;
export const useCreatePost = news.useCreatePost;
export const useUpdatePost = news.useUpdatePost;
export const useDeletePost = news.useDeletePost;
export const useFeed = (page: { skip: number; take: number }) =>
  news.useFeed({ query: { offset: page.skip, limit: page.take } }, { placeholderData: keepPreviousData });
export const useReadPost = (id: number) =>
  news.useReadPost({ params: { id } }, { staleTime: Number.POSITIVE_INFINITY });
