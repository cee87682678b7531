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
  help: "One person per line: `slack_user,uid,name,account,role`. The header line is optional; put a value that contains a comma in double quotes. A list saved with semicolons (`;`) is read as such. slack_user is a member ID, a mention or the member's e-mail address in Slack; each is checked with Slack. Role is admin, teacher or student. Teachers and students need a uid; an admin who does not teach may leave it empty. People already in the directory are updated. Example:",
  csv: {
    label: "People (CSV)",
    hint: "slack_user: a member ID (Profile → ⋯ → Copy member ID), a mention or an e-mail address. The box holds {{max}} characters (about 50 people): upload a longer list as a file below.",
  },
  file: {
    label: "Or upload a CSV file",
    hint: "A whole school at once (up to 2,000 people): a .csv or .txt file with the same columns.",
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
  },
  /** The list (pasted, or in a file) refused as a whole: nothing is imported. */
  refusal: {
    empty: "The list is empty; there is nobody in it to import.",
    tooMany_one:
      "The list has {{count}} line; at most {{max}} can be imported at once. Nothing was imported: split the list and import it in parts.",
    tooMany_other:
      "The list has {{count}} lines; at most {{max}} can be imported at once. Nothing was imported: split the list and import it in parts.",
    /** `{{columns}}` is a list of column names ("account and role"). */
    header_one: "The header line lacks the column {{columns}}.",
    header_other: "The header line lacks the columns {{columns}}.",
  },
  /** Why an uploaded file could not be read (shown after "I could not read the file:" or on the field). */
  upload: {
    noAddress: "Slack did not say where the file is; upload it again",
    tooLarge: "The file is larger than {{megabytes}} MB; a people list is far smaller — check the file",
    download: "The file could not be downloaded from Slack (HTTP {{status}})",
    notUtf8: "The file is not UTF-8 text; save it as CSV (UTF-8) and upload it again",
    /** One of the above as the file field's error: a sentence. */
    onField: "{{problem}}.",
  },
  import: "Import",
  importAll: "Import all",
  report: {
    title: "Import report",
    checking_one: ":hourglass_flowing_sand: Checking {{count}} line with Slack, then importing…",
    checking_other: ":hourglass_flowing_sand: Checking {{count}} lines with Slack, then importing…",
    reading: ":hourglass_flowing_sand: Reading the list…",
    line: "Line {{line}}",
    entry: "{{mark}} {{where}}: {{message}}",
    imported_one: "*Imported {{count}} person.*",
    imported_other: "*Imported {{count}} people.*",
    /** `{{imported}}` is `people` below. */
    needFixing_one: "*Imported {{imported}}; {{count}} line needs fixing.* Fix it and import it again.",
    needFixing_other: "*Imported {{imported}}; {{count}} lines need fixing.* Fix them and import them again.",
    people_one: "{{count}} person",
    people_other: "{{count}} people",
    semicolons: "Read as a semicolon-separated list (values split at `;`).",
    place: "Part {{part}}, line {{line}}",
    tooLong: "The report is too long to show in full; the lines above come first.",
    importMore: "Import more",
    peopleButton: "People",
  },
} as const;
