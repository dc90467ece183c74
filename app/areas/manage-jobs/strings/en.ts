// English strings of posting, reviewing and managing jobs: they define the keys the other languages must have.
export const strings = {
  "manageJobs.form.createTitle": "Post a Job",
  "manageJobs.form.updateTitle": "Edit job",
  "manageJobs.form.back": "Back",
  "manageJobs.form.title": "Job Title",
  "manageJobs.form.company": "Company Name",
  "manageJobs.form.startDate": "Start Date",
  "manageJobs.form.jobType": "Job Type",
  "manageJobs.form.openings": "Number of openings",
  "manageJobs.form.openingsHint": "How many people will be hired for this job (1 to {max}).",
  "manageJobs.form.shift": "Shift Detail",
  "manageJobs.form.shiftHint":
    "Write the days and times, for example “Mon-Fri 9am-5pm” or “Thursday - Friday 1 PM to 5 PM”. Times written like this let job seekers filter by shift.",
  "manageJobs.form.wageType": "Salary Type",
  "manageJobs.form.salaryRange": "Salary Range",
  "manageJobs.form.wageMin": "Minimum ($)",
  "manageJobs.form.wageMax": "Maximum ($)",
  "manageJobs.form.benefits": "Benefits",
  "manageJobs.form.hasMedical": "Medical",
  "manageJobs.form.hasOthers": "Others",
  "manageJobs.form.benefitOthers": "Other benefits",
  "manageJobs.form.benefitOthersPlaceholder": "Add other benefits provided",
  "manageJobs.form.englishLevel": "English Level",
  "manageJobs.form.languageNote": "Other language(s) spoken at work",
  "manageJobs.form.languageNoteHint": "For example “Arabic, Spanish/English”. Job seekers filter by these words.",
  "manageJobs.form.location": "Job Location",
  "manageJobs.form.street": "Street address",
  "manageJobs.form.city": "City",
  "manageJobs.form.state": "State",
  "manageJobs.form.zip": "ZIP code",
  "manageJobs.form.description": "Job Description",
  "manageJobs.form.descriptionHint":
    "Say what the work is and what is required, such as a driver's license or other certifications.",
  "manageJobs.form.instructions": "How to Apply",
  "manageJobs.form.instructionsHint":
    "Seen by agency staff and by you, never by job seekers: staff use it to help people apply. Explain how to apply, for example email a resume, apply on a website, or call.",
  "manageJobs.form.hiddenFromSeekers": "Not shown to job seekers",
  "manageJobs.form.submitCreate": "Submit",
  "manageJobs.form.submitUpdate": "Save changes",
  "manageJobs.form.submitting": "Saving…",
  "manageJobs.form.unexpectedFields":
    "This form was changed outside the page, so nothing was saved. Reload the page and try again.",
  "manageJobs.form.fixErrors": "Some answers need a change. Look for the messages next to the fields.",
  "manageJobs.form.approvedWarning":
    "This job is live. When you save changes it goes back to staff for review, and job seekers will not see it until it is approved again.",
  "manageJobs.form.confirmTitle": "Send this job back for review?",
  "manageJobs.form.confirmSave": "Save and send for review",
  "manageJobs.form.cancel": "Cancel",

  "manageJobs.draft.prompt": "Load latest draft version?",
  "manageJobs.draft.dismiss": "Dismiss",
  "manageJobs.draft.load": "Load",
  "manageJobs.draft.loaded": "Load draft succeeded",
  "manageJobs.draft.loadFailed": "Load draft failed.",

  "manageJobs.validation.noMarkup": "Please write plain text, without HTML tags such as <b> or <script>.",
  "manageJobs.validation.titleRequired": "Please enter the job title.",
  "manageJobs.validation.startDateRequired": "Please choose the start date.",
  "manageJobs.validation.startDateInvalid": "Please enter a real date, like 2026-03-01.",
  "manageJobs.validation.jobType": "Please choose Full-time or Part-time.",
  "manageJobs.validation.openings": "Enter a whole number of openings from 1 to 999.",
  "manageJobs.validation.shiftRequired": "Please describe the shift, for example Mon-Fri 9am-5pm.",
  "manageJobs.validation.wageType": "Please choose Hourly or Yearly.",
  "manageJobs.validation.wageMinRequired": "Please enter the minimum salary.",
  "manageJobs.validation.wageMaxRequired": "Please enter the maximum salary.",
  "manageJobs.validation.wagePositive": "Please enter an amount above 0, like 16 or 16.50.",
  "manageJobs.validation.wageTooHigh": "This amount is too high.",
  "manageJobs.validation.wageOrder": "The maximum must be at least the minimum.",
  "manageJobs.validation.benefitOthersRequired": "Please describe the other benefits, or untick Others.",
  "manageJobs.validation.englishLevel": "Please choose an English level.",
  "manageJobs.validation.streetRequired": "Please enter the street address.",
  "manageJobs.validation.cityRequired": "Please enter the city.",
  "manageJobs.validation.stateRequired": "Please enter the state.",
  "manageJobs.validation.zipRequired": "Please enter the ZIP code.",
  "manageJobs.validation.zipInvalid": "Please enter a 5-digit ZIP code, like 60659 or 60659-1234.",
  "manageJobs.validation.descriptionRequired": "Please describe the job.",
  "manageJobs.validation.instructionsRequired": "Please explain how to apply.",
  "manageJobs.validation.rejectMessageRequired": "Please tell the employer what to change.",

  "manageJobs.toast.sentForReview":
    "Job saved and sent to staff for review. Job seekers will see it once it is approved.",
  "manageJobs.toast.saved": "Job saved.",
  "manageJobs.toast.notLocated":
    "Job saved, but we could not find its address on the map, so distance filters will not include it. Check the street, city, state and ZIP code.",

  "manageJobs.dashboard.title": "Manage Jobs",
  "manageJobs.dashboard.tabs": "Job status",

  "manageJobs.tab.pending": "All Pending Jobs",
  "manageJobs.tab.approved": "All Approved Jobs",
  "manageJobs.tab.todo": "All Action Required Jobs",
  "manageJobs.tab.closed": "All Closed Jobs",

  "manageJobs.list.empty": "No jobs in this tab match.",

  "manageJobs.view.owner": "Posted by",
  "manageJobs.view.ownerPending":
    "The employer's account is waiting for approval. This job cannot be approved until the account is approved in Manage Accounts.",

  "manageJobs.action.approve": "Approve",
  "manageJobs.action.reject": "Reject",
  "manageJobs.action.edit": "Edit",
  "manageJobs.action.close": "Close job posting",
  "manageJobs.action.reopen": "Reopen",
  "manageJobs.action.delete": "Delete",
  "manageJobs.action.transfer": "Transfer",
  "manageJobs.action.more": "More",
  "manageJobs.action.working": "Working…",

  "manageJobs.reject.title": "Reject this job",
  "manageJobs.reject.intro": "“{title}” goes back to its employer as Action Required, with your message.",
  "manageJobs.reject.message": "Message to the employer",
  "manageJobs.reject.hint": "Say what must change before job seekers can see the job.",
  "manageJobs.reject.submit": "Reject job",

  "manageJobs.delete.title": "Delete this job?",
  "manageJobs.delete.body":
    "“{title}” ({company}) will be deleted for good, and removed from every job seeker's saved jobs.",
  "manageJobs.delete.requests": "It also deletes the requests for help from: {names}.",
  "manageJobs.delete.submit": "Delete job",

  "manageJobs.transfer.title": "Transfer this job",
  "manageJobs.transfer.intro":
    "Choose the employer or admin who will own “{title}”. It leaves the current owner's dashboard.",
  "manageJobs.transfer.to": "New owner",
  "manageJobs.transfer.hint": "Search by name, email or company.",
  "manageJobs.transfer.submit": "Transfer job",

  "manageJobs.close.title": "Close this job posting?",
  "manageJobs.close.body": "“{title}” moves to All Closed Jobs, and job seekers stop seeing it.",
  "manageJobs.close.undoPublish":
    "To undo this, open it under All Closed Jobs and choose Reopen: job seekers see it again straight away.",
  "manageJobs.close.undoReview":
    "To undo this, open it under All Closed Jobs and choose Reopen: it then goes back to staff for review, and job seekers see it again only once it is approved.",
  "manageJobs.close.submit": "Close job posting",

  "manageJobs.dialog.cancel": "Cancel",

  "manageJobs.toast.approved": "Job has been approved!",
  "manageJobs.toast.rejected": "Job has been rejected!",
  "manageJobs.toast.closed": "Job closed. Job seekers no longer see it.",
  "manageJobs.toast.reopened": "Job reopened.",
  "manageJobs.toast.reopenedForReview": "Job reopened and sent to staff for review.",
  "manageJobs.toast.deleted": "Job deleted!",
  "manageJobs.toast.transferred": "Job transferred to {name}.",
  "manageJobs.toast.approveFailed": "Failed to approve job: {reason}",
  "manageJobs.toast.rejectFailed": "Failed to reject job: {reason}",
  "manageJobs.toast.closeFailed": "Failed to close job: {reason}",
  "manageJobs.toast.reopenFailed": "Failed to reopen job: {reason}",
  "manageJobs.toast.deleteFailed": "Job delete failed: {reason}",
  "manageJobs.toast.transferFailed": "Failed to transfer job: {reason}",

  "manageJobs.error.unknownAction": "This action does not exist.",

  "manageJobs.email.reviewSubject": "A job is waiting for review: {title}",
  "manageJobs.email.reviewBody":
    "The job “{title}” was posted or changed by its employer. Job seekers will not see it until staff approve it.",
  "manageJobs.email.reviewAction": "Review the job",
  "manageJobs.email.approvedSubject": "Your job “{title}” is approved",
  "manageJobs.email.approvedBody": "Hello {name}, staff approved “{title}”. Job seekers on {brand} can find it now.",
  "manageJobs.email.rejectedSubject": "Your job “{title}” needs changes",
  "manageJobs.email.rejectedBody":
    "Hello {name}, staff reviewed “{title}” and ask for changes before job seekers can see it. Their message: “{message}”. Edit the job and save it to send it back for review.",
  "manageJobs.email.viewAction": "Open the job",

  "manageJobs.error.jobMissing": "Job {id} does not exist",
  "manageJobs.error.forbidden": "Your account is not allowed to do this.",
  "manageJobs.error.nowApproved":
    "Someone else approved this job after you opened it, so nothing was changed. Check the job as it is now before you try again.",
  "manageJobs.error.nowRejected":
    "Someone else sent this job back to its employer after you opened it, so nothing was changed. Check the job as it is now before you try again.",
  "manageJobs.error.nowClosed":
    "Someone else closed this job after you opened it, so nothing was changed. Check the job as it is now before you try again.",
  "manageJobs.error.nowPending":
    "This job was changed after you opened it and is waiting for review again, so nothing was changed. Check the job as it is now before you try again.",
  "manageJobs.error.editedMeanwhile":
    "Someone else edited this job after you opened it, so nothing was changed. Check the job as it is now before you try again.",
  "manageJobs.error.ownerPending":
    "This job cannot be approved until its employer's account is approved. Approve the account in Manage Accounts first.",
  "manageJobs.error.transferTarget": "Choose an approved employer or admin account other than the job's owner.",
  "manageJobs.requests.title": "Requests for help",
  "manageJobs.requests.none": "No job seeker has asked for this job yet.",
  "manageJobs.requests.count_one": "{count} job seeker asked for this job:",
  "manageJobs.requests.count_other": "{count} job seekers asked for this job:",
  "manageJobs.candidates.title": "Candidates referred by the agency",
  "manageJobs.candidates.none": "The agency has not referred anyone for this job yet.",
  "manageJobs.candidates.note": "Agency's note:",
  "manageJobs.candidates.interview": "Interview: {time}",
  "manageJobs.candidates.throughAgency": "Contact the agency to reach this candidate.",
  "manageJobs.tab.reported": "Reported Jobs",
  "manageJobs.publishRule.atOnce":
    "You are a trusted employer: your new and edited jobs are published at once. The agency may still look at them.",
  "manageJobs.publishRule.reviewed": "Every job is reviewed by the agency before job seekers see it.",
  "manageJobs.publishedUnreviewed": "Published without review (trusted employer).",
  "manageJobs.email.unreviewedSubject": "Published without review: {title}",
  "manageJobs.email.unreviewedBody":
    "A trusted employer published “{title}” on {brand} without review. Job seekers can see it now; you can still look at it, close it or ask for changes.",
  "manageJobs.bulk.title": "Review several jobs",
  "manageJobs.bulk.selectJob": "Select “{title}”",
  "manageJobs.bulk.selectAll": "Select all jobs on this page",
  "manageJobs.bulk.approve": "Approve selected",
  "manageJobs.bulk.rejectOpen": "Reject selected with one message",
  "manageJobs.bulk.message": "Message to the employers",
  "manageJobs.bulk.messageHint": "Every selected job goes back to its employer with this message.",
  "manageJobs.bulk.reject": "Reject selected",
  "manageJobs.bulk.noneSelected": "Select at least one job.",
  "manageJobs.bulk.tooMany": "Select at most one page of jobs at a time.",
  "manageJobs.bulk.badSelection": "The selection names something that is not a job. Reload the page and select again.",
  "manageJobs.bulk.separator": ", ",
  "manageJobs.bulk.approved_one": "{count} job approved.",
  "manageJobs.bulk.approved_other": "{count} jobs approved.",
  "manageJobs.bulk.rejected_one": "{count} job sent back to its employer.",
  "manageJobs.bulk.rejected_other": "{count} jobs sent back to their employers.",
  "manageJobs.bulk.approvedSkipped_one":
    "{count} job approved. Skipped, because they changed meanwhile or cannot be approved yet ({skipped}): {names}",
  "manageJobs.bulk.approvedSkipped_other":
    "{count} jobs approved. Skipped, because they changed meanwhile or cannot be approved yet ({skipped}): {names}",
  "manageJobs.bulk.rejectedSkipped_one":
    "{count} job sent back to its employer. Skipped, because they changed meanwhile ({skipped}): {names}",
  "manageJobs.bulk.rejectedSkipped_other":
    "{count} jobs sent back to their employers. Skipped, because they changed meanwhile ({skipped}): {names}",
  "manageJobs.bulk.dismissTitle": "Dismiss the reports on several jobs",
  "manageJobs.bulk.dismissConfirm":
    "Yes, dismiss every open report on the selected jobs. Hidden ones are shown to job seekers again.",
  "manageJobs.bulk.confirmRequired": "Tick the box to confirm, then dismiss the reports.",
  "manageJobs.bulk.dismiss": "Dismiss reports on selected",
  "manageJobs.bulk.dismissed_one": "Reports dismissed on {count} job.",
  "manageJobs.bulk.dismissed_other": "Reports dismissed on {count} jobs.",
  "manageJobs.bulk.dismissedSkipped_one":
    "Reports dismissed on {count} job. Skipped, because they are gone or have no open reports now ({skipped}): {names}",
  "manageJobs.bulk.dismissedSkipped_other":
    "Reports dismissed on {count} jobs. Skipped, because they are gone or have no open reports now ({skipped}): {names}",
  "manageJobs.reports.title_one": "{count} open report",
  "manageJobs.reports.title_other": "{count} open reports",
  "manageJobs.reports.hidden": "Hidden from job seekers until you decide.",
  "manageJobs.reports.keptVisible":
    "Enough reports to hide this job, but it stays visible because its employer is approved or trusted. Please decide on it.",
  "manageJobs.reports.notCounted":
    "Does not count towards hiding the job: this account has not shown that it belongs to a real person.",
  "manageJobs.reports.by": "{name}, {date}",
  "manageJobs.reports.actHint":
    "Nothing wrong? Dismiss the reports and job seekers see the job again. Closing the job or asking for changes (below) also settles them.",
  "manageJobs.reports.dismiss": "Dismiss the reports",
  "manageJobs.reports.contact": "Email {name}",
  "manageJobs.toast.reportsDismissed_one": "{count} report dismissed.",
  "manageJobs.toast.reportsDismissed_other": "{count} reports dismissed.",
  "manageJobs.toast.dismissFailed": "Failed to dismiss the reports: {reason}",
} as const;
