import { count } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import {
  insertJobs,
  insertRequests,
  insertUsers,
  jobRow,
  requestRow,
  userRow,
  type FactoryDb,
  type NewJob,
  type NewUser,
} from "./factory";
import { auditLog, checkIns, placements, users } from "./schema";
import { addDays, dayInZone } from "~/shared/agency-time";
import { checkInSchedule, hourlyCents } from "~/shared/placement-rules";
import { getEnv } from "~/shared/server/env.server";
import type { PhoneNumber } from "~/shared/phone";
import { phoneOnlyEmail } from "~/shared/mailbox";

export const DEMO_PASSWORD = "harbor-demo";
/**
 * The demo admin's authenticator key (Base32): admins sign in with a second factor, so the demo
 * admin has one set up with this fixed key (the server prints it in demo mode; the end-to-end
 * suite computes its codes). Only ever for the demo data.
 */
export const DEMO_AUTHENTICATOR_SECRET = "HARBORDEMOADMINAUTHENTICATORKEY2";
export const DEMO_ADMIN_EMAIL = "admin@example.org";
/** A client with a phone number and no email or password: signs in with a texted code (the outbox shows it). */
export const DEMO_PHONE_CLIENT = "+17735550108" as PhoneNumber;

interface Place {
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
  street: string;
}

const PLACES: Place[] = [
  { city: "Chicago", state: "IL", zip: "60659", lat: 41.9972, lng: -87.7016, street: "2740 W Devon Ave" },
  { city: "Chicago", state: "IL", zip: "60640", lat: 41.9732, lng: -87.6675, street: "4800 N Broadway" },
  { city: "Chicago", state: "IL", zip: "60608", lat: 41.8488, lng: -87.6711, street: "2150 S Canalport Ave" },
  { city: "Chicago", state: "IL", zip: "60632", lat: 41.8094, lng: -87.7131, street: "4300 S Kedzie Ave" },
  { city: "Evanston", state: "IL", zip: "60201", lat: 42.0565, lng: -87.6983, street: "1007 Church St" },
  { city: "Skokie", state: "IL", zip: "60077", lat: 42.0334, lng: -87.7334, street: "7900 Lincoln Ave" },
  { city: "Des Plaines", state: "IL", zip: "60018", lat: 42.0081, lng: -87.8912, street: "1400 E Touhy Ave" },
  { city: "Elk Grove Village", state: "IL", zip: "60007", lat: 42.0039, lng: -87.9703, street: "901 Busse Rd" },
  { city: "Schaumburg", state: "IL", zip: "60173", lat: 42.0514, lng: -88.0531, street: "1901 E Woodfield Rd" },
  { city: "Aurora", state: "IL", zip: "60504", lat: 41.7528, lng: -88.2477, street: "3500 Fox Valley Center Dr" },
  { city: "Naperville", state: "IL", zip: "60563", lat: 41.7967, lng: -88.1512, street: "1800 Diehl Rd" },
  { city: "Joliet", state: "IL", zip: "60436", lat: 41.4931, lng: -88.1251, street: "2900 Channahon Rd" },
  { city: "Rockford", state: "IL", zip: "61109", lat: 42.2212, lng: -89.0203, street: "5100 Falcon Rd" },
  { city: "Milwaukee", state: "WI", zip: "53204", lat: 43.0166, lng: -87.9259, street: "1100 S 5th St" },
  { city: "Kenosha", state: "WI", zip: "53144", lat: 42.6051, lng: -87.9198, street: "8800 60th St" },
];

interface JobIdea {
  title: string;
  description: string;
}

