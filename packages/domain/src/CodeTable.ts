/** A fixed list of codes with their labels, read both ways. */
export interface CodeTable<Code extends string> {
  readonly codes: readonly Code[];
  readonly labels: Readonly<Record<Code, string>>;
  readonly options: readonly { readonly value: Code; readonly label: string }[];
  readonly isCode: (value: unknown) => value is Code;
  readonly labelOf: (code: Code) => string;
  /** The code whose label is given (exact match first, then case-insensitive), or undefined. */
  readonly codeOf: (label: string) => Code | undefined;
}

export const makeCodeTable = <const Code extends string>(
  labels: Readonly<Record<Code, string>>,
): CodeTable<Code> => {
  const codes = Object.keys(labels) as Code[];
  const isCode = (value: unknown): value is Code =>
    typeof value === "string" && codes.includes(value as Code);
  return {
    codes,
    labels,
    options: codes.map((code) => ({ value: code, label: labels[code] })),
    isCode,
    labelOf: (code) => labels[code],
    codeOf: (label) => {
      const wanted = label.trim().toLowerCase();
      return (
        codes.find((code) => labels[code] === label) ??
        codes.find((code) => labels[code].toLowerCase() === wanted)
      );
    },
  };
};
