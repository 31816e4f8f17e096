/** A cheap scrypt cost for tests (production uses 16384). */
export const testScryptCost = 1024;
