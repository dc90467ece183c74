import type { ReactNode } from "react";

export interface FloorJob {
  id: string;
  title: string;
  company: string;
  location: string;
  wage: number;
}

/** Twenty jobs as the list's loader returns them, with no database behind them. */
export function twentyJobs(): FloorJob[] {
  return Array.from({ length: 20 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    title: `Line Cook ${i + 1}`,
    company: "Keystone Foods",
    location: `${100 + i} Main St, Springfield, IL 62701`,
    wage: 16 + i / 4,
  }));
}

/** A 20-card list; `link` is React Router's Link on the floor app and a plain anchor beside it. */
export function JobCards({
  jobs,
  link,
}: {
  jobs: FloorJob[];
  link: (props: { to: string; children: ReactNode }) => ReactNode;
}) {
  return (
    <main>
      <h1>Jobs</h1>
      <ul>
        {jobs.map((job) => (
          <li key={job.id}>
            {link({ to: `/jobs/${job.id}`, children: <h2>{job.title}</h2> })}
            <p>{job.company}</p>
            <p>{job.location}</p>
            <p>${job.wage.toFixed(2)} an hour</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
