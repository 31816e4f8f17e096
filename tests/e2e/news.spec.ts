import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signIn, skipTermsDialog } from "./shell-helpers.ts";

// News (issue 20): a news admin writes a scheduled post with a thumbnail, an inline image and a table; a
// driver sees it only from its time on (the journey moves the post's time, no sleeping), opens it, and
// the view count rises by one. A contributor cannot manage channels or publish, in the UI and on the server.

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAEAAAAAgCAIAAAAt/+nTAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe2SQQkAQRDD6qQST0hMr4h7hIFCBKSh6cdpoht0A9ArdhfiLtENugHoFbsLcZfoBt0A9IrdhbhLdINuAHrF7kLcJbpBNwC9Ynch7hLdoBuAXrG7EHeJbvCTB20hyHkqb8QbAAAAAElFTkSuQmCC",
  "base64",
);
const file = (name: string) => ({ name, mimeType: "image/png", buffer: png });

const channelName = `Weigh Station Watch ${Date.now().toString(36)}`;
const postTitle = `Scales open on I-80 ${Date.now().toString(36)}`;
// Not driver001: the fast-login journey makes that driver an employer too.
const driverEmail = "driver003@drivers.haulboard.test";

// Two sign-ins and an upload per journey: the default 30 s is tight on a loaded machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.beforeEach(async ({ context, baseURL }) => skipTermsDialog(context, baseURL));

/** The signed-in page's access token, for the calls the journey makes straight to the API. */
const tokenOf = async (page: Page) => {
  const token = await page.evaluate(() => localStorage.getItem("accessToken"));
  if (!token) throw new Error("no access token");
  return token;
};

const api = (page: Page, token: string) => ({
  get: (path: string) =>
    page.request.get(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } }),
  post: (path: string, data: unknown) =>
    page.request.post(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` }, data }),
  patch: (path: string, data: unknown) =>
    page.request.patch(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` }, data }),
});

let postId = 0;

test("a news admin creates a channel and a scheduled post with a thumbnail, an inline image and a table", async ({
  page,
}) => {
  await signIn(page, "newsadmin@haulboard.test");
  await expect(page).toHaveURL(/\/news$/);
  await page
    .getByRole("navigation", { name: "News Portal" })
    .getByRole("link", { name: "News Channels" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "News Channels" })).toBeVisible();

  await page.getByRole("button", { name: "New channel" }).click();
  const dialog = page.getByRole("dialog", { name: "New channel" });
  await dialog.getByRole("textbox", { name: /Name/ }).fill(channelName);
  await dialog.getByRole("textbox", { name: "Description" }).fill("Which scales are open");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Updated successfully" })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // /news: search the channel and open its posts.
  await page.goto("/news");
  await page.getByRole("searchbox", { name: "Search channels" }).fill(channelName);
  await page.getByRole("link", { name: channelName }).click();
  await expect(page.getByRole("heading", { level: 1, name: channelName })).toBeVisible();
  await page.getByRole("link", { name: "New post" }).click();

  await page.getByRole("textbox", { name: /Title/ }).fill(postTitle);
  await page.getByLabel("Upload thumbnail").setInputFiles(file("thumb.png"));
  await expect(page.getByRole("img", { name: "Thumbnail" })).toBeVisible();

  const body = page.getByRole("textbox", { name: "Body" });
  await body.click();
  await page.keyboard.type("Open scales this week.");
  await page.getByLabel("Image file").setInputFiles(file("inline.png"));
  await expect(body.locator("img[src*='/media/news/']")).toBeVisible();
  await page.getByRole("button", { name: "Table" }).click();
  await page.getByRole("menuitem", { name: "Insert table" }).click();
  await expect(body.getByRole("table")).toBeVisible();

  // By keyboard: the switch's input sits under its visual track.
  const published = page.getByRole("switch", { name: "Published" });
  await published.focus();
  await page.keyboard.press("Space");
  await expect(published).toBeChecked();
  // Two minutes ahead, in the browser's time zone (what the datetime-local field shows).
  const inTwoMinutes = await page.evaluate(() => {
    const at = new Date(Date.now() + 120_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  });
  await page.getByLabel("Publish at").fill(inTwoMinutes);
  await expect(page.getByText("Scheduled", { exact: true })).toBeVisible();
  await body.blur();
  await page.getByRole("button", { name: "Save post" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Updated successfully" })).toBeVisible();
  await expect(page).toHaveURL(/\/news\/posts\/\d+\/edit$/);
  postId = Number(/\/news\/posts\/(\d+)\/edit$/.exec(page.url())?.[1]);

  const stored = await (await api(page, await tokenOf(page)).get(`/news/posts/${postId}`)).json();
  expect(stored.data).toMatchObject({ title: postTitle, is_active: true, views: 0 });
  expect(stored.data.thumbnail_small).toMatch(/\/media\/news\/.+-587x226\.png$/);
  expect(stored.data.body).toContain("<table");
  expect(stored.data.body).toMatch(/<img src="[^"]*\/media\/news\//);
});

test("a driver sees the post only from its time on, opens it, and the view count rises by one", async ({
  page,
  browser,
  baseURL,
}) => {
  expect(postId).toBeGreaterThan(0);
  await signIn(page, driverEmail);
  await page.getByRole("navigation", { name: "Drivers Portal" }).getByRole("link", { name: "News" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  await expect(page.getByRole("link").first()).toBeVisible();
  await expect(page.getByRole("link", { name: postTitle })).toHaveCount(0);

  // Time passes: the news admin's API moves the post's time to just now (no job publishes posts).
  const adminContext = await browser.newContext();
  await skipTermsDialog(adminContext, baseURL);
  const admin = await adminContext.newPage();
  await signIn(admin, "newsadmin@haulboard.test");
  const adminApi = api(admin, await tokenOf(admin));
  const current = (await (await adminApi.get(`/news/posts/${postId}`)).json()).data;
  const moved = await adminApi.patch(`/news/posts/${postId}`, {
    title: current.title,
    thumbnail: current.thumbnail,
    body: current.body,
    is_active: true,
    scheduled_at: new Date(Date.now() - 1000).toISOString(),
  });
  expect(moved.status()).toBe(200);

  await page.reload();
  const link = page.getByRole("link", { name: postTitle });
  await expect(link).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: link });
  await expect(card.locator("img")).toHaveAttribute("srcset", /-587x226\.png 587w, .+ 1440w$/);
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: postTitle })).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.locator("article img").first()).toHaveAttribute("srcset", /587w/);
  await expect(page.getByText(/· 1 view$/)).toBeVisible();
  expect((await (await adminApi.get(`/news/posts/${postId}`)).json()).data.views).toBe(1);

  // Reading again is not a second view.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: postTitle })).toBeVisible();
  expect((await (await adminApi.get(`/news/posts/${postId}`)).json()).data.views).toBe(1);
  await adminContext.close();
});

