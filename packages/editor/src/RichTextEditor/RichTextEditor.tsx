import { imageMimeTypes } from "@haulboard/domain";
import { Button, Modal, TextField } from "@haulboard/ui";
import { redo, undo } from "prosemirror-history";
import { EditorState } from "prosemirror-state";
import {
  addColumnAfter,
  addColumnBefore,
  addRowAfter,
  addRowBefore,
  deleteColumn,
  deleteRow,
  deleteTable,
  mergeCells,
  splitCell,
} from "prosemirror-tables";
import { EditorView } from "prosemirror-view";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import {
  type BlockFormatId,
  changeIndent,
  imageAt,
  insertTable,
  resizeColumn,
  setBlockFormat,
  setFontFamily,
  setFontSize,
  setImageAlt,
  setLink,
  toggleBold,
  toggleBulletList,
  toggleHeaderRow,
  toggleItalic,
  toggleOrderedList,
  toggleStrike,
  toggleUnderline,
} from "../commands/commands.ts";
import { editorTexts } from "../commands/texts.ts";
import { document as documentStyle } from "../document/Document.css.ts";
import { printDocument } from "../document/print.ts";
import {
  type ImagePicker,
  type ImageUploader,
  imageInput,
  imagePlaceholders,
  insertPickedImage,
  uploadImages,
} from "../plugins/imageUpload.ts";
import { editorPlugins } from "../plugins/keymap.ts";
import type { FontFamilyId, FontSize } from "../schema/fonts.ts";
import { parseHtml, serializeHtml } from "../schema/html.ts";
import * as styles from "./RichTextEditor.css.ts";
import { EditorToolbar, type ToolbarAction } from "./Toolbar.tsx";
import { isSameToolbarState, type ToolbarState, toolbarStateOf } from "./toolbarState.ts";

export interface RichTextEditorProps {
  /** The visible label, which also names the editing area, e.g. "Job description". */
  label: string;
  /**
   * The initial document as HTML; anything the schema cannot hold is dropped.
   * @default ""
   */
  defaultValue?: string;
  /**
   * Receives the document as HTML: 300 ms after the last change and at once when focus leaves the
   * editor (serialising a long document on every key would slow typing down).
   * @default undefined
   */
  onChange?: (html: string) => void;
  /**
   * Uploads an image (toolbar button, paste, drop). Without it the image button is hidden and
   * pasted or dropped images are ignored.
   * @default undefined
   */
  uploadImage?: ImageUploader;
  /**
   * Chooses an image the host already stores (the news albums): the toolbar's "Insert image from album"
   * calls it and inserts what it resolves to where the cursor was. Without it the button is hidden.
   * @default undefined
   */
  pickImage?: ImagePicker;
  /**
   * Help text under the editor, linked to the editing area with `aria-describedby`.
   * @default undefined
   */
  description?: string;
  /**
   * An error shown under the editor; while it is set the editing area is `aria-invalid`.
   * @default undefined
   */
  errorMessage?: string;
  /**
   * Marks the field required (a `*` by the label, `aria-required` on the editing area).
   * @default false
   */
  isRequired?: boolean;
}

const changeDelayMs = 300;

const tableCommands = {
  insert: insertTable(3, 3),
  addRowBefore,
  addRowAfter,
  deleteRow,
  addColumnBefore,
  addColumnAfter,
  deleteColumn,
  mergeCells,
  splitCell,
  toggleHeaderRow,
  deleteTable,
  widenColumn: resizeColumn(1),
  narrowColumn: resizeColumn(-1),
} as const;

