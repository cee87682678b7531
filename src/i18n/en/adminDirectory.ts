/** The school admin's directory pages: courses, people and labels, their lists and forms. */
export const adminDirectory = {
  courses: {
    title: "Courses",
    empty:
      "No courses yet. Make a new course at {{service}} with *New course*, or register one the school already has there by its ID.",
    intro_one: "{{count}} course registered. Teachers can schedule only in courses that allow them.",
    intro_other: "{{count}} courses registered. Teachers can schedule only in courses that allow them.",
    create: "New course",
    add: "Register an existing course by ID",
    removeTitle: "Remove this course?",
    gone: "That course is no longer registered.",
    noTeacher: "open to every teacher",
    teachersMore: "{{names}} and {{more}} more",
    noFolder: "no default folder",
    folder: "folder {{folder}}",
    details: "*{{name}}* · course {{id}}\nDefault: {{folder}} · Teachers: {{teachers}}",
    problem: "⚠️ {{service}} refuses this course: {{reason}} (seen {{when}} when {{during}}).",
    /** Why the service refuses a course, and what the call that showed it was doing. */
    refusal: {
      unknown: "{{service}} does not know this course ID",
      deleted: "it was deleted at {{service}}",
      expired: "it has expired at {{service}}, so it takes no new classes or seat changes",
      openClass: "it is an open-class course, whose classes {{service}} does not let the app manage",
      other: "{{service}} refuses it",
    },
    during: {
      scheduleClass: "scheduling a class",
      scheduleSeries: "scheduling a series",
      addStudents: "adding students",
      removeStudents: "removing students",
      seats: "changing seats",
      recording: "changing recording",
      labels: "setting labels",
      ratings: "rating students",
      other: "asking {{service}}",
    },
    removeWarning:
      "{{name}} (course {{id}}) will no longer be offered for scheduling. Classes already scheduled stay as they are.",
  },
  courseForm: {
    added: "Added the course {{name}}.",
    saved: "Saved the course {{name}}.",
    created: "Created the course {{name}} at {{service}} (course {{id}}).",
    add: "Register a course",
    create: "New course",
    createSubmit: "Create",
    creating: "Creating the course {{name}} at {{service}}…",
    createIntro:
      "The course is made at {{service}} from its name: no course ID to look up. Pressing *Create* again never makes a second one.",
    edit: "Edit course",
    idHint: "The course's ID at {{service}} (a whole number), for a course the school already has there.",
    name: "Name",
    nameHint: "1 to {{max}} characters, as teachers and students will see it.",
    teachers: {
      label: "Allowed teachers",
      hint: "Only these teachers can schedule classes in this course. Left empty, every teacher of the school can.",
      notTeachers_one:
        "{{names}} is not a teacher in the directory; add them as a teacher first, or leave them out.",
      notTeachers_other:
        "{{names}} are not teachers in the directory; add them as teachers first, or leave them out.",
      someone_one: "a person you picked",
      someone_other: "{{count}} people you picked",
      /** Joins names: "Ann, Ben and Chloé". */
      separator: ", ",
      two: "{{first}} and {{last}}",
    },
    folder: {
      label: "Default folder",
      hint: "The cloud folder new classes of this course use (see /class files).",
      none: "No default folder",
      deeper: "The folder set now (not at the top level)",
      idLabel: "Default folder ID",
      idHint: "The cloud folder new classes use (see /class files). Leave empty for none.",
    },
    /** Why {{service}} did not make the course, on its field or above the form. */
    failed: {
      banner: ":x: The course was not created. {{reason}}",
      noFolder: "{{service}} has no such folder for this school; pick another, or none.",
      madeAndDeleted:
        "The course this form made was deleted at {{service}} since. Open *New course* again to make another.",
      notConnected: "The school is not connected to {{service}} yet: set the connection up first.",
      notAdmin: "Only a school admin can create courses.",
      unconfirmed:
        "{{service}} did not confirm the course. Look at the course list in a minute before trying again: a second try with this form never makes two.",
    },
  },
  /** The DMs about a course: to every admin when {{service}} refuses it, to a teacher allowed into it. */
  courseNotices: {
    refused: {
      text: "{{service}} refuses the course {{name}}",
      body: ":warning: *{{service}} refuses the course {{name}}* (course {{id}}): {{reason}}. It was seen {{when}} when {{during}}. Teachers who use it are told that you know.",
      next: "Fix it at {{service}}, or give the course's teachers another course on the Courses page.",
      button: "Open Courses",
    },
    allowed: {
      text: "You can now schedule classes in {{name}}",
      body: ":white_check_mark: You can now schedule classes in the course *{{name}}*.",
      by: "{{admin}} allowed you.",
      how: "Type `/class schedule` and pick the course.",
    },
  },
  roles: {
    admin: "Admin",
    teacher: "Teacher",
    student: "Student",
    none: "No role",
  },
  people: {
    title: "People",
    empty: "The directory is empty. Add people one by one or import a list.",
    intro_one: "{{count}} person in the directory.",
    intro_other: "{{count}} people in the directory.",
    add: "Add person",
    importCsv: "Import CSV",
    removeTitle: "Remove this person?",
    gone: "That person is no longer in the directory.",
    find: "*Find a person* by name, account or UID",
    findPlaceholder: "Name, account or UID",
    details: "{{person}} · *{{name}}* · {{role}}\nUID {{uid}} · account {{account}}",
    removeWarning:
      "{{name}} will lose access to the school's classes in Slack. Their partner account is not deleted.",
    optionUid: "UID {{uid}}",
    optionAccount: "account {{account}}",
  },
  personForm: {
    added: "Added {{name}}.",
    saved: "Saved {{name}}.",
    add: "Add person",
    edit: "Edit person",
    slackUser: "Slack user",
    uid: {
      label: "Partner UID",
      hint: "The UID the partner returned when this person was registered. An admin who does not teach may leave it empty.",
    },
    name: {
      label: "Name",
      hint: "Shown to teachers and in live classes.",
    },
    account: {
      label: "Account",
      hint: "The partner login, usually a phone number. No spaces. Students need one (it is their login in the live link); teachers and admins may leave it empty.",
    },
    role: "Role",
    roleDescriptions: {
      admin: "Manages the school connection, courses and people",
      teacher: "Schedules and runs classes of the courses they are allowed to teach",
      student: "Gets class invitations and personal live links",
    },
  },
  labelForm: {
    add: "Add label",
    rename: "Rename label",
    onClasses: "The label on {{classes}}",
    ofService: "A label of {{service}}",
    known: {
      label: "A label this school has used",
      hint: "Labels removed from the list, or on classes, that teachers cannot pick now.",
    },
    idHintPicking:
      "Only for a label not in the list above: its ID (a whole number) from your {{service}} school console.",
    idHint: "The label's ID at {{service}} (a whole number), from your {{service}} school console.",
    newId: "Or a new label's ID",
    name: "Name",
    nameHintPicking:
      "What teachers see when they pick labels. Leave it empty to keep the name of the label picked above.",
    nameHint: "What teachers see when they pick labels.",
    added: "Added the label {{name}}.",
    renamed: "Renamed the label to {{name}}.",
    errors: {
      both: "Pick a label above or enter a new label's ID, not both.",
      pickAgain: "That label is in the list already, or no longer known; pick again.",
      pickOrId:
        "Pick a label this school has used, or enter a new label's ID from your {{service}} school console.",
      id: "Enter the label ID, a whole number such as 301.",
      name: "Enter a name teachers will recognise.",
      nameLength: "Use at most {{max}} characters.",
    },
  },
  labels: {
    title: "Labels",
    empty:
      "No labels yet. {{service}} cannot list its labels, so add each one here with its label ID from your {{service}} school console.",
    intro_one: "{{count}} label teachers can put on classes.",
    intro_other: "{{count}} labels teachers can put on classes.",
    add: "Add label",
    removeTitle: "Remove this label?",
    gone: "That label is no longer in the list.",
    details: "*{{name}}* · label {{id}}",
    removeWarning:
      "{{name}} (label {{id}}) will no longer be offered to teachers. Classes that have it keep it.",
  },
} as const;
