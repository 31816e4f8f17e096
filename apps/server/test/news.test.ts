import { NewsText } from "@haulboard/domain";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/server.ts";

/** News (issue 20) over HTTP on a real database: who may do what, sanitising, scheduling, views. */
let server: TestServer;
let newsAdmin: string;
let contributor: string;
let driver: string;
let otherDriver: string;
let admin: string;
let internal: string;
beforeAll(async () => {
  server = await startTestServer();
  newsAdmin = (await server.tokensOf("newsAdmin")).accessToken;
  contributor = (await server.tokensOf("contributor")).accessToken;
  driver = (await server.tokensOf("driver")).accessToken;
  otherDriver = (await server.tokensOf("driver042@drivers.haulboard.test")).accessToken;
  admin = (await server.tokensOf("admin")).accessToken;
  internal = (await server.tokensOf("internalUser")).accessToken;
}, 60_000);
afterAll(() => server.close());

const call = async (method: string, path: string, token: string, body?: unknown) => {
  const response = await server.request(method, path, { token, ...(body !== undefined ? { body } : {}) });
  const json = (await response.json()) as {
    data?: unknown;
    errors?: { message: string }[];
    pagination?: unknown;
  };
  return { status: response.status, ...json } as {
    status: number;
    // biome-ignore lint/suspicious/noExplicitAny: JSON answers of many shapes, each checked by its assertions
    data: any;
    errors?: { message: string }[];
    pagination?: { skip: number; take: number; total: number };
  };
};

const channelInput = (name: string, isActive = true) => ({
  channel_type: "news",
  name,
  description: "Roads and rules",
  is_active: isActive,
});

const postInput = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  thumbnail: null,
  body: "<p>Hello drivers</p>",
  is_active: true,
  scheduled_at: null,
  ...extra,
});

const uploadImage = async (channelId: number, token: string, background = "teal") => {
  const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "thumb.png");
  const response = await server.app.request(`/api/v1/news/channels/${channelId}/upload-image`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: { image_url: string; small_image_url: string } }).data;
};

describe("channels", () => {
  it("news admins create, edit, deactivate and find channels; contributors are refused with the README's reason", async () => {
    const created = await call("POST", "/news/channels", newsAdmin, channelInput("Weigh Station Watch"));
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({
      name: "Weigh Station Watch",
      channel_type: "news",
      is_active: true,
    });

    const refused = await call("POST", "/news/channels", contributor, channelInput("Contributor channel"));
    expect(refused.status).toBe(403);
    const refusedEdit = await call(
      "PATCH",
      `/news/channels/${created.data.id}`,
      contributor,
      channelInput("Renamed", false),
    );
    expect(refusedEdit.status).toBe(403);

    const edited = await call(
      "PATCH",
      `/news/channels/${created.data.id}`,
      newsAdmin,
      channelInput(" Weigh Station Watch (old) ", false),
    );
    expect(edited.data).toMatchObject({ name: "Weigh Station Watch (old)", is_active: false });

    // Search: by name, by status, newest first, with paging.
    const byName = await call("POST", "/news/channels/search?offset=0&limit=10", internal, {
      filters: [{ field: "name", operator: "ilike", value: "weigh station" }],
    });
    expect(byName.data.map((c: { id: number }) => c.id)).toEqual([created.data.id]);
    const inactive = await call("POST", "/news/channels/search", contributor, {
      filters: [{ field: "is_active", operator: "equals", value: false }],
    });
    expect(inactive.data.every((c: { is_active: boolean }) => !c.is_active)).toBe(true);
    expect(inactive.data.map((c: { id: number }) => c.id)).toContain(created.data.id);
    const all = await call("POST", "/news/channels/search?offset=0&limit=2", internal, {});
    expect(all.data).toHaveLength(2);
    expect(all.data[0].id).toBe(created.data.id);
    expect(all.pagination?.total).toBeGreaterThanOrEqual(5);
    const page2 = await call("POST", "/news/channels/search?offset=2&limit=2", internal, {});
    expect(page2.data[0].id).not.toBe(all.data[1].id);

    const removed = await call("DELETE", `/news/channels/${created.data.id}`, newsAdmin);
    expect(removed.status).toBe(200);
    expect((await call("GET", `/news/channels/${created.data.id}`, internal)).status).toBe(404);
  });
});

