// English strings of sign-in, sign-up and the user's own profile: they define the keys the other languages must have.
export const strings = {
  "accounts.linkRequest.send": "Send me a link",
  "accounts.linkRequest.sending": "Sending…",
  "accounts.linkRequest.backToSignIn": "Back to sign in",
  "accounts.linkRequest.wait_one": "We sent an email a moment ago. Please wait {count} second before asking again.",
  "accounts.linkRequest.wait_other": "We sent an email a moment ago. Please wait {count} seconds before asking again.",

  "accounts.forgot.title": "Reset your password",
  "accounts.forgot.intro":
    "Type the email of your account. We will send you a link to choose a new password. If you do not remember which email you used, contact the agency.",

  "accounts.firstPassword.title": "Welcome! Set your password",
  "accounts.firstPassword.intro":
    "Did agency staff create your account? Type the email they registered, and we will send you a link to choose your password.",

  "accounts.confirmSend.title": "Check your email",
  "accounts.confirmSend.sentPassword": "If an account uses {email}, we have sent it a link to set the password.",
  "accounts.confirmSend.sentSignIn": "If an account uses {email}, we have sent it a link to sign in.",
  "accounts.confirmSend.spam": "The email can take a few minutes to arrive. Look in your spam or junk folder too.",
  "accounts.confirmSend.validPassword": "The link works once, for one hour. After that, ask for a new one.",
  "accounts.confirmSend.validSignIn": "The link works once, for 15 minutes. After that, ask for a new one.",
  "accounts.confirmSend.notReceived": "Didn't receive the email?",
  "accounts.confirmSend.sendAgain": "Send again",
  "accounts.confirmSend.resent": "We sent the email again.",

  "accounts.passwordLink.resetTitle": "Choose a new password",
  "accounts.passwordLink.welcomeTitle": "Welcome! Choose your password",
  "accounts.passwordLink.othersSignedOut": "Saving the password signs your account out on every other device.",
  "accounts.passwordLink.invalidBody":
    "This link has expired, was already used, or is not complete. Links to set a password work once, for a limited time. Ask for a new link.",

  "accounts.signIn.phoneLink": "Sign in with your phone number",
  "accounts.signIn.emailLink": "Sign in with a link sent to your email",

  "accounts.signInLink.title": "Sign in with an emailed link",
  "accounts.signInLink.intro":
    "No password needed: type the email of your account and we will send you a link. It signs you in once and works for 15 minutes.",
  "accounts.signInLink.confirmIntro": "Press the button to sign in. The link then stops working.",
  "accounts.signInLink.passwordDropped":
    "You are signed in. For your safety, the password of this account was removed: set a new one under Setting, Change password.",

  "accounts.users.error.deletedMeanwhile":
    "This account no longer exists: it was deleted while this form was open. Nothing was saved.",

  "accounts.profile.menu.label": "Settings",
  "accounts.profile.menu.account": "Account",
  "accounts.profile.menu.edit": "Edit profile",
  "accounts.profile.menu.password": "Change password",
  "accounts.profile.menu.help": "Help",
  "accounts.profile.menu.secondFactor": "Two-step sign-in",
  "accounts.profile.menu.devices": "Signed-in devices",
  "accounts.profile.choose": "Choose what you want to see or change.",
  "accounts.profile.back": "Back to settings",
  "accounts.secondFactor.intro":
    "Add a second step to your sign-in: after your password, a 6-digit code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or Aegis).",
  "accounts.secondFactor.required":
    "Staff accounts need a second step at sign-in. Set up an authenticator app to continue working.",
  "accounts.secondFactor.begin": "Set up an authenticator app",
  "accounts.secondFactor.scan":
    "Scan this QR code with your authenticator app, or type the key below into it. Then enter the code the app shows.",
  "accounts.secondFactor.qrAlt": "QR code for your authenticator app",
  "accounts.secondFactor.secret": "Key to type into the app",
  "accounts.secondFactor.code": "Code from the app",
  "accounts.secondFactor.codeHint": "6 digits, or one of your recovery codes",
  "accounts.secondFactor.confirm": "Confirm",
  "accounts.secondFactor.added": "Two-step sign-in is on. Your next sign-in will ask for a code from the app.",
  "accounts.secondFactor.recoveryTitle": "Your recovery codes",
  "accounts.secondFactor.recoveryIntro":
    "If you lose your phone, each of these codes signs you in once. Write them down or print them and keep them safe: they are shown only now.",
  "accounts.secondFactor.continue": "Continue",
  "accounts.secondFactor.on":
    "Two-step sign-in is on: after your password, you enter a code from your authenticator app. If you lose your phone, use a recovery code or ask an admin to reset it.",
  "accounts.secondFactor.notBegun": "Start again: set up the app first.",
  "accounts.secondFactor.codeRequired": "Enter the code.",
  "accounts.secondFactor.codeWrong": "This code is not right. Check the app and try again.",
  "accounts.secondFactor.codeUsed": "This code was already used. Wait for the next code in the app.",
  "accounts.secondFactor.expired": "Your sign-in took too long. Please sign in again.",
  "accounts.secondFactor.stepTitle": "Enter your sign-in code",
  "accounts.secondFactor.stepIntro": "Open your authenticator app and enter the code it shows for this account.",
  "accounts.secondFactor.demoCode": "Demo mode: the demo admin's authenticator app shows {code} now.",
  "accounts.secondFactor.startOver": "Sign in again",
  "accounts.devices.intro": "Where your account is signed in now.",
  "accounts.devices.name": "{browser} on {system}",
  "accounts.devices.unknown": "Unknown device",
  "accounts.devices.this": "This device",
  "accounts.devices.signedInAt": "Signed in:",
  "accounts.devices.lastSeenAt": "Last used:",
  "accounts.devices.address": "Address:",
  "accounts.devices.signOutOthers": "Sign out all other devices",
  "accounts.devices.signedOutOthers": "All other devices are signed out.",
  "accounts.devices.noOthers": "No other device is signed in.",
  "accounts.profile.address": "Address",
  "accounts.profile.noAddress": "No address",
  "accounts.profile.notGiven": "Not given",
  "accounts.profile.distancesOn": "Your address is on the map: job lists show how far each job is.",
  "accounts.profile.distancesOff": "Add your address to see how far each job is from you.",
  "accounts.profile.companyHint": "If you empty this field, your company name stays as it is.",
  "accounts.profile.addressHint":
    "Optional. If you give an address, fill in all four fields. It is used to show how far each job is from you.",
  "accounts.profile.street": "Street and number",
  "accounts.profile.city": "City",
  "accounts.profile.state": "State",
  "accounts.profile.stateHint": "Two letters, like IL.",
  "accounts.profile.zip": "ZIP code",
  "accounts.profile.addressNotFound": "We could not find this address. Check the city, state and ZIP code.",
  "accounts.profile.save": "Save profile",
  "accounts.profile.updated": "Profile updated",
  "accounts.profile.currentPassword": "Current password",
  "accounts.profile.wrongPassword": "This is not your current password. Nothing was changed.",
  "accounts.profile.tooManyTries": "Too many tries. Please wait 15 minutes, or sign out and use “Forgot password?”.",
  "accounts.profile.noPasswordYet":
    "Your account has no password yet: you signed in with an emailed link. We can email you a link to choose one.",
  "accounts.profile.emailMeLink": "Email me a link to set a password",
  "accounts.profile.linkSent": "We emailed a link to {email}. It works once, for one hour.",
  "accounts.profile.otherDevices": "Saving signs your account out on every other device.",
  "accounts.profile.savePassword": "Save password",
  "accounts.profile.passwordUpdated": "Password updated",

  "accounts.help.howTo": "How to use the site ({role} account)",
  "accounts.help.client.find":
    "Find Jobs lists the jobs staff have approved. Search by job title or company, and use Filters for pay, shift time, distance and more.",
  "accounts.help.client.filter": "Distances need your address: add it under Edit profile.",
  "accounts.help.client.save": "Press the star on a job to save it. Saved Jobs lists the jobs you saved.",
  "accounts.help.client.address":
    "To apply, read “How to apply” in the job: it tells you how agency staff help you apply. You can also ask them directly.",
  "accounts.help.employer.post":
    "Post a Job opens the job form. Give the address, shift times and pay so job seekers can filter for your job.",
  "accounts.help.employer.review":
    "Staff review each job before job seekers can see it. Manage Jobs shows your pending, approved and returned jobs.",
  "accounts.help.employer.manage":
    "A job marked Action Required has a message from staff: change the job and send it again.",
  "accounts.help.employer.pending":
    "While your account waits for approval, you can prepare jobs; staff approve your account and each job.",
  "accounts.help.admin.jobs":
    "Manage Jobs lists pending, approved and returned jobs. Approve a job or return it with a message.",
  "accounts.help.admin.accounts":
    "Manage Accounts lists every account by type. Approve employers, edit details, move jobs to another owner or delete accounts.",
  "accounts.help.admin.create":
    "Create Account makes accounts for clients, employers and staff. Without a password, the person gets an email invitation valid for 7 days.",
  "accounts.help.admin.audit": "Every change you make to accounts and jobs is recorded with your name and the time.",
  "accounts.help.contactTitle": "Contact the agency",
  "accounts.help.contactIntro": "For any question, contact the staff of {agency}.",
  "accounts.help.phone": "Phone",
  "accounts.help.hours": "Office hours",

  "accounts.phoneSignIn.title": "Sign in with your phone number",
  "accounts.phoneSignIn.intro": "We will send a code to your phone by text message. You need no email and no password.",
  "accounts.phoneSignIn.phone": "Phone number",
  "accounts.phoneSignIn.phoneHint":
    "A number from outside the US starts with + and the country code, like +93 70 123 4567.",
  "accounts.phoneSignIn.send": "Text me a code",
  "accounts.phoneSignIn.sending": "Sending…",
  "accounts.phoneSignIn.sent":
    "If {phone} belongs to an account, we have sent it a code by text message. It can take a minute to arrive.",
  "accounts.phoneSignIn.code": "Code from the text message",
  "accounts.phoneSignIn.codeFailed":
    "This code does not work: it may be mistyped, used already or too old. Check it, or ask for a new code.",
  "accounts.phoneSignIn.tooMany": "Too many codes were asked for. Please wait 15 minutes and try again.",
  "accounts.phoneSignIn.sendAgain": "Send a new code",
  "accounts.phoneSignIn.otherNumber": "Use another number",
  "accounts.phoneSignIn.withEmail": "Sign in with your email instead",
  "accounts.signIn.intro": "Find work near you. Sign in with your email and password.",
  "accounts.signIn.email": "Email",
  "accounts.signIn.emailPlaceholder": "you@example.org",
  "accounts.signIn.password": "Password",
  "accounts.signIn.sharedDevice": "This is a shared phone",
  "accounts.signIn.sharedDeviceHint":
    "You will be signed out when you close the browser, and nothing is kept on this phone for offline use.",
  "accounts.signIn.submit": "Sign in",
  "accounts.signIn.submitting": "Signing in…",
  "accounts.signIn.forgot": "Forgot password?",
  "accounts.signIn.firstTime": "First time here? Set your password",
  "accounts.signIn.newAccount": "New here? Create an account",
  "accounts.signIn.invalid": "The email or password is not correct. Check them and try again.",
  "accounts.signIn.tooMany": "Too many sign-in attempts. Please wait a minute and try again.",

  "accounts.signUp.title": "Create an account",
  "accounts.signUp.intro": "Job seekers and employers can register here.",
  "accounts.signUp.phone": "Phone number",
  "accounts.signUp.password": "Password",
  "accounts.signUp.confirmPassword": "Confirm password",
  "accounts.signUp.accountType": "I am",
  "accounts.signUp.typeClient": "Looking for a job",
  "accounts.signUp.typeEmployer": "An employer",
  "accounts.signUp.submit": "Create account",
  "accounts.signUp.submitting": "Creating account…",
  "accounts.signUp.haveAccount": "Already have an account? Sign in",
  "accounts.signUp.checkEmail": "Thank you! We sent a message to your email. Please sign in.",
  "accounts.signUp.tooMany": "Too many sign-ups from here or with this email. Please try again in an hour.",

  "accounts.setPassword.title": "Choose your password",
  "accounts.setPassword.intro": "Type your new password two times.",
  "accounts.setPassword.password": "New password",
  "accounts.setPassword.confirm": "Confirm new password",
  "accounts.setPassword.submit": "Save password",
  "accounts.setPassword.submitting": "Saving…",
  "accounts.setPassword.done": "Your password is saved. Please sign in.",
  "accounts.setPassword.invalidTitle": "This link does not work any more",
  "accounts.setPassword.askNewLink": "Send me a new link",

  "accounts.provider.signIn": "Sign in with {provider}",
  "accounts.provider.staffHint": "For agency staff with a work account.",
  "accounts.provider.cancelled": "You cancelled signing in at {provider}. You can try again, or sign in another way.",
  "accounts.provider.unknownAccount":
    "No account here uses the email {provider} gave us. Agency staff create accounts: ask them, then try again.",
  "accounts.provider.staffOnly":
    "Signing in with {provider} is for agency staff. Sign in here with your password, an emailed link or a texted code instead.",
  "accounts.provider.failed":
    "We could not confirm this sign-in: it was not started here, was already used, or took too long. Please start again.",
  "accounts.provider.unavailable":
    "{provider} cannot be reached right now. Try again later, or sign in with your password or an emailed link.",
  "accounts.provider.title": "Sign in with {provider}",
  "accounts.provider.linked": "Linked: you can sign in with {provider}.",
  "accounts.provider.notLinked": "Not linked. You can link {provider} if it uses the same email as this account.",
  "accounts.provider.link": "Link {provider}",
  "accounts.provider.unlink": "Unlink {provider}",
  "accounts.provider.linkedToast": "{provider} is now linked to your account.",
  "accounts.provider.unlinkedToast": "{provider} is no longer linked. Sign in with your password.",
  "accounts.provider.needsPassword":
    "{provider} is your only way to sign in, so it cannot be unlinked. Set a password first under Change password.",
  "accounts.provider.notLinkedError": "{provider} is not linked to your account. Nothing was changed.",
  "accounts.provider.otherEmail": "{provider} gave a different email from this account's. Nothing was linked.",
  "accounts.provider.linkedElsewhere":
    "This {provider} login is already linked to another account. Nothing was linked.",
} as const;