/** The rich-text editor of job descriptions and news post bodies (employer-work §5, §9). */
export function RichTextEditor({
  label,
  defaultValue = "",
  onChange,
  uploadImage,
  pickImage,
  description,
  errorMessage,
  isRequired = false,
}: RichTextEditorProps) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const mountRef = useRef<HTMLDivElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const uploaderRef = useRef(uploadImage);
  const onChangeRef = useRef(onChange);
  uploaderRef.current = uploadImage;
  onChangeRef.current = onChange;
  const describedBy = [description ? descriptionId : "", errorMessage ? errorId : ""].filter(Boolean);
  const fieldAttributes: Record<string, string> = {
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    class: `${styles.content} ${documentStyle}`,
    ...(describedBy.length > 0 ? { "aria-describedby": describedBy.join(" ") } : {}),
    ...(errorMessage ? { "aria-invalid": "true" } : {}),
    ...(isRequired ? { "aria-required": "true" } : {}),
  };
  const fieldAttributesRef = useRef(fieldAttributes);
  fieldAttributesRef.current = fieldAttributes;
  const attributesKey = JSON.stringify(fieldAttributes);
  const [toolbar, setToolbar] = useState<ToolbarState | null>(null);
  const [notice, setNotice] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const confirmationShown = useRef(false);
  const [linkDraft, setLinkDraft] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | undefined>();
  const [altDraft, setAltDraft] = useState<string | null>(null);

  const notify = useCallback((message: string) => {
    // Clear first so the same message is announced again.
    setNotice("");
    requestAnimationFrame(() => setNotice(message));
  }, []);

  useEffect(() => {
    const mount = mountRef.current;
    if (!mount) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let shown = toolbarStateOf(EditorState.create({ doc: parseHtml("") }));
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      const view = viewRef.current;
      if (view) onChangeRef.current?.(serializeHtml(view.state.doc));
    };
    const view = new EditorView(
      { mount },
      {
        state: EditorState.create({
          doc: parseHtml(defaultValue),
          plugins: [...editorPlugins(), imagePlaceholders, imageInput(() => uploaderRef.current, notify)],
        }),
        attributes: () => fieldAttributesRef.current,
        dispatchTransaction(tr) {
          const next = view.state.apply(tr);
          view.updateState(next);
          const state = toolbarStateOf(next);
          if (!isSameToolbarState(state, shown)) {
            shown = state;
            setToolbar(state);
          }
          // A confirmation stands until the next change (no React update per key otherwise).
          if (tr.docChanged && confirmationShown.current) {
            confirmationShown.current = false;
            setConfirmation("");
          }
          if (tr.docChanged && onChangeRef.current) {
            clearTimeout(timer);
            timer = setTimeout(() => {
              timer = undefined;
              onChangeRef.current?.(serializeHtml(view.state.doc));
            }, changeDelayMs);
          }
        },
      },
    );
    viewRef.current = view;
    shown = toolbarStateOf(view.state);
    setToolbar(shown);
    // Alt+F10 moves to the toolbar from anywhere in the text, tables included (where Tab moves
    // between cells); the toolbar puts focus back on the control used last.
    const toToolbar = (event: KeyboardEvent) => {
      if (event.key !== "F10" || !event.altKey) return;
      event.preventDefault();
      toolbarRef.current?.querySelector<HTMLElement>("button:not([disabled])")?.focus();
    };
    view.dom.addEventListener("focusout", flush);
    view.dom.addEventListener("keydown", toToolbar);
    return () => {
      view.dom.removeEventListener("focusout", flush);
      view.dom.removeEventListener("keydown", toToolbar);
      flush();
      view.destroy();
      viewRef.current = null;
    };
    // The editor is uncontrolled: defaultValue is read once, like an input's.
  }, []);

  // Description, error and required state change after mount: let ProseMirror rewrite the attributes.
  useEffect(() => {
    const view = viewRef.current;
    if (view) view.setProps({ attributes: () => fieldAttributesRef.current });
  }, [attributesKey]);

  const run = (
    command: (state: EditorState, dispatch: EditorView["dispatch"], view: EditorView) => boolean,
  ) => {
    const view = viewRef.current;
    if (!view) return;
    command(view.state, view.dispatch, view);
    // Back to the text once a menu has closed and handed focus back to its trigger.
    requestAnimationFrame(() => view.focus());
  };

  const onAction = (action: ToolbarAction) => {
    const view = viewRef.current;
    if (!view) return;
    switch (action.kind) {
      case "undo":
        return run(undo);
      case "redo":
        return run(redo);
      case "bold":
        return run(toggleBold);
      case "italic":
        return run(toggleItalic);
      case "underline":
        return run(toggleUnderline);
      case "strike":
        return run(toggleStrike);
      case "bulletList":
        return run(toggleBulletList);
      case "orderedList":
        return run(toggleOrderedList);
      case "indent":
        return run(changeIndent(1));
      case "outdent":
        return run(changeIndent(-1));
      case "block":
        return run(setBlockFormat(action.id as BlockFormatId));
      case "size":
        return run(setFontSize(action.id === "default" ? null : (Number(action.id) as FontSize)));
      case "family":
        return run(setFontFamily(action.id === "default" ? null : (action.id as FontFamilyId)));
      case "table": {
        const command = tableCommands[action.id as keyof typeof tableCommands];
        return command ? run(command) : undefined;
      }
      case "link":
        setLinkError(undefined);
        setLinkDraft(toolbarStateOf(view.state).link ?? "");
        return;
      case "image":
        fileInputRef.current?.click();
        return;
      case "pickImage": {
        if (!pickImage) return;
        // The host's dialog takes focus; the image goes where the cursor was when it opened.
        const at = view.state.selection.from;
        pickImage().then(
          (image) => {
            if (view.isDestroyed) return;
            if (image) {
              insertPickedImage(view, at, image);
              // A picked image is one discrete change, not typing: the form hears of it at once, so a
              // Save pressed right after (before the typing delay, focus never having left) keeps it.
              onChangeRef.current?.(serializeHtml(view.state.doc));
            }
            view.focus();
          },
          () => notify(editorTexts.imageUploadFailed),
        );
        return;
      }
      case "alt":
        setAltDraft(imageAt(view.state)?.alt ?? "");
        return;
      case "print":
        printDocument(view.dom);
        return;
    }
  };

  const applyLink = (close: () => void) => {
    const view = viewRef.current;
    if (!view || linkDraft === null) return;
    if (linkDraft.trim() === "") {
      setLink(null)(view.state, view.dispatch);
    } else if (!setLink(linkDraft)(view.state, view.dispatch)) {
      setLinkError("Enter an http, https or mailto address.");
      return;
    }
    close();
  };

  const applyAlt = (close: () => void) => {
    const view = viewRef.current;
    if (!view || altDraft === null) return;
    if (setImageAlt(altDraft)(view.state, view.dispatch)) {
      setNotice("");
      setConfirmation("");
      requestAnimationFrame(() => {
        confirmationShown.current = true;
        setConfirmation(editorTexts.imageDescriptionSaved);
      });
    }
    close();
  };

  return (
    <div>
      <span id={labelId} className={styles.label}>
        {label}
        {isRequired ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      <div className={errorMessage ? `${styles.frame} ${styles.frameInvalid}` : styles.frame}>
        {toolbar ? (
          <EditorToolbar
            ref={toolbarRef}
            onEscape={() => viewRef.current?.focus()}
            label={`${label} formatting`}
            state={toolbar}
            canUploadImages={uploadImage !== undefined}
            canPickImages={pickImage !== undefined}
            onAction={onAction}
          />
        ) : null}
        <div ref={mountRef} />
        <p role="alert" className={styles.notice}>
          {notice}
        </p>
        <p role="status" className={styles.confirmation}>
          {confirmation}
        </p>
      </div>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {errorMessage ? (
        <p id={errorId} className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
      {uploadImage ? (
        <input
          ref={fileInputRef}
          type="file"
          accept={imageMimeTypes.join(",")}
          multiple
          hidden
          aria-label="Image file"
          onChange={(event) => {
            const view = viewRef.current;
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = "";
            if (!view || files.length === 0) return;
            uploadImages(view, files, view.state.selection.from, uploadImage, notify);
            view.focus();
          }}
        />
      ) : null}
      <Modal
        isOpen={linkDraft !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) {
            setLinkDraft(null);
            requestAnimationFrame(() => viewRef.current?.focus());
          }
        }}
        title="Link"
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button onPress={() => applyLink(close)}>Apply</Button>
          </>
        )}
      >
        {({ close }) => (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              applyLink(close);
            }}
          >
            <TextField
              label="Link address"
              type="url"
              value={linkDraft ?? ""}
              onChange={(value) => {
                setLinkDraft(value);
                setLinkError(undefined);
              }}
              description="An http, https or mailto address. Leave it empty to remove the link."
              errorMessage={linkError}
              isInvalid={linkError !== undefined}
              autoFocus
            />
          </form>
        )}
      </Modal>
      <Modal
        isOpen={altDraft !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) {
            setAltDraft(null);
            requestAnimationFrame(() => viewRef.current?.focus());
          }
        }}
        title={editorTexts.imageDescription}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button onPress={() => applyAlt(close)}>Apply</Button>
          </>
        )}
      >
        {({ close }) => (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              applyAlt(close);
            }}
          >
            <TextField
              label={editorTexts.imageDescriptionField}
              value={altDraft ?? ""}
              onChange={setAltDraft}
              description={editorTexts.imageDescriptionHelp}
              autoFocus
            />
          </form>
        )}
      </Modal>
    </div>
  );
}
