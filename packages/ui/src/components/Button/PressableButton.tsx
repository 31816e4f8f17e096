import type { ReactNode, Ref } from "react";
import { filterDOMProps } from "react-aria/filterDOMProps";
import { mergeProps } from "react-aria/mergeProps";
import { useIsSSR } from "react-aria/SSRProvider";
import { useButton } from "react-aria/useButton";
import { useFocusRing } from "react-aria/useFocusRing";
import { useHover } from "react-aria/useHover";
import { useId } from "react-aria/useId";
import { type ButtonProps as AriaButtonProps, ButtonContext } from "react-aria-components/Button";
import { useContextProps } from "react-aria-components/slots";

export interface PressableButtonProps
  extends Omit<AriaButtonProps, "className" | "style" | "children" | "isPending"> {
  readonly className: string;
  readonly children: ReactNode;
  readonly ref?: Ref<HTMLButtonElement> | undefined;
}

/**
 * The `<button>` under Button and IconButton: react-aria's press, focus-ring and hover hooks, and React
 * Aria Components' button context (so a DialogTrigger, MenuTrigger, Popover or a dialog's close slot wires
 * it as it wires RAC's own Button), with the same `data-*` states for the styles. It leaves out RAC
 * Button's pending state: the design system's buttons show loading their own way (Button.tsx), and RAC's
 * brings a live announcer and a number formatter (its progress bar) into every page (with Spinner and
 * RangeBar in plain markup, the app entry lost 2.6 KB gzip).
 */
export function PressableButton({ ref: ownRef, ...ownProps }: PressableButtonProps) {
  const [props, ref] = useContextProps(ownProps, ownRef ?? null, ButtonContext);
  const { buttonProps, isPressed } = useButton(props, ref);
  const { focusProps, isFocused, isFocusVisible } = useFocusRing(props);
  const { hoverProps, isHovered } = useHover(props);
  const id = useId(buttonProps.id);
  const { onClick: _onClick, ...domProps } = filterDOMProps(props, { global: true }) as Record<
    string,
    unknown
  >;
  const pressed = Boolean((props as { isPressed?: boolean }).isPressed) || isPressed;
  // In a prerendered page, until the app has taken it over, a button does nothing: it is natively disabled
  // (its look unchanged), so a press is not taken for done and a submit button does not let the browser
  // send the form itself (a GET with the password in the address), not even with Enter in a field.
  const isInert = useIsSSR();
  return (
    <button
      {...mergeProps(domProps, buttonProps, focusProps, hoverProps)}
      disabled={isInert || buttonProps.disabled}
      id={id}
      ref={ref}
      className={props.className}
      slot={props.slot || undefined}
      data-rac=""
      data-disabled={props.isDisabled || undefined}
      data-pressed={pressed || undefined}
      data-hovered={isHovered || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {props.children}
    </button>
  );
}
