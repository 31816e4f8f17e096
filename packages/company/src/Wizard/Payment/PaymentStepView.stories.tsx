import { ErrorText } from "@haulboard/domain";
import { atWidth } from "@haulboard/ui/storybook";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { CompanyText } from "../../CompanyText.ts";
import { noSidewaysScroll } from "../../testing/wizardFixtures.ts";
import { cardErrors, emptyCard, isCardValid } from "./card.ts";
import { PaymentStepView } from "./PaymentStepView.tsx";

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, "0");
const goodCard = {
  number: "4242 4242 4242 4242",
  expiration: `12/${nextYear}`,
  securityNumber: "123",
  holder: "Dana Reyes",
};
const savedCard = {
  cardType: "Visa",
  expirationDate: "12/29",
  cardHolder: "Dana Reyes",
  maskedNumber: "**** **** **** 4242",
};

const meta = {
  title: "Company/Job wizard/4 Payment",
  component: PaymentStepView,
  args: {
    billingType: "card",
    total: 1200,
    jobCount: 2,
    savedCard: null,
    cardChoice: "new",
    onCardChoiceChange: fn(),
    card: emptyCard,
    onCardChange: fn(),
    onCardBlur: fn(),
    saveCard: false,
    onSaveCardChange: fn(),
    canPay: false,
    onBack: fn(),
    onPay: fn(),
  },
} satisfies Meta<typeof PaymentStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

const payDisabled: Story["play"] = async ({ canvasElement }) => {
  const pay = within(canvasElement).getByRole("button", { name: "Pay $1,200.00" });
  await expect(pay).toBeDisabled();
  await expect(noSidewaysScroll(canvasElement)).toBe(true);
};
export const EmptyCard: Story = { play: payDisabled };
export const EmptyCardMobile: Story = { play: payDisabled, globals: atWidth("mobile") };
export const EmptyCardTablet: Story = { play: payDisabled, globals: atWidth("tablet") };
export const EmptyCardDesktop: Story = { play: payDisabled, globals: atWidth("desktop") };
export const EmptyCardLargeLaptop: Story = {
  play: payDisabled,
  globals: atWidth("largeLaptop"),
};
export const EmptyCardDark: Story = { play: payDisabled, globals: { theme: "dark" } };

const badCard = { number: "4242 4242 4242 4241", expiration: "13/", securityNumber: "12345", holder: "" };
const allTouched = { number: true, expiration: true, securityNumber: true, holder: true };
export const InvalidCard: Story = {
  args: { card: badCard, cardErrors: cardErrors(badCard, allTouched), canPay: isCardValid(badCard) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of [
      ErrorText.cardInvalidNumber,
      ErrorText.cardInvalidExpiration,
      ErrorText.cardInvalidSecurityNumber,
      ErrorText.cardValidationFails,
    ])
      await expect(canvas.getByText(text)).toBeVisible();
    await expect(canvas.getByRole("button", { name: /^Pay/ })).toBeDisabled();
  },
};
export const InvalidCardMobile: Story = { ...InvalidCard, globals: atWidth("mobile") };
export const InvalidCardDark: Story = { ...InvalidCard, globals: { theme: "dark" } };

export const ValidCard: Story = {
  args: { card: goodCard, canPay: isCardValid(goodCard) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Pay $1,200.00" })).toBeEnabled();
  },
};

export const Paying: Story = {
  args: { card: goodCard, canPay: true, isPaying: true, progress: CompanyText.paying },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(CompanyText.paying);
    // Back and the card fields wait while the charge runs.
    await expect(canvas.getByRole("button", { name: CompanyText.back })).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: /Card number/ })).toBeDisabled();
  },
};
export const PayingDark: Story = { ...Paying, globals: { theme: "dark" } };

/** A failed payment: its message as an alert under Pay, and Pay ready for another try. */
const paymentFailed =
  (message: string): Story["play"] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(message);
    await expect(canvas.getByRole("button", { name: "Pay $1,200.00" })).toBeEnabled();
  };
const declinedMessage = "Your card was declined. Try another card.";
export const Declined: Story = {
  args: { card: goodCard, canPay: true, paymentError: declinedMessage },
  play: paymentFailed(declinedMessage),
};
export const UnknownTokenError: Story = {
  args: { card: goodCard, canPay: true, paymentError: ErrorText.cardUnknownError },
  play: paymentFailed(ErrorText.cardUnknownError),
};
export const MissingToken: Story = {
  args: { card: goodCard, canPay: true, paymentError: ErrorText.cardMissingToken },
  play: paymentFailed(ErrorText.cardMissingToken),
};

