/** Company size buckets, in employees (access §3, employer-work §3). */
export const companySizes = [
  { value: "1-5", min: 1, max: 5 },
  { value: "6-10", min: 6, max: 10 },
  { value: "11-20", min: 11, max: 20 },
  { value: "21-50", min: 21, max: 50 },
  { value: "51-100", min: 51, max: 100 },
  { value: "101+", min: 101, max: Number.POSITIVE_INFINITY },
] as const;
export type CompanySize = (typeof companySizes)[number]["value"];

export const companySizeLabel = (size: CompanySize): string => `${size} employees`;

export const isCompanySize = (value: unknown): value is CompanySize =>
  companySizes.some((bucket) => bucket.value === value);

/** The bucket of a head count; undefined below 1. */
export const companySizeFor = (employees: number): CompanySize | undefined =>
  companySizes.find((bucket) => employees >= bucket.min && employees <= bucket.max)?.value;
