/** The school admin's people import: the paste/upload page, the report, and the dropped-file DM. */
export const adminImport = {
  title: "Import people",
  draftFile_one:
    "{{file}}: {{count}} line ready. Press Import all to import it, or paste more people below first.",
  draftFile_other:
    "{{file}}: {{count}} lines ready. Press Import all to import them, or paste more people below first.",
  /** "Part 2 kept: …"; `{{parts}}` is `parts` below. */
  draftPart_one:
    "Part {{part}} kept: {{count}} line so far in {{parts}}. Paste the next part, or press Import all to import it at once.",
  draftPart_other:
    "Part {{part}} kept: {{count}} lines so far in {{parts}}. Paste the next part, or press Import all to import all {{count}} at once.",
  parts_one: "{{count}} part",
  parts_other: "{{count}} parts",
  help: "Paste the school's own list, or upload it as a file: one person a line, under a header row that names the columns, in any order and in English or Chinese. It needs *name*, *role* (admin, teacher or student) and who the person is in Slack: a *slack* column (a member ID, a mention or their e-mail address in Slack) or, without one, an *email* column with the address they use in Slack. *uid*, *account* and *phone* are read when they are there. People already in the directory are updated. Example:",
  /** One sentence each: what a UID and an account are, and where they come from. */
  uidExplained:
    "*UID*: the number {{service}} gives each person's account, shown in the {{service}} school console under members; teachers and students need one.",
  accountExplained:
    "*Account*: the person's {{service}} login, a phone number or an e-mail address; a student without one in the list gets the line's e-mail or phone.",
  noHeader: "A list without a header row is read as `slack_user,uid,name,account,role`.",
  csv: {
    label: "People (CSV)",
    /** A header row as the admin's sheet might have it. */
    placeholder: "name,email,role,uid",
    hint: "Copied from a spreadsheet, with its header row. The box holds {{max}} characters (about 50 people): upload a longer list as a file below.",
  },
  file: {
    label: "Or upload a CSV file",
    hint: "A whole school at once (up to 2,000 people): the spreadsheet saved as CSV (.csv or .txt), with its header row.",
  },
  more: {
    label: "A longer list",
    hint: "A list too long for the box goes in parts: tick More to paste and press the button; the part is kept and the box asks for the next. Nothing is imported until the last part.",
    option: "More to paste",
  },
  gone: "That list is no longer kept (it was imported, or a day has passed). Drop the file into this DM again, or paste the list below.",
  theFile: "The file",
  errors: {
    both: "Paste a list or upload a file, not both.",
    fileUnavailable: "Slack could not hand over the file just now; upload it again.",
    empty: "Paste the list of people, or upload it as a file below.",
    nextPart: "Paste the next part here, or untick More to paste to import the parts kept so far.",
  },
  dm: {
    refused: "I read *{{file}}* but cannot import it: {{why}} Fix the file and drop it here again.",
    ready_one: "I read *{{file}}*: {{count}} person ready to import.",
    ready_other: "I read *{{file}}*: {{count}} people ready to import.",
    readySemicolons_one: "I read *{{file}}*: {{count}} person ready to import (a semicolon-separated list).",
    readySemicolons_other:
      "I read *{{file}}*: {{count}} people ready to import (a semicolon-separated list).",
    withoutUid_one:
      "{{count}} of them is a teacher or student without a UID: they are left out as needing one, unless the directory already has it.",
    withoutUid_other:
      "{{count}} of them are teachers or students without a UID: they are left out as needing one, unless the directory already has it.",
    problems_one: "{{count}} line needs fixing and will be left out:",
    problems_other: "{{count}} lines need fixing and will be left out:",
    moreProblems_one: "…and {{count}} more line; the report lists them all.",
    moreProblems_other: "…and {{count}} more lines; the report lists them all.",
    checkOnImport:
      "Each member is checked with Slack when you import. Nothing is imported until you press the button.",
    nobody: "There is nobody to import: fix the file and drop it here again.",
    button_one: "Import {{count}} person",
    button_other: "Import {{count}} people",
    notAdmin:
      "I only read files to import people, and only the school's admins can do that. If this is a list of people, send it to an admin.",
    unreadable: "I could not read *{{file}}*: {{why}}.",
    csvOnly: "I import people from a .csv or .txt file only",
    notHanded: "Slack could not hand over the file just now; drop it here again",
    line: "Line {{line}}: {{problem}}",
    namedLine: "{{name}} (line {{line}}): {{problem}}",
  },
  /** The list (pasted, or in a file) refused as a whole: nothing is imported. */
  refusal: {
    empty: "The list is empty; there is nobody in it to import.",
    tooMany_one:
      "The list has {{count}} line; at most {{max}} can be imported at once. Nothing was imported: split the list and import it in parts.",
    tooMany_other:
      "The list has {{count}} lines; at most {{max}} can be imported at once. Nothing was imported: split the list and import it in parts.",
    /** `{{columns}}` is a list of the columns missing ("name and role"); `{{found}}` the header's own. */
    header_one:
      "The header row has no {{columns}} column; it has {{found}}. Add that column, or give yours that name.",
    header_other:
      "The header row has no {{columns}} columns; it has {{found}}. Add those columns, or give yours those names.",
    noColumns: "no column names",
    /** A required column, as named in the refusal. */
    column: {
      slack: "slack (or email)",
      name: "name",
      role: "role",
    },
  },
  /** A line's verdict the importer adds to the parser's and Slack's. */
  verdict: {
    needsUid: {
      teacher:
        "{{name}}: needs a UID, so not imported; teachers need the number {{service}} gives their account, shown in the {{service}} school console under members: put it in a uid column and import this line again, or tick the agreement to have {{service}} make the account",
      student:
        "{{name}}: needs a UID, so not imported; students need the number {{service}} gives their account, shown in the {{service}} school console under members: put it in a uid column and import this line again, or tick the agreement to have {{service}} make the account",
    },
    /** A line without a UID whose person agreed: their account is being made (the registration job). */
    registering: "{{name}}: getting a {{service}} account, since they agreed; added when {{service}} answers",
    otherOrg:
      "{{name}}: belongs to another organisation (a Slack Connect member, or another workspace's member), so not imported; only the school's own Slack members can be",
  },
  /** A line's problems with the columns of the school's sheet. */
  line: {
    emailEmpty: "The e-mail address is empty; give the address the person uses in Slack.",
    emailInvalid: 'The e-mail address "{{text}}" is not an e-mail address.',
    phoneInvalid: 'The phone number "{{text}}" is not a phone number (digits, with + for a country code).',
  },
  /** The import form again, with the lines that were not imported in the box. */
  retry: {
    notice_one:
      "The line that was not imported is in the box below, as you pasted it: fix it (its reason is listed below) and import it again.",
    notice_other:
      "The {{count}} lines that were not imported are in the box below, as you pasted them: fix them (their reasons are listed below) and import them again.",
    kept_one:
      "The box holds {{shown}} of them; {{count}} more line did not fit and is kept: it is imported with the box when you press Import all, and comes back here if it fails again.",
    kept_other:
      "The box holds {{shown}} of them; {{count}} more lines did not fit and are kept: they are imported with the box when you press Import all, and come back here if they fail again.",
    moreReasons_one: "…and {{count}} more line.",
    moreReasons_other: "…and {{count}} more lines.",
    gone: "The lines that were not imported are no longer kept (a day has passed); paste them again from your list.",
  },
  /** Why an uploaded file could not be read (shown after "I could not read the file:" or on the field). */
  upload: {
    noAddress: "Slack did not say where the file is; upload it again",
    tooLarge: "The file is larger than {{megabytes}} MB; a people list is far smaller — check the file",
    download: "The file could not be downloaded from Slack (HTTP {{status}})",
    notUtf8: "The file is not UTF-8 text; save it as CSV (UTF-8) and upload it again",
    noPermission:
      "Reading files needs the permission to read files, which this workspace has not granted the app; a workspace admin can grant it by installing the app again (Add to Slack) and allowing it — until then, paste the list instead",
    /** One of the above as the file field's error: a sentence. */
    onField: "{{problem}}.",
  },
  /**
   * A permission the workspace declined when it installed the app (an optional scope): one sentence
   * each, naming how an admin grants it; the rest of the form works.
   */
  scopes: {
    email:
      "Looking people up by e-mail address needs the permission to read members' e-mail addresses, which this workspace has not granted the app: a workspace admin can grant it by installing the app again (Add to Slack) and allowing it; until then, name people by their Slack member ID.",
    files:
      "Reading an uploaded file needs the permission to read files, which this workspace has not granted the app: a workspace admin can grant it by installing the app again (Add to Slack) and allowing it; until then, paste the list into the box.",
    emailLine:
      "{{name}}: Slack refused to look this e-mail address up, as this workspace has not granted the app the permission to read e-mail addresses (an admin can grant it by installing the app again); name the member by their Slack member ID instead",
  },
  import: "Import",
  importAll: "Import all",
  report: {
    title: "Import report",
    checking_one: ":hourglass_flowing_sand: Checking {{count}} line with Slack, then importing…",
    checking_other: ":hourglass_flowing_sand: Checking {{count}} lines with Slack, then importing…",
    reading: ":hourglass_flowing_sand: Reading the list…",
    line: "line {{line}}",
    /** A line's verdict, then where it was: "❌ Ann Lee: … (line 4)". */
    entry: "{{mark}} {{message}} ({{where}})",
    /** A refused line's problems after the name it gives. */
    named: "{{name}}: {{message}}",
    imported_one: "*Imported {{count}} person.*",
    imported_other: "*Imported {{count}} people.*",
    /** `{{imported}}` is `people` below. */
    needFixing_one: "*Imported {{imported}}; {{count}} line needs fixing.* Fix it and import it again.",
    needFixing_other: "*Imported {{imported}}; {{count}} lines need fixing.* Fix them and import them again.",
    people_one: "{{count}} person",
    people_other: "{{count}} people",
    semicolons: "Read as a semicolon-separated list (values split at `;`).",
    place: "part {{part}}, line {{line}}",
    tooLong: "The report is too long to show in full; the lines above come first.",
    importMore: "Import more",
    fixAgain: "Fix and import again",
    /** The teachers and students left out for want of a UID. */
    needsUid_one:
      "{{count}} person needs a UID: find it in the {{service}} school console under members and add it in a uid column, or tick the agreement below the list to have {{service}} make the account; then import the line again.",
    needsUid_other:
      "{{count}} people need a UID: find each in the {{service}} school console under members and add them in a uid column, or tick the agreement below the list to have {{service}} make their accounts; then import their lines again.",
    /** Teachers and students without a UID who agreed: the registration job makes their accounts. */
    registering_one:
      "Getting a {{service}} account for {{count}} person who agreed: they are added to the directory as {{service}} answers, and the report comes in a DM.",
    registering_other:
      "Getting {{service}} accounts for {{count}} people who agreed: each is added to the directory as {{service}} answers, and the report comes in a DM.",
    peopleButton: "People",
  },
} as const;