test("a contributor cannot manage channels or publish, in the screens and on the server", async ({
  page,
}) => {
  await signIn(page, "contributor@haulboard.test");
  await page.goto("/admin/channels");
  await expect(page.getByRole("heading", { level: 1, name: "News Channels" })).toBeVisible();
  await expect(page.getByRole("link", { name: channelName })).toBeVisible();
  await expect(page.getByRole("button", { name: "New channel" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Deactivate ${channelName}` })).toHaveCount(0);

  const token = await tokenOf(page);
  const refusedChannel = await api(page, token).post("/news/channels", {
    channel_type: "news",
    name: "Contributor's channel",
    description: null,
    is_active: true,
  });
  expect(refusedChannel.status()).toBe(403);

  // The editor offers drafts only; the server refuses publishing and changing a news admin's post.
  await page.getByRole("link", { name: channelName }).click();
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("switch", { name: "Published" })).toBeDisabled();
  const channelId = Number(/\/news\/channels\/(\d+)\/posts\/new$/.exec(page.url())?.[1]);
  const published = await api(page, token).post(`/admin/news/channels/${channelId}/posts`, {
    title: "Contributor publishes",
    thumbnail: null,
    body: "<p>x</p>",
    is_active: true,
    scheduled_at: null,
  });
  expect(published.status()).toBe(403);
  const takeOver = await api(page, token).patch(`/news/posts/${postId}`, {
    title: "Taken over",
    thumbnail: null,
    body: "<p>x</p>",
    is_active: false,
    scheduled_at: null,
  });
  expect(takeOver.status()).toBe(403);
});

test("a news admin files an image in an album and reuses it as a post's thumbnail and body image", async ({
  page,
}) => {
  const albumTitle = `Scale photos ${Date.now().toString(36)}`;
  await signIn(page, "newsadmin@haulboard.test");
  await page.getByRole("searchbox", { name: "Search channels" }).fill(channelName);
  await page.getByRole("link", { name: channelName }).click();
  await page.getByRole("link", { name: "New post" }).click();
  await page.getByRole("textbox", { name: /Title/ }).fill(`${postTitle} (album)`);

  // The thumbnail's album picker: a new album, an upload into it, then that image.
  await page.getByRole("button", { name: "Choose from an album" }).click();
  const picker = page.getByRole("dialog", { name: "Choose a thumbnail from an album" });
  await picker.getByRole("textbox", { name: "New album" }).fill(albumTitle);
  await picker.getByRole("button", { name: "Create album" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The album was created." })).toBeVisible();
  await picker.getByLabel(`Upload an image into ${albumTitle}`).setInputFiles(file("album.png"));
  await expect(
    page.getByRole("status").filter({ hasText: "The image was added to the album." }),
  ).toBeVisible();
  await picker.getByRole("button", { name: /^Use image 1 of 1/ }).click();
  await expect(picker).toHaveCount(0);
  await expect(page.getByRole("img", { name: "Thumbnail" })).toBeVisible();

  // The body's toolbar: the same album, the same image, where the cursor is.
  const body = page.getByRole("textbox", { name: "Body" });
  await body.click();
  await page.keyboard.type("From the album: ");
  await page.getByRole("button", { name: "Insert image from album" }).click();
  const bodyPicker = page.getByRole("dialog", { name: "Insert an image from an album" });
  await bodyPicker.getByRole("button", { name: /Album$/ }).click();
  await page.getByRole("option", { name: albumTitle }).click();
  await bodyPicker.getByRole("button", { name: /^Use image 1 of 1/ }).click();
  await expect(body.locator("img[src*='/media/news/']")).toBeVisible();
  await body.blur();
  await page.getByRole("button", { name: "Save post" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Updated successfully" })).toBeVisible();
  await expect(page).toHaveURL(/\/news\/posts\/\d+\/edit$/);
  const id = Number(/\/news\/posts\/(\d+)\/edit$/.exec(page.url())?.[1]);

  const adminApi = api(page, await tokenOf(page));
  const stored = (await (await adminApi.get(`/news/posts/${id}`)).json()).data;
  const albums = (await (await adminApi.get("/albums")).json()).data as { id: number; title: string }[];
  const album = albums.find((candidate) => candidate.title === albumTitle);
  if (!album) throw new Error("the album was not stored");
  const images = (await (await adminApi.get(`/albums/${album.id}/images`)).json()).data as {
    image_url: string;
  }[];
  expect(images).toHaveLength(1);
  expect(stored.thumbnail).toBe(images[0]!.image_url);
  expect(stored.body).toContain(new URL(images[0]!.image_url, page.url()).pathname);

  // The library is tidied from the same picker: the image taken out of the album, then the album deleted,
  // each after a question; the post keeps its images.
  await page.getByRole("button", { name: "Choose from an album" }).click();
  await picker.getByRole("button", { name: /Album$/ }).click();
  await page.getByRole("option", { name: albumTitle }).click();
  await picker.getByRole("button", { name: `Remove image 1 of 1 from ${albumTitle}` }).click();
  const ask = page.getByRole("alertdialog");
  await expect(ask).toContainText("Take this image out of the album?");
  await ask.getByRole("button", { name: "Yes" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "The image was taken out of the album." }),
  ).toBeVisible();
  await expect(picker.getByRole("button", { name: /^Use image/ })).toHaveCount(0);
  // Renamed in place (the field opens with the title), then deleted under its new name.
  const renamed = `${albumTitle} (archive)`;
  await picker.getByRole("button", { name: "Rename album" }).click();
  const titleField = picker.getByRole("textbox", { name: "Album title" });
  await expect(titleField).toHaveValue(albumTitle);
  await titleField.fill(renamed);
  await titleField.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "The album was renamed." })).toBeVisible();
  await expect(picker.getByRole("button", { name: /Album$/ })).toContainText(renamed);
  await expect(picker.getByRole("button", { name: "Rename album" })).toBeFocused();
  await picker.getByRole("button", { name: "Delete album" }).click();
  await expect(ask).toContainText(`Delete the album “${renamed}”?`);
  await ask.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The album was deleted." })).toBeVisible();
  const left = (await (await adminApi.get("/albums")).json()).data as { title: string }[];
  expect(left.map((candidate) => candidate.title)).not.toContain(albumTitle);
  expect(left.map((candidate) => candidate.title)).not.toContain(renamed);
  const kept = (await (await adminApi.get(`/news/posts/${id}`)).json()).data;
  expect(kept.thumbnail).toBe(images[0]!.image_url);
});