const IDEAS: JobIdea[] = [
  {
    title: "Warehouse Associate",
    description:
      "Pick, pack and label orders for delivery. Training is given on the first day. Safety shoes are provided.",
  },
  {
    title: "Line Cook",
    description:
      "Prepare hot dishes on the line following simple recipes. Kitchen experience helps but is not required.",
  },
  {
    title: "Hotel Room Attendant",
    description:
      "Clean and prepare guest rooms. Work in a friendly team with a supervisor who speaks several languages.",
  },
  {
    title: "Certified Nursing Assistant",
    description:
      "Help residents with daily care. A CNA certificate is required; the employer helps with transfer of foreign credentials.",
  },
  {
    title: "Forklift Operator",
    description: "Move pallets in a cold-storage warehouse. Forklift certification is paid for by the company.",
  },
  { title: "Dishwasher", description: "Keep dishes, pots and the kitchen clean during service. No experience needed." },
  {
    title: "Cashier",
    description: "Greet customers and handle payments at a busy grocery store. Basic math and a friendly attitude.",
  },
  { title: "Janitor", description: "Clean offices and common areas in the evening. Supplies and training provided." },
  {
    title: "Sewing Machine Operator",
    description: "Sew uniforms and bags on industrial machines. Experience with sewing machines is a plus.",
  },
  {
    title: "Delivery Driver",
    description: "Deliver packages on a set route with a company van. A valid driver's license is required.",
  },
  { title: "Prep Cook", description: "Wash, cut and prepare vegetables and meat for the kitchen." },
  {
    title: "Production Worker",
    description: "Work on a food production line: packing, checking quality and keeping the line clean.",
  },
  { title: "Home Health Aide", description: "Visit older adults at home to help with meals, cleaning and errands." },
  {
    title: "Bakery Assistant",
    description: "Help bakers prepare dough, bake bread and pack orders early in the morning.",
  },
  { title: "Stocker", description: "Unload trucks and stock shelves overnight in a large store." },
  {
    title: "Laundry Attendant",
    description: "Wash, dry and fold hotel linens. Standing job, lifting up to 25 pounds.",
  },
  { title: "Childcare Assistant", description: "Support teachers in a daycare classroom. Background check required." },
  {
    title: "Medical Interpreter",
    description: "Interpret between patients and clinic staff. Fluency in English and one more language required.",
  },
  {
    title: "Assembly Line Worker",
    description: "Assemble small parts for appliances. Good eyesight and steady hands.",
  },
  {
    title: "Landscaping Crew Member",
    description: "Mow lawns, plant flowers and clean yards with a crew. Outdoor work, seasonal.",
  },
];

const COMPANIES_BY_OWNER: Record<string, string[]> = {
  employer: ["Lakeside Foods"],
  pending: ["Prairie Logistics"],
  care: ["Midwest Care Partners", "Northside Home Care"],
  hotel: ["Harborview Hotels", "Loop Suites"],
  admin: ["City Works Staffing"],
};

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
];

const LANGUAGE_NOTES = [
  "",
  "Arabic speakers welcome",
  "Spanish/English",
  "Dari and Pashto spoken by the supervisor",
  "French or Swahili helpful",
  "Ukrainian, Russian",
  "Somali",
  "Haitian Creole",
  "",
  "Burmese, Rohingya",
  "Persian/Farsi",
  "Kinyarwanda, Lingala, French",
];

const ENGLISH = ["None", "Basic", "Intermediate", "Advanced"] as const;
const OTHER_BENEFITS = ["Paid time off", "Free meals on shift", "Transit pass", "401(k) match", "Paid training"];

// Deterministic so the demo looks the same after every reset.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function pick<T>(list: readonly T[], r: () => number): T {
  return list[Math.floor(r() * list.length)] as T;
}

function demoUsers(): (NewUser & { key: string })[] {
  const base = { status: "approved" as const, emailVerified: true };
  const people: (Partial<NewUser> & Pick<NewUser, "role"> & { key: string })[] = [
    {
      key: "admin",
      ...base,
      name: "Alex Morgan",
      email: DEMO_ADMIN_EMAIL,
      role: "admin",
      phone: "+17735550100",
      company: "City Works Staffing",
    },
    {
      key: "employer",
      ...base,
      name: "Maria Lopez",
      email: "employer@example.org",
      role: "employer",
      phone: "+17735550101",
      company: "Lakeside Foods",
    },
    {
      key: "pending",
      ...base,
      status: "pending",
      name: "Daniel Kim",
      email: "pending@example.org",
      role: "employer",
      phone: "+17735550102",
      company: "Prairie Logistics",
    },
    {
      key: "care",
      ...base,
      name: "Grace Okafor",
      email: "care@example.org",
      role: "employer",
      phone: "+17735550103",
      company: "Midwest Care Partners",
    },
    {
      key: "hotel",
      ...base,
      name: "Tom Becker",
      email: "hotel@example.org",
      role: "employer",
      phone: "+17735550104",
      company: "Harborview Hotels",
    },
    {
      key: "client",
      ...base,
      name: "Samir Haddad",
      email: "client@example.org",
      role: "client",
      phone: "+17735550105",
    },
    {
      key: "amina",
      ...base,
      name: "Amina Yusuf",
      email: "amina@example.org",
      role: "client",
      phone: "+17735550106",
      street: "6300 N Ridge Ave",
      city: "Chicago",
      state: "IL",
      zip: "60660",
      latitude: 41.9967,
      longitude: -87.6689,
    },
    {
      key: "fariba",
      ...base,
      name: "Fariba Ahmadi",
      email: "fariba@example.org",
      role: "client",
      phone: "+17735550107",
    },
  ];
  return people.map(({ key, ...user }) => ({ key, ...userRow(user) }));
}

