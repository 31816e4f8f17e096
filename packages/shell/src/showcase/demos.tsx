import { endpoints } from "@haulboard/api/contract";
import {
  allIcons,
  Button,
  buttonSizes,
  buttonVariants,
  Card,
  Checkbox,
  Columns,
  ConfirmDialog,
  Drawer,
  EmptyState,
  Icon,
  IconButton,
  Inline,
  Modal,
  Popover,
  ProgressBar,
  Stack,
  settingsIcon,
  TextField,
  trashIcon,
  truckIcon,
  vars,
} from "@haulboard/ui";
import { type FormEvent, useEffect, useReducer, useRef, useState } from "react";
import * as styles from "./Showcase.css.ts";

// The spec names these demo routes and does not show them (access §2). Each is a small, living page of the
// design system or of how this codebase handles state and data (see the shell README, "Showcase").

/** /buttons: every variant at every size, an icon button, the loading and disabled states. */
export function ButtonsDemo() {
  const [isLoading, setLoading] = useState(false);
  return (
    <Stack space="lg">
      {buttonSizes.map((size) => (
        <Card key={size} title={`Size ${size}`} headingLevel={2}>
          <Inline space="sm">
            {buttonVariants.map((variant) => (
              <Button key={variant} variant={variant} size={size}>
                {variant}
              </Button>
            ))}
          </Inline>
        </Card>
      ))}
      <Card title="States" headingLevel={2}>
        <Inline space="sm">
          <IconButton icon={settingsIcon} label="Settings" variant="secondary" />
          <Button isDisabled>Disabled</Button>
          <Button isLoading={isLoading} onPress={() => setLoading((loading) => !loading)}>
            {isLoading ? "Loading" : "Start loading"}
          </Button>
          {isLoading ? (
            <Button variant="tertiary" onPress={() => setLoading(false)}>
              Stop
            </Button>
          ) : null}
        </Inline>
      </Card>
    </Stack>
  );
}

const fontSizes = ["xs", "sm", "md", "lg", "xl", "xxl", "xxxl"] as const;
const fontWeights = ["regular", "medium", "bold"] as const;

