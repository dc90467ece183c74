import { insertJobs, insertUsers, jobRow, userRow, type FactoryDb, type NewJob, type NewUser } from "#db/factory";
import type { Coordinates } from "~/shared/job-ui/jobs.server";

// Synthetic but plausible data for `npm run bench`: jobs clustered around
// metro areas (so a distance filter finds a realistic share), most approved,
// a few without coordinates or parsable shift times.

const METROS: Coordinates[] = [
  { latitude: 41.88, longitude: -87.63 },
  { latitude: 40.71, longitude: -74.0 },
  { latitude: 34.05, longitude: -118.24 },
  { latitude: 29.76, longitude: -95.37 },
  { latitude: 33.45, longitude: -112.07 },
  { latitude: 39.95, longitude: -75.17 },
  { latitude: 32.78, longitude: -96.8 },
  { latitude: 47.61, longitude: -122.33 },
  { latitude: 39.74, longitude: -104.99 },
  { latitude: 42.36, longitude: -71.06 },
  { latitude: 33.75, longitude: -84.39 },
  { latitude: 44.98, longitude: -93.27 },
  { latitude: 38.91, longitude: -77.04 },
  { latitude: 25.76, longitude: -80.19 },
  { latitude: 36.16, longitude: -86.78 },
  { latitude: 43.04, longitude: -87.91 },
  { latitude: 35.23, longitude: -80.84 },
  { latitude: 39.1, longitude: -84.51 },
  { latitude: 40.44, longitude: -79.99 },
  { latitude: 45.52, longitude: -122.68 },
];

const TITLES = [
  "Warehouse Associate",
  "Line Cook",
  "Prep Cook",
  "Hotel Room Attendant",
  "Certified Nursing Assistant",
  "Forklift Operator",
  "Dishwasher",
  "Cashier",
  "Janitor",
  "Sewing Machine Operator",
  "Delivery Driver",
  "Production Worker",
  "Home Health Aide",
  "Bakery Assistant",
  "Stocker",
  "Laundry Attendant",
  "Childcare Assistant",
  "Medical Interpreter",
  "Assembly Line Worker",
  "Landscaping Crew Member",
  "Security Guard",
  "Parking Attendant",
  "Food Packer",
  "Machine Operator",
  "Customer Service Representative",
  "Retail Associate",
  "Kitchen Helper",
  "Housekeeper",
  "Maintenance Technician",
  "Welder",
];
const SENIORITY = ["", "", "", "Senior ", "Junior ", "Lead ", "Trainee "];
const COMPANY_A = [
  "Lakeside",
  "Prairie",
  "Harbor",
  "Midwest",
  "Northside",
  "Summit",
  "Riverbend",
  "Granite",
  "Pioneer",
  "Maple",
  "Cedar",
  "Union",
  "Liberty",
  "Evergreen",
  "Keystone",
];
const COMPANY_B = [
  "Foods",
  "Logistics",
  "Care Partners",
  "Hotels",
  "Staffing",
  "Manufacturing",
  "Health",
  "Bakery",
  "Cleaning",
  "Textiles",
  "Markets",
  "Transport",
];
const SHIFTS = [
  "Mon-Fri 9am-5pm",
  "10pm to 6am",
  "flexible",
  "Monday-Tuesday 8:30 AM to 1 PM",
  "Sat-Sun 7am-3pm",
  "Weekdays 6 AM to 2:30 PM",
  "2pm-10pm",
  "Mon-Fri 9-5",
  "Evenings, 4pm to 11pm",
  "Thursday - Friday 1 PM to 5 PM",
  "Early mornings from 5am",
  "Mon-Thu 7:00 am - 3:30 pm, Fri 7am-12pm",
  "11am-7pm",
  "3pm to 11:30pm",
];
const LANGUAGE_NOTES = [
  "",
  "",
  "",
  "Arabic speakers welcome",
  "Spanish/English",
  "Dari and Pashto spoken by the supervisor",
  "French or Swahili helpful",
  "Ukrainian, Russian",
  "Somali",
  "Haitian Creole",
  "Burmese, Rohingya",
  "Persian/Farsi",
  "Kinyarwanda, Lingala, French",
  "Tigrinya and Amharic",
  "Urdu, Hindi",
];
const DESCRIPTION =
  "Join a friendly team. Training is given on the first day and a supervisor who speaks several languages helps new staff. " +
  "Safety equipment is provided. Reliable attendance matters; transit passes are available for the first month.";
