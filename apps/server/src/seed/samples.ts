import { cancellationReasons } from "@haulboard/domain";

/** A small deterministic PRNG (mulberry32): the same seed gives the same data on every machine. */
export const makeRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    const item = list[Math.floor(next() * list.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  };
  return { next, int, pick };
};

/** What demo data is made of: names, company words, places, plans and reasons. */
export const firstNames = [
  "James",
  "Maria",
  "Robert",
  "Linda",
  "Michael",
  "Patricia",
  "David",
  "Jennifer",
  "Carlos",
  "Elizabeth",
  "Daniel",
  "Susan",
  "Jose",
  "Karen",
  "Thomas",
  "Nancy",
  "Charles",
  "Lisa",
  "Luis",
  "Betty",
  "Kevin",
  "Angela",
  "Brian",
  "Sandra",
  "Marcus",
  "Donna",
  "Tyrone",
  "Carol",
  "Gary",
  "Rosa",
  "Dwayne",
  "Michelle",
  "Ray",
  "Tanya",
];
export const lastNames = [
  "Smith",
  "Johnson",
  "Williams",
  "Brown",
  "Jones",
  "Garcia",
  "Miller",
  "Davis",
  "Rodriguez",
  "Martinez",
  "Hernandez",
  "Lopez",
  "Wilson",
  "Anderson",
  "Thomas",
  "Taylor",
  "Moore",
  "Jackson",
  "Martin",
  "Lee",
  "Perez",
  "Thompson",
  "White",
  "Harris",
  "Sanchez",
  "Clark",
  "Ramirez",
  "Lewis",
  "Robinson",
  "Walker",
  "Young",
  "Allen",
];
export const companyWords = [
  "Blue Ridge",
  "Lone Star",
  "Great Plains",
  "Red Rock",
  "Iron Horse",
  "Silver State",
  "Prairie",
  "Cascade",
  "Gulf Coast",
  "Big Sky",
  "Keystone",
  "Heartland",
  "Frontier",
  "Summit",
  "Canyon",
  "Pioneer",
  "Evergreen",
  "Magnolia",
  "Buckeye",
  "Badger",
  "Sunbelt",
  "Timberline",
  "Harbor",
  "Crossroads",
  "Midway",
  "Patriot",
];
export const companyKinds = [
  "Freight",
  "Logistics",
  "Transport",
  "Trucking",
  "Carriers",
  "Hauling",
  "Express",
  "Lines",
  "Freightways",
];
export const places = [
  ["Dallas", "TX", "75201", -96.797, 32.7767],
  ["Atlanta", "GA", "30303", -84.388, 33.749],
  ["Chicago", "IL", "60601", -87.6298, 41.8781],
  ["Memphis", "TN", "38103", -90.049, 35.1495],
  ["Phoenix", "AZ", "85004", -112.074, 33.4484],
  ["Columbus", "OH", "43215", -82.9988, 39.9612],
  ["Denver", "CO", "80202", -104.9903, 39.7392],
  ["Kansas City", "MO", "64105", -94.5786, 39.0997],
  ["Laredo", "TX", "78040", -99.5075, 27.5306],
  ["Indianapolis", "IN", "46204", -86.1581, 39.7684],
] as const;
export const sizes = ["1-5", "6-10", "11-20", "21-50", "51-100", "101+"] as const;
export const tiers = ["Basic", "Plus", "Premium"];
export const subscriptionTypes = ["monthly", "yearly"];
// The spec's two fixed reasons, and an 'Other' text as a driver would type it.
export const reasons = [
  cancellationReasons[0].label,
  cancellationReasons[1].label,
  "Switching to my employer's plan",
];

/** A US phone as the app writes it, (123)456-7890, made from a number. */
export const formatPhone = (n: number) => {
  const digits = String(2000000000 + (n % 7999999999)).padStart(10, "0");
  return `(${digits.slice(0, 3)})${digits.slice(3, 6)}-${digits.slice(6)}`;
};