/** /texts: the type scale and weights of the theme, each drawn in its own size. */
export function TextsDemo() {
  return (
    <Stack space="lg">
      <Card title="Sizes" headingLevel={2}>
        <Stack space="sm">
          {fontSizes.map((size) => (
            <p key={size} className={styles.sample} style={{ fontSize: vars.fontSize[size] }}>
              {size}: Haul the load from Dallas to Tulsa
            </p>
          ))}
        </Stack>
      </Card>
      <Card title="Weights" headingLevel={2}>
        <Stack space="sm">
          {fontWeights.map((weight) => (
            <p key={weight} className={styles.sample} style={{ fontWeight: vars.fontWeight[weight] }}>
              {weight}: Class A CDL, home weekly
            </p>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}

/** /icons: every icon of the design system with its name. */
export function IconsDemo() {
  return (
    <ul className={styles.iconGrid} aria-label="Icons">
      {allIcons.map((icon) => (
        <li key={icon.name} className={styles.iconCell}>
          <Icon icon={icon} size="large" />
          <span>{icon.name}</span>
        </li>
      ))}
    </ul>
  );
}

interface Load {
  readonly id: number;
  readonly miles: number;
}
type LoadAction =
  | { readonly type: "add"; readonly miles: number }
  | { readonly type: "remove"; readonly id: number };

const loadsReducer = (loads: readonly Load[], action: LoadAction): readonly Load[] =>
  action.type === "add"
    ? [...loads, { id: (loads.at(-1)?.id ?? 0) + 1, miles: action.miles }]
    : loads.filter((load) => load.id !== action.id);

/**
 * /redux-example: this codebase has no global store. Server data lives in the query cache (see /axios-list),
 * the session in its context, and screen state in the screen: here a reducer, as a store would hold it.
 */
export function StateDemo() {
  const [loads, dispatch] = useReducer(loadsReducer, [{ id: 1, miles: 420 }]);
  const total = loads.reduce((sum, load) => sum + load.miles, 0);
  return (
    <Stack space="lg">
      <p className={styles.sample}>
        No Redux here: server data is cached by TanStack Query, and each screen keeps its own state in a
        reducer like this one.
      </p>
      <Inline space="sm">
        <Button onPress={() => dispatch({ type: "add", miles: 250 })}>Add a 250-mile load</Button>
        <Button variant="secondary" onPress={() => dispatch({ type: "add", miles: 1200 })}>
          Add a 1,200-mile load
        </Button>
      </Inline>
      <p role="status" className={styles.sample}>
        {loads.length} loads, {total.toLocaleString("en-US")} miles in total
      </p>
      <ul aria-label="Loads">
        {loads.map((load) => (
          <li key={load.id}>
            <Inline space="sm" alignY="center">
              <span>
                Load {load.id}: {load.miles.toLocaleString("en-US")} miles
              </span>
              <IconButton
                icon={trashIcon}
                label={`Remove load ${load.id}`}
                onPress={() => dispatch({ type: "remove", id: load.id })}
              />
            </Inline>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

interface Todo {
  readonly id: number;
  readonly text: string;
  readonly isDone: boolean;
}
/** Where /todos keeps its list in this browser. */
export const todosStorageKey = "haulboard.showcase.todos";

const readTodos = (): Todo[] => {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(todosStorageKey) ?? "[]");
    return Array.isArray(stored) ? (stored as Todo[]) : [];
  } catch {
    return [];
  }
};

/** /todos: a list kept in this browser (localStorage), with add, check and remove. */
export function TodosDemo() {
  const [todos, setTodos] = useState<Todo[]>(readTodos);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  useEffect(() => localStorage.setItem(todosStorageKey, JSON.stringify(todos)), [todos]);
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === "") {
      setError("Write what to do first.");
      return;
    }
    setTodos((list) => [...list, { id: Date.now(), text: text.trim(), isDone: false }]);
    setText("");
    setError(undefined);
  };
  const left = todos.filter((todo) => !todo.isDone).length;
  return (
    <Stack space="lg">
      <form onSubmit={add} noValidate>
        <Inline space="sm" alignY="end">
          <TextField
            label="To do"
            value={text}
            onChange={setText}
            isInvalid={error !== undefined}
            errorMessage={error}
          />
          <Button type="submit">Add</Button>
        </Inline>
      </form>
      <p role="status" className={styles.sample}>
        {todos.length === 0 ? "" : `${left} of ${todos.length} left`}
      </p>
      {todos.length === 0 ? (
        <EmptyState title="Nothing to do" description="Add a first item above." />
      ) : (
        <ul aria-label="To do list">
          {todos.map((todo) => (
            <li key={todo.id}>
              <Inline space="sm" alignY="center">
                <Checkbox
                  isSelected={todo.isDone}
                  onChange={(isDone) =>
                    setTodos((list) => list.map((item) => (item.id === todo.id ? { ...item, isDone } : item)))
                  }
                >
                  <span className={todo.isDone ? styles.todoDone : undefined}>{todo.text}</span>
                </Checkbox>
                <IconButton
                  icon={trashIcon}
                  label={`Remove ${todo.text}`}
                  onPress={() => setTodos((list) => list.filter((item) => item.id !== todo.id))}
                />
              </Inline>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

interface ApiCall {
  readonly method: string;
  readonly path: string;
  readonly summary: string;
}
/** The calls of the API, read from its contract (the source of its OpenAPI document and of its client). */
export const apiCalls: readonly ApiCall[] = endpoints.map((endpoint) => ({
  method: endpoint.method,
  path: endpoint.path,
  summary: endpoint.description,
}));

/**
 * /axios-list: there is no axios here. The app's calls go through the typed api client made from the
 * contract (`@haulboard/api`); this page lists that contract's calls, so it needs no sign-in and no call.
 */
export function DataDemo() {
  return (
    <Stack space="md">
      <p role="status" className={styles.sample}>
        {apiCalls.length} calls
      </p>
      <ul aria-label="API calls">
        {apiCalls.map((call) => (
          <li key={`${call.method} ${call.path}`}>
            <span className={styles.code}>
              {call.method} {call.path}
            </span>
            {call.summary ? ` — ${call.summary}` : null}
          </li>
        ))}
      </ul>
    </Stack>
  );
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

export const effectSteps = ["Check the driver's CDL", "Match the job's route", "Send the offer"] as const;
type EffectRun =
  | { readonly state: "idle" }
  | { readonly state: "running"; readonly step: number }
  | { readonly state: "done" }
  | { readonly state: "cancelled"; readonly step: number };

/**
 * /saga-example: no sagas either. A long piece of work is an async function with an AbortSignal: it shows
 * its progress and can be cancelled (as uploads and payments are in the app).
 */
export function EffectsDemo({ stepMs = 700 }: { readonly stepMs?: number }) {
  const [run, setRun] = useState<EffectRun>({ state: "idle" });
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);
  const start = async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    let step = 0;
    try {
      for (step = 0; step < effectSteps.length; step += 1) {
        setRun({ state: "running", step });
        await pause(stepMs, current.signal);
      }
      setRun({ state: "done" });
    } catch {
      setRun({ state: "cancelled", step });
    }
  };
  const done = run.state === "done" ? effectSteps.length : run.state === "idle" ? 0 : run.step;
  return (
    <Stack space="lg">
      <ProgressBar label="Offer progress" value={done} maxValue={effectSteps.length} showValue />
      <p role="status" className={styles.sample}>
        {run.state === "running"
          ? `${effectSteps[run.step]}…`
          : run.state === "done"
            ? "Offer sent."
            : run.state === "cancelled"
              ? `Cancelled during: ${effectSteps[run.step]}.`
              : ""}
      </p>
      <Inline space="sm">
        <Button onPress={() => void start()} isDisabled={run.state === "running"}>
          {run.state === "idle" ? "Start" : "Start again"}
        </Button>
        <Button
          variant="secondary"
          isDisabled={run.state !== "running"}
          onPress={() => controller.current?.abort()}
        >
          Cancel
        </Button>
      </Inline>
    </Stack>
  );
}

/** /layout-example: the layout primitives: Stack, Inline and Columns that fold on narrow screens. */
export function LayoutDemo() {
  return (
    <Stack space="lg">
      <Card title="Columns" subtitle="Three columns on wide screens, one on phones" headingLevel={2}>
        <Columns count={3}>
          {["Dallas, TX", "Tulsa, OK", "Memphis, TN"].map((city) => (
            <div key={city} className={styles.tile}>
              {city}
            </div>
          ))}
        </Columns>
      </Card>
      <Card title="Inline" subtitle="Wraps when it runs out of room" headingLevel={2}>
        <Inline space="sm">
          {["Hazmat", "Tanker", "Doubles/Triples", "TWIC", "Passenger", "School bus"].map((label) => (
            <span key={label} className={styles.tile}>
              {label}
            </span>
          ))}
        </Inline>
      </Card>
      <Card title="Stack" subtitle="Vertical rhythm from the spacing scale" headingLevel={2}>
        <Stack space="sm">
          <div className={styles.tile}>Pick up</div>
          <div className={styles.tile}>Drive</div>
          <div className={styles.tile}>Deliver</div>
        </Stack>
      </Card>
    </Stack>
  );
}

/** /modal: the overlays: a modal, a confirmation, a drawer and a popover, each closed with Escape. */
export function ModalDemo() {
  const [open, setOpen] = useState<"modal" | "confirm" | "drawer" | undefined>(undefined);
  const [outcome, setOutcome] = useState("");
  const close = () => setOpen(undefined);
  return (
    <Stack space="lg">
      <Inline space="sm">
        <Button onPress={() => setOpen("modal")}>Open a modal</Button>
        <Button variant="secondary" onPress={() => setOpen("confirm")}>
          Ask to confirm
        </Button>
        <Button variant="secondary" onPress={() => setOpen("drawer")}>
          Open a drawer
        </Button>
        <Popover trigger={<Button variant="tertiary">Open a popover</Button>} title="Popover">
          Anchored to its button; Escape closes it.
        </Popover>
      </Inline>
      <p role="status" className={styles.sample}>
        {outcome}
      </p>
      <Modal
        isOpen={open === "modal"}
        onOpenChange={(isOpen) => (isOpen ? undefined : close())}
        title="A modal"
        footer={({ close: closeModal }) => <Button onPress={closeModal}>Done</Button>}
      >
        Focus stays inside until it closes.
      </Modal>
      <ConfirmDialog
        isOpen={open === "confirm"}
        onOpenChange={(isOpen) => (isOpen ? undefined : close())}
        title="Close the job?"
        message="Drivers will no longer see it."
        onConfirm={() => {
          setOutcome("Confirmed.");
          close();
        }}
      />
      <Drawer
        isOpen={open === "drawer"}
        onOpenChange={(isOpen) => (isOpen ? undefined : close())}
        title="A drawer"
        backLabel="Close drawer"
      >
        <Stack space="md">
          <p className={styles.sample}>Sized to its content, up to the screen.</p>
          <Icon icon={truckIcon} size="large" />
        </Stack>
      </Drawer>
    </Stack>
  );
}
