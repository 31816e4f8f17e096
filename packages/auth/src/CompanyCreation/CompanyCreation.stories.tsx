import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { clearFlow, writeFlow } from "../internal/flowStorage.ts";
import { authFrameDecorator, signedInEmployerStore } from "../stories/AuthStoryFrame.tsx";
import { CompanyAddressForm } from "./CompanyAddressForm.tsx";
import { CompanyAddressScreen } from "./CompanyAddressScreen.tsx";
import { CompanyInfoForm, emptyCompanyInfo } from "./CompanyInfoForm.tsx";
import { CompanyInfoScreen } from "./CompanyInfoScreen.tsx";

const api = (path: string) => `*/api/v1${path}`;

const company = {
  id: 26,
  company_name: "Red River Freight",
  size: "11-20",
  street1: null,
  street2: null,
  city: null,
  state: null,
  postal_code: null,
  country: null,
  employer_id: 41,
  logo: null,
  billing_type: "CELERO",
  plan_id: 2,
  phone: "(555)010-4400",
  email: null,
  email_to_verify: null,
  email_verified: false,
  coordinates: null,
  latitude: null,
  longitude: null,
  blocked_users: [],
  color_template: null,
  created_at: "2026-11-22T10:00:00.000Z",
  updated_at: "2026-11-22T10:00:00.000Z",
  enable_requisite_numbers: false,
  experienced_driver_filter: false,
  sales_ref: null,
  second_chance_company: false,
  status: "Active",
};

const employer = {
  id: 41,
  company_id: 26,
  first_name: "Dana",
  last_name: "Whitfield",
  email: "dispatch@redriverfreight.com",
  phone: "5552017788",
  email_to_verify: null,
  email_verified: false,
  timezone: null,
  profile_picture: null,
  roles: ["Employer"],
};

const meta = {
  title: "Auth/Company creation",
  component: CompanyInfoForm,
  args: { onSubmit: fn(), onChange: fn() },
  decorators: [authFrameDecorator],
} satisfies Meta<typeof CompanyInfoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /company-info, empty: the step's heading has the focus (the previous step's button is gone). */
export const InfoEmpty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Tell us about your company" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Tell us about your company" })).toHaveFocus();
    await expect(canvas.getByLabelText("Company name")).toHaveValue("");
  },
};
/** Filled, choosing the size with the keyboard. */
export const InfoFilled: Story = {
  args: { values: { companyName: "Red River Freight", size: "", phone: "(555)010-4400" } },
  render: function Render(args) {
    const [values, setValues] = useState(args.values ?? emptyCompanyInfo);
    return (
      <CompanyInfoForm
        {...args}
        values={values}
        onChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          args.onChange?.(field, value);
        }}
      />
    );
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Company size/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("option", { name: "11-20 employees" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("size", "11-20");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const InfoInvalid: Story = {
  args: {
    errors: {
      companyName: "No company name provided",
      size: "Select the company size",
      phone: "Phone numbers should have 10 digits",
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No company name provided")).toBeVisible();
    await expect(canvas.getByText("Select the company size")).toBeVisible();
    await expect(canvas.getByText("Phone numbers should have 10 digits")).toBeVisible();
  },
};

export const InfoLoading: Story = {
  args: {
    values: { companyName: "Red River Freight", size: "11-20", phone: "(555)010-4400" },
    isSubmitting: true,
  },
};

const suggestions = [
  { placeId: "zip-78701", description: "Austin, TX 78701, USA", terms: ["Austin", "TX 78701", "USA"] },
  { placeId: "zip-73301", description: "Austin, TX 73301, USA", terms: ["Austin", "TX 73301", "USA"] },
];

const loadSuggestions = async () => suggestions.map((s) => ({ id: s.placeId, label: s.description }));

/** /company-address, empty. */
export const AddressEmpty: StoryObj<typeof CompanyAddressForm> = {
  render: (args) => <CompanyAddressForm {...args} />,
  args: { loadSuggestions, onSelect: fn(), onSubmit: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Where is your company?" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Where is your company?" })).toHaveFocus();
    await expect(canvas.getByRole("combobox", { name: /Address, city or ZIP code/ })).toBeVisible();
  },
};
/** Filled: suggestions after a pause in typing, chosen with the keyboard. */
export const AddressFilled: StoryObj<typeof CompanyAddressForm> = {
  render: (args) => <CompanyAddressForm {...args} />,
  args: { loadSuggestions, onSelect: fn(), onSubmit: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: /Address/ }), "Austin");
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole("option", { name: "Austin, TX 78701, USA" })).toBeVisible();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith("zip-78701"));
  },
};

/** Invalid: the US-only messages (access §5). */
export const AddressNotUs: StoryObj<typeof CompanyAddressForm> = {
  render: (args) => <CompanyAddressForm {...args} />,
  args: { loadSuggestions, onSelect: fn(), onSubmit: fn(), addressError: "Addresses should be from the US" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Addresses should be from the US")).toBeVisible();
  },
};

