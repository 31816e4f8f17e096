// The two Node globals the consumer reads, so it type-checks without installing @types/node.
declare const process: {
  readonly env: Readonly<Record<string, string | undefined>>;
  exit(code?: number): never;
};
