// @vitest-environment happy-dom
import { EmailMessages, ErrorText, LoginForm, PasswordMessages } from "@haulboard/domain";
import type { Schema } from "effect";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type AlertsApi, AlertsProvider, useAlerts } from "../alerts/Alerts.tsx";
import { until } from "../testing/until.ts";
import type { SchemaForm } from "./formState.ts";
import { useLazySchemaForm } from "./useLazySchemaForm.ts";

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

type Values = { readonly email: string; readonly password: string };

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

/** A schema load the test resolves or fails when it chooses, counting the attempts. */
const controlledLoad = () => {
  let settle: { resolve: (schema: typeof LoginForm) => void; reject: (error: Error) => void } | undefined;
  const load = {
    attempts: 0,
    run: () => {
      load.attempts += 1;
      return new Promise<Schema.Decoder<LoginForm>>((resolve, reject) => {
        settle = { resolve, reject };
      });
    },
    resolve: () => act(async () => settle?.resolve(LoginForm)),
    reject: () => act(async () => settle?.reject(new Error("chunk failed"))),
  };
  return load;
};

/** The form under the app's one alert area; `alert()` is the alert shown, if any. */
const renderForm = (load: () => Promise<Schema.Decoder<LoginForm>>) => {
  let latest: SchemaForm<Values, LoginForm> | undefined;
  let shown: AlertsApi["alert"];
  function Probe() {
    latest = useLazySchemaForm<Values, LoginForm>(load, { email: "", password: "" });
    shown = useAlerts().alert;
    return null;
  }
  root = createRoot(document.createElement("div"));
  act(() =>
    root?.render(
      <AlertsProvider>
        <Probe />
      </AlertsProvider>,
    ),
  );
  const form = () => latest as SchemaForm<Values, LoginForm>;
  return Object.assign(form, { alert: () => shown });
};

describe("useLazySchemaForm", () => {
  it("loads nothing with the page, and the rules once, at the first change", () => {
    const load = controlledLoad();
    const form = renderForm(load.run);
    expect(load.attempts).toBe(0);
    act(() => form().setValue("email", "d"));
    act(() => form().setValue("email", "di"));
    expect(load.attempts).toBe(1);
  });

  it("loads the rules at a submit when nothing was typed, and shows the messages", async () => {
    const load = controlledLoad();
    const form = renderForm(load.run);
    act(() => form().submit(() => {}));
    expect(load.attempts).toBe(1);
    await load.resolve();
    await until(() => expect(form().errorOf("email")).toBe(EmailMessages.required));
  });

  it("holds a submit made before the rules arrive, then validates the values of that moment", async () => {
    const load = controlledLoad();
    const form = renderForm(load.run);
    const valid: LoginForm[] = [];
    act(() => form().setValue("email", "not-an-email"));
    act(() => form().submit((value) => valid.push(value)));
    expect(form().errorOf("email")).toBeUndefined();
    await load.resolve();
    await until(() => expect(form().errorOf("email")).toBe(EmailMessages.invalid));
    expect(valid).toEqual([]);

    act(() => form().setValue("email", "dispatch@acme-freight.test"));
    act(() => form().setValue("password", "Secret#2026"));
    expect(form().errorOf("email")).toBeUndefined();
    act(() => form().submit((value) => valid.push(value)));
    expect(valid).toEqual([{ email: "dispatch@acme-freight.test", password: "Secret#2026" }]);
  });

  it("calls onValid once the rules arrive when the values were valid at submit", async () => {
    const load = controlledLoad();
    const form = renderForm(load.run);
    const valid: LoginForm[] = [];
    act(() => form().setValue("email", "dispatch@acme-freight.test"));
    act(() => form().setValue("password", "Secret#2026"));
    act(() => form().submit((value) => valid.push(value)));
    expect(valid).toEqual([]);
    await load.resolve();
    await until(() =>
      expect(valid).toEqual([{ email: "dispatch@acme-freight.test", password: "Secret#2026" }]),
    );
  });

  it("alerts 'There was a problem with communication' when the rules cannot load, and tries again on submit", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const load = controlledLoad();
    const form = renderForm(load.run);
    act(() => form().setValue("email", "dispatch@acme-freight.test"));
    await load.reject();
    await until(() =>
      expect(logged).toHaveBeenCalledWith("The form's rules could not be loaded.", expect.any(Error)),
    );
    logged.mockRestore();
    // Typing alone does not alert: only a submit that cannot go on does.
    expect(form.alert()).toBeUndefined();
    act(() => form().submit(() => {}));
    expect(load.attempts).toBe(2);
    await load.reject();
    await until(() =>
      expect(form.alert()).toMatchObject({ type: "error", message: ErrorText.communication }),
    );

    act(() => form().submit(() => {}));
    expect(load.attempts).toBe(3);
    await load.resolve();
    await until(() => expect(form().errorOf("password")).toBe(PasswordMessages.required));
  });
});
