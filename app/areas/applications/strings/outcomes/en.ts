// English strings of the outcomes part of the applications area (issue 40); they define its keys.
export const strings = {
  "applications.outcomes.title": "Outcomes of placements",
  "applications.outcomes.intro":
    "The jobs people started in these months: how many are full-time, what they pay, whether they come with health insurance, and whether the person is still working at each follow-up.",
  "applications.outcomes.groupBy": "Group by",
  "applications.outcomes.by.month": "Month",
  "applications.outcomes.by.employer": "Employer",
  "applications.outcomes.by.staff": "Staff member",
  "applications.outcomes.caption.month": "Placements that started from {from} to {to}, by month",
  "applications.outcomes.caption.employer": "Placements that started from {from} to {to}, by employer",
  "applications.outcomes.caption.staff": "Placements that started from {from} to {to}, by staff member",
  "applications.outcomes.col.placements": "Placements",
  "applications.outcomes.col.fullTime": "Full-time",
  "applications.outcomes.col.averageWage": "Average hourly wage, full-time",
  "applications.outcomes.col.medianWage": "Median hourly wage, full-time",
  "applications.outcomes.col.benefits_one": "Health benefits within {count} month",
  "applications.outcomes.col.benefits_other": "Health benefits within {count} months",
  "applications.outcomes.col.day": "Working on day {day}",
  "applications.outcomes.ofTotal": "{part} of {whole}",
  "applications.outcomes.unknown_one": "{count} unknown",
  "applications.outcomes.unknown_other": "{count} unknown",
  "applications.outcomes.none": "nothing to count",
  "applications.outcomes.total": "All placements",
  "applications.outcomes.outsideHarbor": "Found outside Harbor",
  "applications.outcomes.noStaff": "No staff member",
  "applications.outcomes.download": "Download outcomes (CSV)",
  "applications.outcomes.empty": "No placement started in these months.",
  "applications.outcomes.howCounted": "How the outcomes are counted",
  "applications.outcomes.def.placements":
    "Placements: jobs people started, counted in the month of their start date. A better job recorded at a follow-up is a placement of its own.",
  "applications.outcomes.def.fullTime": "Full-time: at least {hours} scheduled hours a week.",
  "applications.outcomes.def.wage":
    "Average and median hourly wage: over the full-time placements, the pay per hour at the start (weekly pay divided by the hours a week, yearly pay by {hoursPerYear}).",
  "applications.outcomes.def.benefits_one":
    "Health benefits: the employer offers health insurance from the start, or from a date at most {count} month after it. A share of all placements.",
  "applications.outcomes.def.benefits_other":
    "Health benefits: the employer offers health insurance from the start, or from a date at most {count} months after it. A share of all placements.",
  "applications.outcomes.def.retention":
    "Working on day N (days {days} after the start date): a share of the placements whose day N has come, today included (in the agency's time zone), with the number still unknown.",
  "applications.outcomes.def.working":
    "Whether the person was working on day N is decided in this order: the follow-up of day N says still working: working. The placement ended before day N: not working, unless it ended for a better job (then working). The follow-up of day N says not working: not working. A later follow-up says still working: working. Otherwise: unknown.",
  "applications.outcomes.def.groups":
    "Employer: the employer's account and company; a job found outside Harbor is listed by its company. Staff member: who follows the placement up. Each grouping adds up to all placements.",
  "applications.outcomes.def.source":
    "Source: the employment outcome measures of the US Office of Refugee Resettlement (ORR) and its Matching Grant program: full-time means at least 35 hours a week; the average hourly wage of full-time placements; health benefits offered within six months; still working on the 90th day after the start (Matching Grant also on days 120 and 180). These thresholds change over the years, so here they are settings.",
  "applications.outcomes.csv.grouping": "Grouped by",
  "applications.outcomes.csv.all": "All placements",
  "applications.outcomes.csv.fullTime": "Full-time placements",
  "applications.outcomes.csv.fullTimeShare": "Full-time share (%)",
  "applications.outcomes.csv.averageWage": "Average hourly wage, full-time (USD)",
  "applications.outcomes.csv.medianWage": "Median hourly wage, full-time (USD)",
  "applications.outcomes.csv.benefitsShare": "Health benefits share (%)",
  "applications.outcomes.csv.reached": "Reached day {day}",
  "applications.outcomes.csv.working": "Working on day {day}",
  "applications.outcomes.csv.unknown": "Unknown on day {day}",
  "applications.outcomes.csv.retention": "Working on day {day} (%)",
} as const;
