import { ErrorText, sandboxCards } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { CompanyText } from "../../CompanyText.ts";

import { type CardValues, cardErrors, emptyCard, isCardValid } from "./card.ts";
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
    summary: {
      jobTitle: "Flatbed driver",
      addresses: [
        { description: "Oklahoma City, OK 73108, USA", cost: 300 },
        { description: "Denver, CO 80216, USA", cost: 300 },
      ],
      addons: ["boost", "hyperlink"],
    },
  },
} satisfies Meta<typeof PaymentStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

const payDisabled: Story["play"] = async ({ canvasElement }) => {
  const pay = within(canvasElement).getByRole("button", { name: "Pay $1,200.00" });
  await expect(pay).toBeDisabled();
};
export const EmptyCard: Story = { play: payDisabled };
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
/** A failed payment: its message as an alert under Pay, and Pay ready for another try. */
const paymentFailed =
  (message: string): Story["play"] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Once: getByRole fails on a second alert.
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
export const Invoice: Story = {
  args: { billingType: "invoice", canPay: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(CompanyText.invoiceNotice)).toBeVisible();
    await expect(canvas.queryByLabelText(/Card number/)).toBeNull();
    await expect(canvas.getByRole("button", { name: CompanyText.postAndCharge })).toBeEnabled();
  },
};
/** The order: the job, each address's posting, each add-on for both jobs at the domain's prices, the total. */
export const OrderSummary: Story = {
  play: async ({ canvasElement }) => {
    const order = within(within(canvasElement).getByRole("region", { name: "Order summary" }));
    const lines = [
      ["Job", "Flatbed driver"],
      ["Job posting: Oklahoma City, OK 73108, USA", "$300.00"],
      ["Job posting: Denver, CO 80216, USA", "$300.00"],
      ["Boost ($200.00 × 2 jobs)", "$400.00"],
      ["Hyperlink ($100.00 × 2 jobs)", "$200.00"],
      ["Total for this post (2 jobs in this post)", "$1,200.00"],
    ];
    const terms = order.getAllByRole("term").map((term) => term.textContent);
    const values = order.getAllByRole("definition").map((value) => value.textContent);
    await expect(terms.map((term, index) => [term, values[index]])).toEqual(lines);
  },
};
/** The card form as a user types in it: the number in groups of four, its brand named once known. */
export const TypingCard: Story = {
  render: function TypingCard(args) {
    const [card, setCard] = useState<CardValues>(emptyCard);
    return (
      <PaymentStepView
        {...args}
        card={card}
        onCardChange={(field, value) => setCard((current) => ({ ...current, [field]: value }))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = await canvas.findByRole("textbox", { name: /Card number/ });
    await expect(number).toHaveAccessibleDescription("Card brand: shown as you type");
    await userEvent.type(number, "4242424242424242");
    await expect(number).toHaveValue("4242 4242 4242 4242");
    await expect(number).toHaveAccessibleDescription("Card brand: Visa");
    await userEvent.clear(number);
    await userEvent.type(number, "378282246310005");
    await expect(number).toHaveValue("3782 822463 10005");
    await expect(number).toHaveAccessibleDescription("Card brand: American Express");
  },
};

/** The local trial lists the sandbox's cards and what each does; elsewhere the list is absent. */
export const TestCards: Story = {
  args: {
    testCards: [
      { number: sandboxCards.approve, outcome: "Approved" },
      { number: sandboxCards.genericDecline, outcome: "Your card was declined. Try another card." },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole("region", { name: "Test cards of the local trial" }));
    await expect(list.getByText("4242 4242 4242 4242")).toBeVisible();
    await expect(list.getByText("4000 0000 0000 0002")).toBeVisible();
    await expect(list.getByText("Your card was declined. Try another card.")).toBeVisible();
    // Each number reads whole, on one line, at every width (a walk at 500 px found one group per line).
    for (const number of ["4242 4242 4242 4242", "4000 0000 0000 0002"]) {
      const range = document.createRange();
      range.selectNodeContents(list.getByText(number));
      await expect(range.getClientRects()).toHaveLength(1);
    }
  },
};
export const NoTestCards: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole("region", { name: "Test cards of the local trial" }),
    ).toBeNull();
  },
};
