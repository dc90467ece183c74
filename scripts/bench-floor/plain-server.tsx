import express from "express";
import { renderToString } from "react-dom/server";
import { JobCards, twentyJobs } from "./app/job-cards";

// Beside the framework's floor: Express and React alone render the same 20 cards, uncompressed,
// with nothing else (docs/perf.md, "The framework's floor").
const app = express();
app.get("/healthz", (_req, res) => void res.json({ ok: true }));
app.get("/jobs", (_req, res) => {
  const cards = renderToString(
    <JobCards jobs={twentyJobs()} link={({ to, children }) => <a href={to}>{children}</a>} />,
  );
  res
    .type("html")
    .send(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head><body>${cards}</body></html>`);
});
app.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
