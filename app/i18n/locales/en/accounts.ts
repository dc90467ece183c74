// English strings for the accounts screens; merged into the catalogue by ../en.ts.
export const accounts = {
  "picker.searching": "Searching…",
  "picker.noResults": "No employer or admin matches.",
  "picker.results": "Matches found: {count}. Use the arrow keys to choose.",
  "picker.required": "Type the name, email or company of an employer or admin.",
  "picker.notFound": "This user cannot receive jobs: choose an employer or admin.",
  "picker.noMatch": "No employer or admin matches this text. Try their email.",
  "picker.ambiguous": "Several users match this text. Type the full email.",
} as const;
