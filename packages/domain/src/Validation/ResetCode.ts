/** The forgotten-password code mailed to the user (access §4): six digits. */
export const resetCodeLength = 6;

/** True for exactly `resetCodeLength` digits. */
export const isResetCode = (value: string): boolean => new RegExp(`^\\d{${resetCodeLength}}$`).test(value);