const ENGLISH = ["None", "Basic", "Intermediate", "Advanced"] as const;
const STATUSES = [
  "approved",
  "approved",
  "approved",
  "approved",
  "approved",
  "approved",
  "approved",
  "approved",
  "pending",
  "rejected",
] as const;

function pick<T>(list: readonly T[], r: () => number): T {
  return list[Math.floor(r() * list.length)] as T;
}

export async function seedBenchData(db: FactoryDb, size: { jobs: number; users: number }) {
  // The shares matter, not the exact rows: each run draws new ones.
  const r = Math.random;
  const people: NewUser[] = [];
  const employers: string[] = [];
  for (let i = 0; i < size.users; i++) {
    const role = i % 10 === 0 ? "employer" : i % 97 === 0 ? "admin" : "client";
    const metro = pick(METROS, r);
    const located = role === "client" && r() < 0.6;
    const user = userRow({
      name: `Bench User ${i}`,
      email: `user${i}@bench.example`,
      role,
      company: role === "employer" ? `${pick(COMPANY_A, r)} ${pick(COMPANY_B, r)}` : null,
      latitude: located ? metro.latitude + (r() - 0.5) * 0.4 : null,
      longitude: located ? metro.longitude + (r() - 0.5) * 0.4 : null,
    });
    people.push(user);
    if (role === "employer") employers.push(user.id as string);
  }
  await insertUsers(db, people);

  const now = Date.now();
  const rows: NewJob[] = [];
  for (let i = 0; i < size.jobs; i++) {
    // A third of the jobs around the first metro: the bench user's busy area.
    const metro = r() < 0.33 ? (METROS[0] as Coordinates) : pick(METROS, r);
    const located = r() > 0.08;
    const yearly = r() < 0.25;
    const wageMin = yearly ? 28000 + Math.round(r() * 20) * 1000 : 14 + Math.round(r() * 20) / 2;
    const wageMax = wageMin + (yearly ? 2000 + Math.round(r() * 8) * 1000 : 1 + Math.round(r() * 8) / 2);
    const shift = pick(SHIFTS, r);
    const hasOthers = r() < 0.4;
    const postedAt = new Date(now - Math.floor(r() * 365 * 24 * 60) * 60_000);
    const company = `${pick(COMPANY_A, r)} ${pick(COMPANY_B, r)}`;
    const latitude = located ? metro.latitude + (r() - 0.5) * 1.2 : null;
    const longitude = located ? metro.longitude + (r() - 0.5) * 1.6 : null;
    rows.push(
      jobRow(pick(employers, r), {
        title: `${pick(SENIORITY, r)}${pick(TITLES, r)}`,
        company,
        description: DESCRIPTION,
        instructions: "Email your resume to jobs@example.org with the job title in the subject.",
        startDate: new Date(postedAt.getTime() + 14 * 86_400_000).toISOString().slice(0, 10),
        jobType: r() < 0.65 ? "Full-time" : "Part-time",
        shift,
        wageType: yearly ? "Yearly" : "Hourly",
        wageMin,
        wageMax,
        hasMedical: r() < 0.5,
        hasOthers,
        benefitOthers: hasOthers ? "Paid time off" : "",
        englishLevel: pick(ENGLISH, r),
        languageNote: pick(LANGUAGE_NOTES, r),
        street: `${100 + Math.floor(r() * 9000)} Main St`,
        city: "Springfield",
        state: "IL",
        zip: "60000",
        latitude,
        longitude,
        status: pick(STATUSES, r),
        postedAt,
        createdAt: postedAt,
        updatedAt: postedAt,
      }),
    );
  }
  await insertJobs(db, rows);
  return { busyOrigin: METROS[0] as Coordinates };
}