function demoJobs(owners: Record<string, string>, now: Date): NewJob[] {
  const r = random(20261121);
  const ownerKeys = ["employer", "employer", "employer", "care", "hotel", "admin", "pending"];
  const result: NewJob[] = [];
  for (let i = 0; i < 72; i++) {
    const ownerKey = ownerKeys[i % ownerKeys.length] as string;
    const idea = IDEAS[i % IDEAS.length] as JobIdea;
    const place = pick(PLACES, r);
    const yearly = r() < 0.25;
    const wageMin = yearly ? 30000 + Math.round(r() * 14) * 2000 : 15 + Math.round(r() * 16) / 2;
    const wageMax = wageMin + (yearly ? 2000 + Math.round(r() * 5) * 2000 : 1 + Math.round(r() * 6) / 2);
    const shift = pick(SHIFTS, r);
    const hasOthers = r() < 0.5;
    const postedAt = new Date(now.getTime() - Math.floor(r() * 60 * 24 * 60) * 60_000);
    let status: NewJob["status"] = "approved";
    let adminMessage = "";
    if (ownerKey === "pending") status = "pending";
    else if (i % 11 === 3) status = "pending";
    else if (i % 13 === 5) {
      status = "rejected";
      adminMessage = "Please add the hourly pay for overtime and say whether transport is provided.";
    } else if (i % 17 === 7) status = "closed";
    const startDate = new Date(postedAt.getTime() + (7 + Math.floor(r() * 30)) * 86_400_000);
    result.push(
      jobRow(owners[ownerKey] as string, {
        title: idea.title,
        company: pick(COMPANIES_BY_OWNER[ownerKey] ?? ["Lakeside Foods"], r),
        description: idea.description,
        instructions: "Call the hiring manager at 773-555-0199 or email jobs@example.org with the job title.",
        startDate: startDate.toISOString().slice(0, 10),
        jobType: r() < 0.65 ? "Full-time" : "Part-time",
        shift,
        wageType: yearly ? "Yearly" : "Hourly",
        wageMin,
        wageMax,
        hasMedical: r() < 0.55,
        hasOthers,
        benefitOthers: hasOthers ? pick(OTHER_BENEFITS, r) : "",
        englishLevel: pick(ENGLISH, r),
        languageNote: pick(LANGUAGE_NOTES, r),
        street: place.street,
        city: place.city,
        state: place.state,
        zip: place.zip,
        latitude: place.lat,
        longitude: place.lng,
        status,
        adminMessage,
        postedAt,
        createdAt: postedAt,
        updatedAt: postedAt,
      }),
    );
  }
  return result;
}

/** Sets up an account's authenticator app with a known key (second-factor.server's enrollSecondFactor). */
export type EnrollSecondFactor = (db: FactoryDb, userId: string, base32Secret: string) => Promise<void>;

/** Fills an empty database with the demo accounts and jobs; returns false when it was not empty. */
export async function seedDemo(
  db: FactoryDb,
  hash: (password: string) => Promise<string>,
  enroll: EnrollSecondFactor,
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const people = demoUsers();
  const passwordHash = await hash(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await insertUsers(
      tx,
      people.map(({ key: _key, ...user }) => user),
      passwordHash,
    );
    const karim = randomUUID();
    await tx.insert(users).values(
      userRow({
        id: karim,
        role: "client",
        name: "Karim Noori",
        email: phoneOnlyEmail(karim),
        phone: DEMO_PHONE_CLIENT,
        locale: "fa-AF",
      }),
    );
    const owners = Object.fromEntries(people.map((u) => [u.key, u.id as string]));
    await enroll(tx, owners.admin as string, DEMO_AUTHENTICATOR_SECRET);
    const now = new Date();
    const jobRows = demoJobs(owners, now);
    const ids = await insertJobs(tx, jobRows);
    await seedPlacements(
      tx,
      owners,
      jobRows.map((job, i) => ({ ...job, id: ids[i] as string })),
      now,
    );
  });
  return true;
}

/**
 * What the placement report and the job views show on a first visit: staff
 * posted their own jobs (the audit trail says so), Fariba asked for help
 * with jobs of Lakeside Foods (referred, her contact shared) and Harborview
 * Hotels (hired: her first follow-up call is due within the week), and Samir
 * was hired by Midwest Care Partners three months ago (still working at the
 * 30-day call; the 90-day call is overdue).
 */
