/**
 * People's {{service}} accounts made by the app (`register`), with the admin's confirmation that they
 * agreed: the consent tick, the "Add a channel's members" page and the per-person report.
 */
export const registration = {
  consent: {
    label: "Their agreement",
    option: "They agreed to have a {{service}} account made with their phone or e-mail",
    hint: "{{service}} may suspend the school's right to register people who did not agree. Without this tick, nobody is registered and each person needs a UID from the {{service}} school console.",
  },
  form: {
    needsUid:
      "Needs a UID: find it in the {{service}} school console (its people list), or leave it empty and tick the agreement below to have {{service}} make the account.",
    registering: "Getting a {{service}} account for {{name}}…",
    account:
      "To make the account, enter a phone number (with its country code, such as +1 415 555 0100; a mainland China number without) or an e-mail address, or leave it empty to use their Slack e-mail.",
  },
  channel: {
    title: "Add a channel's members",
    open: "Add a channel's members",
    intro:
      "Everyone in the channel is added to the directory with a {{service}} account made (or found) from their Slack e-mail. Bots, deactivated people and people of another organisation are left out; people already in the directory keep their UID and role.",
    pick: "Channel",
    pickHint: "A public channel, or a private one the app is in.",
    pickAgain: "Pick a channel from the list.",
    role: "Add them as",
    roles: {
      student: "Students",
      teacher: "Teachers",
    },
    roleMissing: "Choose students or teachers.",
    submit: "Add",
    reading: "Reading the channel's members…",
    working: "Reading the channel's members and getting their {{service}} accounts…",
    unread: "Slack did not let the app read the members of {{channel}}: {{reason}}",
    unreadReasons: {
      notFound:
        "the channel was not found, or it is private and the app is not in it. Invite the app, then try again.",
      notIn: "the app is not in it. Invite the app, then try again.",
      other: "Slack did not answer. Try again in a minute.",
      noPermission:
        "reading a channel's members needs the permission to view channels, which this workspace has not granted the app; a workspace admin can grant it by installing the app again (Add to Slack) and allowing it.",
    },
  },
  report: {
    title: "Accounts",
    heading: "{{service}} accounts for {{count}} people",
    onePerson: "{{service}} account for {{name}}",
    made: "*New {{service}} accounts ({{count}}):* {{names}}",
    existing: "*Existing {{service}} accounts used ({{count}}):* {{names}}",
    hadUid: "*Already had a UID, kept as they were ({{count}}):* {{names}}",
    needsUid:
      "*Need a UID ({{count}}):* {{names}}\nFind each UID in the {{service}} school console (its people list) and enter it on their Add person form, or tick the agreement to have {{service}} make the accounts.",
    attention: "*Need your attention ({{count}}):*",
    line: "• {{name}}: {{reason}}",
    more: "…and more: the DM lists everyone.",
    moreDm: "…and more than one message holds: the People page lists everyone.",
    password:
      "New accounts got an initial password that nobody is shown and the app does not keep: each person sets their own with “Forgot password” in {{service}}, using their phone or e-mail.",
    nobody: "Nobody to add: the channel has no one the app can register.",
    role: "Only admins register people. Your role changed, so nobody was registered.",
  },
  reasons: {
    noAccount:
      "no phone or e-mail to register with: add one to their Slack profile or the Account field, or enter their UID from the {{service}} school console",
    phoneCountry:
      "the phone number needs its country code (such as +1 or +44); only mainland China numbers go without it",
    phone: "the phone number is not one {{service}} accepts",
    email: "the e-mail address is not one {{service}} accepts",
    teacherLimit:
      "the school has reached its limit of active teachers at {{service}}; free a place in the {{service}} school console, then add them again",
    refused: "{{service}} did not register them: {{reason}}",
    uidTaken:
      "{{service}} answered UID {{uid}}, which belongs to {{owner}} in the directory; nothing was changed",
    uidTakenOther:
      "{{service}} answered UID {{uid}}, which belongs to someone else in the directory; nothing was changed",
    notSaved: "registered (UID {{uid}}), but the directory changed meanwhile; add them again",
    notConnected: "the school is not connected to {{service}} yet (the Connection page)",
    unconfirmed: "{{service}} did not confirm the registration; add them again in a minute",
    partialStudent:
      "registered (UID {{uid}}), but {{service}} could not add them as a student of the school: add them in the {{service}} school console",
    partialTeacher:
      "registered (UID {{uid}}), but {{service}} could not add them as a teacher of the school: add them in the {{service}} school console",
    partialPicture: "registered (UID {{uid}}); {{service}} reported a problem with their profile picture",
    roleKept: "already in the directory as {{role}} with a UID; kept so (not changed to {{asked}})",
    bot: "a bot, not a person",
    deactivated: "deactivated in Slack",
    otherOrganisation: "a member of another organisation (Slack Connect): add them in their own school",
    slackUnread: "Slack did not say who they are; try again later",
  },
} as const;
