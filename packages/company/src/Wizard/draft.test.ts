import { describe, expect, it } from "vitest";
import { clearDraft, draftKey, emptyDraft, readDraft, type WizardDraft, writeDraft } from "./draft.ts";

const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
};

const filled: WizardDraft = {
  ...emptyDraft,
  content: { ...emptyDraft.content, title: "Regional flatbed driver", jobType: "flatbed" },
  addons: { chosen: ["boost", "hyperlink"], hyperlinkUrl: "https://acme.example.com/apply", autoRenew: true },
};

describe("the wizard draft in local storage", () => {
  it("survives a reload: what was written is read back", () => {
    const storage = memoryStorage();
    const key = draftKey("42", 118);
    writeDraft(storage, key, filled);
    expect(readDraft(storage, key)).toEqual(filled);
  });

  it("belongs to one user and one company", () => {
    const storage = memoryStorage();
    writeDraft(storage, draftKey("42", 118), filled);
    expect(readDraft(storage, draftKey("43", 118))).toEqual(emptyDraft);
    expect(readDraft(storage, draftKey("42", 119))).toEqual(emptyDraft);
  });

  it("is gone after success", () => {
    const storage = memoryStorage();
    const key = draftKey("42", 118);
    writeDraft(storage, key, filled);
    clearDraft(storage, key);
    expect(readDraft(storage, key)).toEqual(emptyDraft);
  });

  it("starts afresh from unreadable or foreign data", () => {
    const storage = memoryStorage();
    storage.setItem("a", "{not json");
    storage.setItem("b", JSON.stringify({ version: 7, content: {} }));
    expect(readDraft(storage, "a")).toEqual(emptyDraft);
    expect(readDraft(storage, "b")).toEqual(emptyDraft);
    expect(readDraft(undefined, "a")).toEqual(emptyDraft);
  });

  it("fills fields a draft of an older shape lacks", () => {
    const storage = memoryStorage();
    storage.setItem("k", JSON.stringify({ version: 1, content: { title: "Tanker" } }));
    const draft = readDraft(storage, "k");
    expect(draft.content.title).toBe("Tanker");
    expect(draft.content.salaryType).toBe("weekly");
    expect(draft.addresses).toEqual([]);
  });
});