async function seedPlacements(
  db: FactoryDb,
  owners: Record<string, string>,
  jobs: (NewJob & { id: string })[],
  now: Date,
): Promise<void> {
  const admin = owners.admin as string;
  const fariba = owners.fariba as string;
  const staffPosted = jobs.filter(
    (job) => job.ownerId === admin && (job.status === "approved" || job.status === "closed"),
  );
  if (staffPosted.length > 0) {
    await db.insert(auditLog).values(
      staffPosted.map((job) => ({
        actorId: admin,
        action: "job.create",
        entity: "job" as const,
        entityId: job.id,
        details: { title: job.title, status: "approved" },
        createdAt: job.postedAt,
      })),
    );
  }
  const open = (owner: string) => jobs.find((job) => job.ownerId === owners[owner] && job.status === "approved");
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const lakeside = open("employer");
  const hotel = open("hotel");
  const care = open("care");
  if (!lakeside || !hotel || !care)
    throw new Error("the demo jobs lack an approved job of Lakeside Foods, Harborview Hotels or Midwest Care Partners");
  const samir = owners.client as string;
  const hotelRequest = randomUUID();
  const careRequest = randomUUID();
  await insertRequests(db, [
    {
      row: requestRow(fariba, lakeside.id, {
        status: "applied",
        contactMethod: "text",
        note: "I can start next week. I worked in a bakery in Kabul for two years.",
        shareContact: true,
        assignedTo: admin,
        createdAt: daysAgo(12),
      }),
      actorId: admin,
      steps: [
        { actorId: fariba, fromStatus: null, toStatus: "sent", createdAt: daysAgo(12) },
        { fromStatus: "sent", toStatus: "working", assignedTo: admin, createdAt: daysAgo(11) },
        {
          fromStatus: "working",
          toStatus: "applied",
          note: "Two years in a bakery, reliable, can start next Monday. Speaks Dari and some English.",
          audience: "employer",
          createdAt: daysAgo(9),
        },
      ],
    },
    {
      row: requestRow(fariba, hotel.id, {
        id: hotelRequest,
        status: "hired",
        assignedTo: admin,
        createdAt: daysAgo(40),
      }),
      actorId: admin,
      steps: [
        { actorId: fariba, fromStatus: null, toStatus: "sent", createdAt: daysAgo(40) },
        {
          fromStatus: "sent",
          toStatus: "applied",
          note: "Housekeeping experience.",
          audience: "employer",
          createdAt: daysAgo(37),
        },
        { fromStatus: "applied", toStatus: "interview", createdAt: daysAgo(33) },
        { fromStatus: "interview", toStatus: "hired", note: "Starts on the morning shift.", createdAt: daysAgo(26) },
      ],
    },
    {
      row: requestRow(samir, care.id, { id: careRequest, status: "hired", assignedTo: admin, createdAt: daysAgo(104) }),
      actorId: admin,
      steps: [
        { actorId: samir, fromStatus: null, toStatus: "sent", createdAt: daysAgo(104) },
        { fromStatus: "sent", toStatus: "applied", createdAt: daysAgo(101) },
        { fromStatus: "applied", toStatus: "hired", createdAt: daysAgo(97) },
      ],
    },
  ]);
  const env = getEnv();
  const today = dayInZone(now, env.AGENCY_TIME_ZONE);
  const hires = [
    {
      request: hotelRequest,
      job: hotel,
      clientId: fariba,
      startDate: addDays(today, -24),
      payCents: 17_50,
      payPeriod: "hour" as const,
      hoursPerWeek: 38,
      employmentType: "permanent" as const,
      benefits: "offeredFrom" as const,
      benefitsFrom: addDays(today, 36),
      answered: 0,
    },
    {
      request: careRequest,
      job: care,
      clientId: samir,
      startDate: addDays(today, -95),
      payCents: 660_00,
      payPeriod: "week" as const,
      hoursPerWeek: 40,
      employmentType: "permanent" as const,
      benefits: "offered" as const,
      benefitsFrom: null,
      answered: 1,
    },
  ];
  for (const { request, job, answered, ...hire } of hires) {
    const [placement] = await db
      .insert(placements)
      .values({
        ...hire,
        requestId: request,
        jobId: job.id,
        ownerId: job.ownerId,
        company: job.company ?? "",
        title: job.title,
        staffId: admin,
        hourlyCents: hourlyCents(hire.payCents, hire.payPeriod, hire.hoursPerWeek),
      })
      .returning({ id: placements.id });
    if (!placement) throw new Error("the demo placement was not written");
    await db.insert(checkIns).values(
      checkInSchedule(hire.startDate, env.FOLLOW_UP_DAYS).map((due, i) => ({
        placementId: placement.id,
        ...due,
        // The calls already made: still working, with the hours and pay of the start.
        ...(i < answered
          ? { recordedAt: now, recordedBy: admin, working: true, hoursNow: hire.hoursPerWeek, note: "Likes the team." }
          : {}),
      })),
    );
  }
}
