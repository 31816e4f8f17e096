/** Company plan kinds with their ids (access §6, employer-work §1). */
export const companyPlans = [
  { id: 1, name: "Enterprise" },
  { id: 2, name: "Self-Service" },
] as const;
export type CompanyPlanId = (typeof companyPlans)[number]["id"];
export type CompanyPlanName = (typeof companyPlans)[number]["name"];

export const companyPlanName = (id: number): CompanyPlanName | undefined =>
  companyPlans.find((plan) => plan.id === id)?.name;
export const companyPlanId = (name: string): CompanyPlanId | undefined =>
  companyPlans.find((plan) => plan.name === name)?.id;

/** Plan kinds of the payment states (employer-work §4). */
export const planKinds = ["Mandatory", "Pre Subscribed", "Open"] as const;
export type PlanKind = (typeof planKinds)[number];
export const isPlanKind = (value: unknown): value is PlanKind =>
  typeof value === "string" && (planKinds as readonly string[]).includes(value);