export const AddressInvalid: StoryObj<typeof CompanyAddressForm> = {
  render: (args) => <CompanyAddressForm {...args} />,
  args: {
    loadSuggestions,
    onSelect: fn(),
    onSubmit: fn(),
    addressError: "Select a valid address, city, or zip code",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Select a valid address, city, or zip code")).toBeVisible();
  },
};

export const AddressLoading: StoryObj<typeof CompanyAddressForm> = {
  render: (args) => <CompanyAddressForm {...args} />,
  args: { loadSuggestions, onSelect: fn(), onSubmit: fn(), isSubmitting: true },
};

const screen = (path: string) => ({
  frame: { path, url: path, tokenStore: signedInEmployerStore, layout: false },
});

/** The container: rules, then the company is created and the address step follows. */
export const InfoScreenCreates: StoryObj = {
  render: () => <CompanyInfoScreen />,
  parameters: screen("/company-info"),
  beforeEach: ({ msw }) => {
    clearFlow();
    msw.use(http.post(api("/companies"), () => HttpResponse.json({ data: company })));
    return () => clearFlow();
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(await canvas.findByText("No company name provided")).toBeVisible();
    await userEvent.type(canvas.getByLabelText("Company name"), "Red River Freight");
    await userEvent.click(canvas.getByRole("button", { name: /Company size/ }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole("option", { name: "11-20 employees" }),
    );
    await userEvent.type(canvas.getByLabelText("Company phone"), "5550104400");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(canvas.getByTestId("arrived-path")).toHaveTextContent("/company-address"));
  },
};

export const InfoScreenServerError: StoryObj = {
  render: () => <CompanyInfoScreen />,
  parameters: screen("/company-info"),
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(api("/companies"), () =>
        HttpResponse.json({ errors: [{ message: "Company already exists" }] }, { status: 409 }),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText("Company name"), "Red River Freight");
    await userEvent.click(canvas.getByRole("button", { name: /Company size/ }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole("option", { name: "1-5 employees" }),
    );
    await userEvent.type(canvas.getByLabelText("Company phone"), "5550104400");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Company already exists");
  },
};

const places = [
  http.get(api("/places/autocomplete"), ({ request }) => {
    const input = new URL(request.url).searchParams.get("input") ?? "";
    if (input.startsWith("Tor"))
      return HttpResponse.json({
        data: [{ place_id: "ca-1", description: "Toronto, ON, Canada", terms: ["Toronto", "ON", "Canada"] }],
      });
    return HttpResponse.json({
      data: suggestions.map((s) => ({ place_id: s.placeId, description: s.description, terms: s.terms })),
    });
  }),
  http.get(api("/places/geocode"), () =>
    HttpResponse.json({
      data: {
        place_id: "zip-78701",
        description: "Austin, TX 78701, USA",
        components: {
          postal_code: "78701",
          locality: "Austin",
          administrative_area_level_1: "TX",
          country: "US",
        },
        coordinates: [-97.7426, 30.2713],
      },
    }),
  ),
];

/** The container: a non-US suggestion is refused with its message; a US one is saved and the journey ends on the jobs. */
export const AddressScreenFlow: StoryObj = {
  render: () => <CompanyAddressScreen />,
  parameters: screen("/company-address"),
  beforeEach: ({ msw }) => {
    writeFlow({ companyId: 26 });
    msw.use(
      ...places,
      http.patch(api("/companies/26"), () => HttpResponse.json({ data: null }, { status: 500 })),
    );
    return () => clearFlow();
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole("combobox", { name: /Address/ });
    await userEvent.type(input, "Toronto");
    await userEvent.click(await body.findByRole("option", { name: "Toronto, ON, Canada" }));
    await expect(await canvas.findByText("Addresses should be from the US")).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, "Austin");
    await userEvent.click(await body.findByRole("option", { name: "Austin, TX 78701, USA" }));
    await userEvent.click(canvas.getByRole("button", { name: "Finish" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Internal server error");
  },
};

export const AddressScreenSaves: StoryObj = {
  render: () => <CompanyAddressScreen />,
  parameters: screen("/company-address"),
  beforeEach: ({ msw }) => {
    writeFlow({ companyId: 26 });
    msw.use(
      ...places,
      http.patch(api("/companies/26"), () =>
        HttpResponse.json({
          data: { ...company, city: "Austin", state: "TX", postal_code: "78701", country: "US" },
        }),
      ),
      http.get(api("/employer"), () => HttpResponse.json({ data: employer })),
    );
    return () => clearFlow();
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Finish" }));
    await expect(await canvas.findByText("Select a valid address, city, or zip code")).toBeVisible();
    await userEvent.type(canvas.getByRole("combobox", { name: /Address/ }), "Austin");
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole("option", { name: "Austin, TX 78701, USA" }),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Finish" }));
    await waitFor(() => expect(canvas.getByTestId("arrived-path")).toHaveTextContent("/company/jobs"));
  },
};
