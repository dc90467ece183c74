// English strings of finding and saving jobs: they define the keys the other languages must have.
export const strings = {
  "findJobs.findTitle": "Find Jobs",
  "findJobs.savedTitle": "Saved Jobs",
  "findJobs.emptySaved": "You have not saved any jobs yet. Tap the star on a job to save it.",
  "findJobs.saveNotFound": "This job is no longer available.",
  "findJobs.saveForbidden": "Only job seekers can save jobs.",
  "findJobs.manageJob": "Open in Manage Jobs",
} as const;
