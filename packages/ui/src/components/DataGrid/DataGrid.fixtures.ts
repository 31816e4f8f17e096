// Story data for the DataGrid: deterministic, no network.

export interface Driver {
  id: string;
  externalBillingId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

const firstNames = ["Ada", "Ben", "Carla", "Dmitri", "Elena", "Frank", "Grace", "Hector", "Ines", "Jamal"];
const lastNames = [
  "Lovelace",
  "Okafor",
  "Reyes",
  "Ivanov",
  "Silva",
  "Miller",
  "Hopper",
  "Diaz",
  "Moreau",
  "Carter",
];

/** `count` drivers; driver n is "First Last" with billing id "BIL-0000n". */
export function makeDrivers(count: number): Driver[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const firstName = firstNames[index % firstNames.length] ?? "Ada";
    const lastName = lastNames[Math.floor(index / firstNames.length) % lastNames.length] ?? "Lovelace";
    return {
      id: `driver-${n}`,
      externalBillingId: `BIL-${String(n).padStart(5, "0")}`,
      firstName,
      lastName,
      email: `${firstName}.${lastName}${n}@example.com`.toLowerCase(),
      phone: `(555)${String(100 + (n % 900)).padStart(3, "0")}-${String(1000 + n).slice(-4)}`,
    };
  });
}

export interface Employee {
  id: string;
  name: string;
  email: string;
}

export interface Company {
  id: string;
  companyName: string;
  billingType: "Credit Card" | "Invoice";
  totalJobs: number;
  activeJobs: number;
  phone: string | null;
  status: "Active" | "Inactive";
  employees: Employee[];
}

const companyNames = [
  "Acme Freight",
  "Blue Line Logistics",
  "Cactus Haulers",
  "Delta Tankers",
  "Eagle Flatbed",
  "Frontier Reefer",
  "Granite Dump Trucks",
  "Harbor Intermodal",
  "Iron Horse Carriers",
  "Juniper Livestock",
  "Keystone Mixers",
  "Lone Star Hotshot",
];

export function makeCompanies(count: number): Company[] {
  return Array.from({ length: count }, (_, index) => {
    const name = `${companyNames[index % companyNames.length]}${index >= companyNames.length ? ` ${Math.floor(index / companyNames.length) + 1}` : ""}`;
    return {
      id: `company-${index + 1}`,
      companyName: name,
      billingType: index % 3 === 0 ? "Invoice" : "Credit Card",
      totalJobs: (index * 7) % 40,
      activeJobs: (index * 3) % 12,
      phone: index % 4 === 0 ? null : `(555)010-${String(1000 + index).slice(-4)}`,
      status: index % 5 === 0 ? "Inactive" : "Active",
      employees: Array.from({ length: (index % 3) + 1 }, (_, e) => ({
        id: `employee-${index + 1}-${e + 1}`,
        name: `${firstNames[(index + e) % firstNames.length]} ${lastNames[e % lastNames.length]}`,
        email: `staff${e + 1}@company${index + 1}.example.com`,
      })),
    };
  });
}