export const SavedCard: Story = {
  args: { savedCard, cardChoice: "saved", canPay: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: /Use the saved card Visa/ })).toBeChecked();
    await expect(canvas.queryByLabelText(/Card number/)).toBeNull();
  },
};
export const SavedCardMobile: Story = { ...SavedCard, globals: atWidth("mobile") };

export const Invoice: Story = {
  args: { billingType: "invoice", canPay: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(CompanyText.invoiceNotice)).toBeVisible();
    await expect(canvas.queryByLabelText(/Card number/)).toBeNull();
    await expect(canvas.getByRole("button", { name: CompanyText.postAndCharge })).toBeEnabled();
  },
};
export const InvoiceMobile: Story = { ...Invoice, globals: atWidth("mobile") };
export const InvoiceTablet: Story = { ...Invoice, globals: atWidth("tablet") };
export const InvoiceDesktop: Story = { ...Invoice, globals: atWidth("desktop") };
export const InvoiceLargeLaptop: Story = { ...Invoice, globals: atWidth("largeLaptop") };
export const InvoiceDark: Story = { ...Invoice, globals: { theme: "dark" } };

// Every state at the spec's four widths (500, 768, 1230, 1440) and in the dark theme: the state's own
// play, then no page-level sideways scroll (axe runs on each, as on every story).
const at = (story: Story, globals: NonNullable<Story["globals"]>): Story => ({
  ...story,
  globals: { ...story.globals, ...globals },
  play: async (context) => {
    await story.play?.(context);
    await expect(noSidewaysScroll(context.canvasElement)).toBe(true);
  },
});
export const InvalidCardTablet: Story = at(InvalidCard, atWidth("tablet"));
export const InvalidCardDesktop: Story = at(InvalidCard, atWidth("desktop"));
export const InvalidCardLargeLaptop: Story = at(InvalidCard, atWidth("largeLaptop"));
export const ValidCardMobile: Story = at(ValidCard, atWidth("mobile"));
export const ValidCardTablet: Story = at(ValidCard, atWidth("tablet"));
export const ValidCardDesktop: Story = at(ValidCard, atWidth("desktop"));
export const ValidCardLargeLaptop: Story = at(ValidCard, atWidth("largeLaptop"));
export const ValidCardDark: Story = at(ValidCard, { theme: "dark" });
export const PayingMobile: Story = at(Paying, atWidth("mobile"));
export const PayingTablet: Story = at(Paying, atWidth("tablet"));
export const PayingDesktop: Story = at(Paying, atWidth("desktop"));
export const PayingLargeLaptop: Story = at(Paying, atWidth("largeLaptop"));
export const DeclinedMobile: Story = at(Declined, atWidth("mobile"));
export const DeclinedTablet: Story = at(Declined, atWidth("tablet"));
export const DeclinedDesktop: Story = at(Declined, atWidth("desktop"));
export const DeclinedLargeLaptop: Story = at(Declined, atWidth("largeLaptop"));
export const DeclinedDark: Story = at(Declined, { theme: "dark" });
export const UnknownTokenErrorMobile: Story = at(UnknownTokenError, atWidth("mobile"));
export const UnknownTokenErrorTablet: Story = at(UnknownTokenError, atWidth("tablet"));
export const UnknownTokenErrorDesktop: Story = at(UnknownTokenError, atWidth("desktop"));
export const UnknownTokenErrorLargeLaptop: Story = at(UnknownTokenError, atWidth("largeLaptop"));
export const UnknownTokenErrorDark: Story = at(UnknownTokenError, { theme: "dark" });
export const MissingTokenMobile: Story = at(MissingToken, atWidth("mobile"));
export const MissingTokenTablet: Story = at(MissingToken, atWidth("tablet"));
export const MissingTokenDesktop: Story = at(MissingToken, atWidth("desktop"));
export const MissingTokenLargeLaptop: Story = at(MissingToken, atWidth("largeLaptop"));
export const MissingTokenDark: Story = at(MissingToken, { theme: "dark" });
export const SavedCardTablet: Story = at(SavedCard, atWidth("tablet"));
export const SavedCardDesktop: Story = at(SavedCard, atWidth("desktop"));
export const SavedCardLargeLaptop: Story = at(SavedCard, atWidth("largeLaptop"));
export const SavedCardDark: Story = at(SavedCard, { theme: "dark" });