describe("posts", () => {
  it("stores an XSS payload posted straight to the API harmless", async () => {
    const channel = await call("POST", "/news/channels", newsAdmin, channelInput("XSS channel"));
    const payload =
      '<p onclick="alert(1)">Hi<script>alert(2)</script><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">link</a></p><iframe src="https://evil.example"></iframe><table><tbody><tr><td><p>cell</p></td></tr></tbody></table>';
    const created = await call(
      "POST",
      `/admin/news/channels/${channel.data.id}/posts`,
      newsAdmin,
      postInput("XSS", { body: payload }),
    );
    expect(created.status).toBe(200);
    const [stored] = await server.db.query<{ body: string }>("select body from news_posts where id = $1", [
      created.data.id,
    ]);
    for (const bad of ["<script", "onclick", "onerror", "javascript:", "<iframe", "alert(2)"]) {
      expect(stored!.body).not.toContain(bad);
    }
    expect(stored!.body).toContain("Hi");
    expect(stored!.body).toContain("<table>");
    expect(stored!.body).toContain("cell");
    const changed = await call(
      "PATCH",
      `/news/posts/${created.data.id}`,
      newsAdmin,
      postInput("XSS", { body: '<p>ok</p><script>alert("again")</script>' }),
    );
    expect(changed.data.body).toBe("<p>ok</p>");
  });

  it("keeps the thumbnail in full and small resolution from the channel's image upload, and refuses other URLs", async () => {
    const channel = await call("POST", "/news/channels", newsAdmin, channelInput("Thumbs"));
    const image = await uploadImage(channel.data.id, newsAdmin);
    const created = await call(
      "POST",
      `/admin/news/channels/${channel.data.id}/posts`,
      newsAdmin,
      postInput("With a picture", { thumbnail: image.image_url }),
    );
    expect(created.data).toMatchObject({
      thumbnail: image.image_url,
      thumbnail_full: image.image_url,
      thumbnail_small: image.small_image_url,
    });
    const foreign = await call(
      "POST",
      `/admin/news/channels/${channel.data.id}/posts`,
      newsAdmin,
      postInput("Hot-linked", { thumbnail: "https://evil.example/x.png" }),
    );
    expect(foreign.status).toBe(422);
    expect(foreign.errors?.[0]?.message).toBe(NewsText.thumbnailUnknown);
    // An image for a channel that does not exist is refused before anything is stored.
    const body = new FormData();
    body.append("image", new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" }), "x.png");
    const missing = await server.app.request("/api/v1/news/channels/999999/upload-image", {
      method: "POST",
      headers: { authorization: `Bearer ${newsAdmin}` },
      body,
    });
    expect(missing.status).toBe(404);
  });

  it("contributors write drafts and change only their own drafts; news admins publish", async () => {
    const channel = await call("POST", "/news/channels", newsAdmin, channelInput("Contrib"));
    const path = `/admin/news/channels/${channel.data.id}/posts`;
    const publish = await call("POST", path, contributor, postInput("Contributor publishes"));
    expect(publish.status).toBe(403);
    expect(publish.errors?.[0]?.message).toBe(NewsText.onlyManagersPublish);

    const draft = await call("POST", path, contributor, postInput("My draft", { is_active: false }));
    expect(draft.status).toBe(200);
    const edited = await call(
      "PATCH",
      `/news/posts/${draft.data.id}`,
      contributor,
      postInput("My draft, better", { is_active: false }),
    );
    expect(edited.data.title).toBe("My draft, better");
    const selfPublish = await call(
      "PATCH",
      `/news/posts/${draft.data.id}`,
      contributor,
      postInput("Now live"),
    );
    expect(selfPublish.status).toBe(403);

    const adminPost = await call("POST", path, newsAdmin, postInput("Admin's post", { is_active: false }));
    const othersDraft = await call(
      "PATCH",
      `/news/posts/${adminPost.data.id}`,
      contributor,
      postInput("Taken over", { is_active: false }),
    );
    expect(othersDraft.status).toBe(403);
    expect((await call("DELETE", `/news/channels/posts/${adminPost.data.id}`, contributor)).status).toBe(403);

    const published = await call("PATCH", `/news/posts/${draft.data.id}`, newsAdmin, postInput("Published"));
    expect(published.data.is_active).toBe(true);
    // Once published, the contributor no longer changes or deletes it.
    expect((await call("DELETE", `/news/channels/posts/${draft.data.id}`, contributor)).status).toBe(403);

    const ownDraft = await call("POST", path, contributor, postInput("Throwaway", { is_active: false }));
    expect((await call("DELETE", `/news/channels/posts/${ownDraft.data.id}`, contributor)).status).toBe(200);
    expect((await call("GET", `/news/posts/${ownDraft.data.id}`, internal)).status).toBe(404);

    // Admins manage posts too (employer-work: "Internal admins … manage news channels, posts and ads").
    expect((await call("DELETE", `/news/channels/posts/${adminPost.data.id}`, admin)).status).toBe(200);

    const list = await call("GET", `/news/channels/${channel.data.id}/posts?offset=0&limit=10`, internal);
    expect(list.data.map((p: { title: string }) => p.title)).toEqual(["Published"]);
    expect(list.pagination?.total).toBe(1);
  });
});

describe("the drivers' news", () => {
  it("shows a scheduled post only from its time on, newest first, and counts a view once per reader", async () => {
    const channel = await call("POST", "/news/channels", newsAdmin, channelInput("Schedule test"));
    const path = `/admin/news/channels/${channel.data.id}/posts`;
    const inTwoMinutes = new Date(Date.now() + 120_000).toISOString();
    const scheduled = await call("POST", path, newsAdmin, postInput("Later", { scheduled_at: inTwoMinutes }));
    const now = await call("POST", path, newsAdmin, postInput("Now"));
    await call("POST", path, newsAdmin, postInput("Draft", { is_active: false }));

    const before = await call("GET", "/members/news?offset=0&limit=50", driver);
    const titles = before.data.posts.map((p: { title: string }) => p.title);
    expect(titles).toContain("Now");
    expect(titles).not.toContain("Later");
    expect(titles).not.toContain("Draft");
    expect((await call("GET", `/members/news/${scheduled.data.id}`, driver)).status).toBe(404);

    // Time passes: the post's time moves into the past (no job runs).
    await server.db.query("update news_posts set scheduled_at = now() - interval '1 second' where id = $1", [
      scheduled.data.id,
    ]);
    const after = await call("GET", "/members/news?offset=0&limit=50", driver);
    const ids = after.data.posts.map((p: { id: number }) => p.id);
    expect(ids.indexOf(scheduled.data.id)).toBeGreaterThanOrEqual(0);
    expect(ids).toContain(now.data.id);
    const times = after.data.posts.map((p: { published_at: string }) => Date.parse(p.published_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const first = await call("GET", `/members/news/${scheduled.data.id}`, driver);
    expect(first.status).toBe(200);
    expect(first.data.views).toBe(1);
    expect(first.data.body).toBe("<p>Hello drivers</p>");
    expect((await call("GET", `/members/news/${scheduled.data.id}`, driver)).data.views).toBe(1);
    expect((await call("GET", `/members/news/${scheduled.data.id}`, otherDriver)).data.views).toBe(2);
    expect((await call("GET", `/news/posts/${scheduled.data.id}`, newsAdmin)).data.views).toBe(2);

    // An inactive channel's posts leave the feed.
    await call("PATCH", `/news/channels/${channel.data.id}`, newsAdmin, channelInput("Schedule test", false));
    const hidden = await call("GET", "/members/news?offset=0&limit=50", driver);
    expect(hidden.data.posts.map((p: { id: number }) => p.id)).not.toContain(scheduled.data.id);
  });

  it("kept pages of the feed: a write shows at once, a scheduled post at its time with no write", async () => {
    const channel = await call("POST", "/news/channels", newsAdmin, channelInput("Kept feed test"));
    const path = `/admin/news/channels/${channel.data.id}/posts`;
    const feedIds = async () =>
      (await call("GET", "/members/news?offset=0&limit=50", driver)).data.posts.map(
        (p: { id: number }) => p.id,
      );
    const soon = await call(
      "POST",
      path,
      newsAdmin,
      postInput("Soon", { scheduled_at: new Date(Date.now() + 1_500).toISOString() }),
    );
    // The page is kept from here on.
    expect(await feedIds()).not.toContain(soon.data.id);
    // A new post is a write: the next read shows it.
    const fresh = await call("POST", path, newsAdmin, postInput("Fresh"));
    expect(await feedIds()).toContain(fresh.data.id);
    // The scheduled post's time comes with no write at all: the kept page ends then.
    await expect.poll(feedIds, { timeout: 5_000, interval: 100 }).toContain(soon.data.id);
    // Written from elsewhere (another replica, here straight into the database): the counter moves.
    await server.db.query("update news_posts set is_active = false where id = $1", [fresh.data.id]);
    expect(await feedIds()).not.toContain(fresh.data.id);
  });

  it("pages the feed with hasMore", async () => {
    const first = await call("GET", "/members/news?offset=0&limit=2", driver);
    expect(first.data.posts).toHaveLength(2);
    expect(first.data.has_more).toBe(true);
    const second = await call("GET", "/members/news?offset=2&limit=2", driver);
    expect(second.data.posts[0].id).not.toBe(first.data.posts[1].id);
  });
});

describe("albums", () => {
  it("news staff make and rename albums; a contributor deletes only their own", async () => {
    const mine = await call("POST", "/albums", contributor, { title: "Truck shows" });
    expect(mine.data).toMatchObject({ title: "Truck shows" });
    const renamed = await call("POST", "/albums", contributor, {
      id: mine.data.id,
      title: "Truck shows 2026",
    });
    expect(renamed.data).toEqual({ id: mine.data.id, title: "Truck shows 2026" });
    const theirs = await call("POST", "/albums", newsAdmin, { title: "Safety campaign" });
    expect((await call("DELETE", `/albums/${theirs.data.id}`, contributor)).status).toBe(403);
    expect(
      (await call("POST", "/albums", contributor, { id: theirs.data.id, title: "Mine now" })).status,
    ).toBe(403);
    const list = await call("GET", "/albums", contributor);
    expect(list.data.map((a: { title: string }) => a.title)).toEqual(
      expect.arrayContaining(["Truck shows 2026", "Safety campaign"]),
    );
    expect((await call("DELETE", `/albums/${mine.data.id}`, contributor)).status).toBe(200);
    expect((await call("DELETE", `/albums/${theirs.data.id}`, newsAdmin)).status).toBe(200);
    expect((await call("GET", "/albums", newsAdmin)).data).toEqual([]);
  });
});

describe("the images of an album (newsads)", () => {
  it("files an uploaded image in an album, lists it for the post writers, moves and removes it", async () => {
    const channel = await call("POST", "/news/channels", newsAdmin, channelInput("Album Road"));
    const image = await uploadImage(channel.data.id, newsAdmin, "navy");
    const shows = await call("POST", "/albums", newsAdmin, { title: "Shows" });
    const safety = await call("POST", "/albums", newsAdmin, { title: "Safety" });

    // Filed by its small URL too: the answer names the full image, which is what a post stores.
    const filed = await call("POST", `/albums/${shows.data.id}/images`, newsAdmin, {
      image_url: image.small_image_url,
    });
    expect(filed.status).toBe(200);
    expect(filed.data).toMatchObject({
      album_id: shows.data.id,
      channel_id: channel.data.id,
      image_url: image.image_url,
      small_image_url: image.small_image_url,
    });
    const listed = await call("GET", `/albums/${shows.data.id}/images`, contributor);
    expect(listed.status).toBe(200);
    expect(listed.data.map((row: { image_url: string }) => row.image_url)).toEqual([image.image_url]);

    // An image is in one album at a time: filing it elsewhere moves it.
    await call("POST", `/albums/${safety.data.id}/images`, newsAdmin, { image_url: image.image_url });
    expect((await call("GET", `/albums/${shows.data.id}/images`, newsAdmin)).data).toEqual([]);
    expect((await call("GET", `/albums/${safety.data.id}/images`, newsAdmin)).data).toHaveLength(1);

    // Taking it out keeps the image usable as a thumbnail.
    const removed = await call("DELETE", `/albums/${safety.data.id}/images/${filed.data.id}`, newsAdmin);
    expect(removed.status).toBe(200);
    expect((await call("GET", `/albums/${safety.data.id}/images`, newsAdmin)).data).toEqual([]);
    const again = await call("DELETE", `/albums/${safety.data.id}/images/${filed.data.id}`, newsAdmin);
    expect(again.status).toBe(404);
    expect(again.errors?.[0]?.message).toBe(NewsText.imageNotInAlbum);
    const post = await call(
      "POST",
      `/admin/news/channels/${channel.data.id}/posts`,
      newsAdmin,
      postInput("From the library", { thumbnail: image.image_url }),
    );
    expect(post.status).toBe(200);
    expect(post.data.thumbnail_small).toBe(image.small_image_url);
  });

  it("refuses an image that was not uploaded for news, and an album that does not exist", async () => {
    const album = await call("POST", "/albums", newsAdmin, { title: "Hot links" });
    const foreign = await call("POST", `/albums/${album.data.id}/images`, newsAdmin, {
      image_url: "https://evil.example/x.png",
    });
    expect(foreign.status).toBe(422);
    expect(foreign.errors?.[0]?.message).toBe(NewsText.imageNotUploaded);
    const missing = await call("GET", "/albums/999999/images", newsAdmin);
    expect(missing.status).toBe(404);
    expect(missing.errors?.[0]?.message).toBe(NewsText.albumNotFound);
  });

  it("lets a contributor file only into their own albums, never out of another person's album", async () => {
    const channel = await call("POST", "/news/channels", newsAdmin, channelInput("Album Rules"));
    const adminsImage = await uploadImage(channel.data.id, newsAdmin, "olive");
    const myImage = await uploadImage(channel.data.id, contributor, "maroon");
    const theirs = await call("POST", "/albums", newsAdmin, { title: "Admin's album" });
    const mine = await call("POST", "/albums", contributor, { title: "My album" });

    const intoTheirs = await call("POST", `/albums/${theirs.data.id}/images`, contributor, {
      image_url: myImage.image_url,
    });
    expect(intoTheirs.status).toBe(403);
    expect(intoTheirs.errors?.[0]?.message).toBe(NewsText.contributorsOwnAlbums);

    const filed = await call("POST", `/albums/${theirs.data.id}/images`, newsAdmin, {
      image_url: adminsImage.image_url,
    });
    const stolen = await call("POST", `/albums/${mine.data.id}/images`, contributor, {
      image_url: adminsImage.image_url,
    });
    expect(stolen.status).toBe(403);
    expect(stolen.errors?.[0]?.message).toBe(NewsText.imageInAnotherAlbum);
    const removeTheirs = await call(
      "DELETE",
      `/albums/${theirs.data.id}/images/${filed.data.id}`,
      contributor,
    );
    expect(removeTheirs.status).toBe(403);
    expect((await call("GET", `/albums/${theirs.data.id}/images`, contributor)).data).toHaveLength(1);

    const own = await call("POST", `/albums/${mine.data.id}/images`, contributor, {
      image_url: myImage.image_url,
    });
    expect(own.status).toBe(200);
    expect((await call("GET", `/albums/${mine.data.id}/images`, newsAdmin)).data).toHaveLength(1);
  });
});
