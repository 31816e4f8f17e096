import { Ads } from "@haulboard/api/contract";
import { mockEndpoint, mocks } from "@haulboard/api/mocks";
import { AdMessages, ErrorText } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AdEditorScreen } from "./Editor/AdEditorScreen.tsx";
import { AdsManageScreen } from "./Manage/AdsManageScreen.tsx";
import { AdSettingsScreen } from "./Settings/AdSettingsScreen.tsx";
import { HomePlacementsScreen } from "./Settings/HomePlacementsScreen.tsx";
import { adsFixture } from "./testing/fixtures.ts";
import { AdsStoryProviders } from "./testing/StoryProviders.tsx";

/**
 * The ads screens as the app runs them (their containers: the api hooks, useSubmit, the one alert area)
 * against mocked server answers (MSW), one story per state.
 */
const meta = {
  title: "Ads/Screens (MSW)",
  parameters: { layout: "fullscreen" },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const running = { ...adsFixture[0]!, status: "running" as const, paused: false, endsAt: null };
const body = (element: HTMLElement) => within(element.ownerDocument.body);
const alertSaying = async (element: HTMLElement, text: string) =>
  waitFor(() =>
    expect(
      [...body(element).queryAllByRole("alert"), ...body(element).queryAllByRole("status")].some((node) =>
        node.textContent?.includes(text),
      ),
    ).toBe(true),
  );

// ---------- /ads/manage ----------

const manage = (handlers: () => ReturnType<typeof http.get>[], play?: Story["play"]): Story => ({
  render: () => (
    <AdsStoryProviders>
      <AdsManageScreen />
    </AdsStoryProviders>
  ),
  beforeEach({ msw }) {
    msw.use(...handlers());
  },
  ...(play ? { play } : {}),
});

export const ManageList = manage(
  () => [mocks.ads.search.ok([running])],
  async ({ canvasElement }) => {
    const row = await within(canvasElement).findByRole("row", { name: new RegExp(running.name) });
    await expect(within(row).getByText("Running")).toBeInTheDocument();
  },
);
export const ManageEmpty = manage(
  () => [mocks.ads.search.empty()],
  async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(AdMessages.noAds)).toBeInTheDocument();
  },
);
export const ManageLoading = manage(() => [mocks.ads.search.loading()]);
export const ManageServerError = manage(
  () => [mocks.ads.search.error(500)],
  async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ErrorText.internalServer)).toBeInTheDocument();
  },
);
/** Pause goes to the server (PATCH /ads/{id} with paused) and confirms in the alert area. */
export const ManagePause = manage(
  () => {
    const sent: unknown[] = [];
    pauseBodies = sent;
    return [
      mocks.ads.search.ok([running]),
      mockEndpoint(Ads.adsCalls.update, async (request) => {
        sent.push(await request.json());
        return { ...running, paused: true, status: "paused" as const };
      }),
    ];
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: `Pause ${running.name}` }));
    await alertSaying(canvasElement, AdMessages.paused);
    await expect(pauseBodies).toEqual([{ paused: true }]);
  },
);
let pauseBodies: unknown[] = [];
/** A refused delete is the server's message in the alert area; the row stays. */
export const ManageDeleteRefused = manage(
  () => [mocks.ads.search.ok([running]), mocks.ads.delete.error(403, "Not allowed")],
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: `Delete ${running.name}` }));
    const dialog = await body(canvasElement).findByRole("alertdialog");
    await expect(dialog).toHaveTextContent(AdMessages.deleteConfirm);
    await userEvent.click(within(dialog).getByRole("button", { name: /Delete|Yes|Confirm/ }));
    await alertSaying(canvasElement, "Not allowed");
    await expect(canvas.getByRole("row", { name: new RegExp(running.name) })).toBeInTheDocument();
  },
);
// ---------- /ads/manage/:id ----------

const editor = (handlers: () => ReturnType<typeof http.get>[], play?: Story["play"]): Story => ({
  render: () => (
    <AdsStoryProviders path="/ads/manage/77" pattern="/ads/manage/:id">
      <AdEditorScreen />
    </AdsStoryProviders>
  ),
  beforeEach({ msw }) {
    msw.use(...handlers());
  },
  ...(play ? { play } : {}),
});

export const EditorLoaded = editor(
  () => [mocks.ads.get.ok(running)],
  async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("textbox", { name: /^Name/ })).toHaveValue(
      running.name,
    );
  },
);
export const EditorLoading = editor(() => [mocks.ads.get.loading()]);
export const EditorNotFound = editor(
  () => [mocks.ads.get.error(404, AdMessages.notFound)],
  async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(AdMessages.notFound);
  },
);
/** Saving confirms in the alert area and returns to the list. */
export const EditorSaves = editor(
  () => [mocks.ads.get.ok(running), mocks.ads.update.ok(running)],
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("textbox", { name: /^Name/ });
    await userEvent.click(canvas.getByRole("button", { name: "Save ad" }));
    await alertSaying(canvasElement, AdMessages.saved);
    await expect(await canvas.findByText("Now at /ads/manage")).toBeInTheDocument();
  },
);
/** The server's refusal (its first message) is the alert; the form stays with its values. */
export const EditorSaveRefused = editor(
  () => [mocks.ads.get.ok(running), mocks.ads.update.error(422, AdMessages.unknownFile)],
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole("textbox", { name: /^Name/ });
    await userEvent.click(canvas.getByRole("button", { name: "Save ad" }));
    await alertSaying(canvasElement, AdMessages.unknownFile);
    await expect(name).toHaveValue(running.name);
  },
);
// ---------- /ads/settings and /ads/settings/home ----------

const settings = (
  screen: "general" | "home",
  handlers: () => ReturnType<typeof http.get>[],
  play?: Story["play"],
): Story => ({
  render: () => (
    <AdsStoryProviders path={screen === "home" ? "/ads/settings/home" : "/ads/settings"}>
      {screen === "home" ? <HomePlacementsScreen /> : <AdSettingsScreen />}
    </AdsStoryProviders>
  ),
  beforeEach({ msw }) {
    msw.use(...handlers());
  },
  ...(play ? { play } : {}),
});

export const SettingsSaves = settings(
  "general",
  () => [mocks.ads.getSettings.ok(), mocks.ads.updateSettings.ok()],
  async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Save settings" }));
    await alertSaying(canvasElement, AdMessages.settingsSaved);
  },
);
export const SettingsLoading = settings("general", () => [mocks.ads.getSettings.loading()]);
export const SettingsServerError = settings(
  "general",
  () => [mocks.ads.getSettings.error(500)],
  async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(ErrorText.internalServer);
  },
);
export const SettingsSaveFails = settings(
  "general",
  () => [mocks.ads.getSettings.ok(), mocks.ads.updateSettings.networkError()],
  async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Save settings" }));
    await alertSaying(canvasElement, ErrorText.communication);
  },
);
export const HomePlacementsSaves = settings(
  "home",
  () => [mocks.ads.getSettings.ok(), mocks.ads.updateSettings.ok()],
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Drivers' home placements" });
    await userEvent.click(canvas.getAllByRole("button", { name: /Save/ })[0]!);
    await alertSaying(canvasElement, AdMessages.homeSaved);
  },
);
