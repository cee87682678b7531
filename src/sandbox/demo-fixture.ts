/**
 * The built-in demo school: what `classroom sandbox` and `classroom start` serve when no fixture or
 * partner account is given, so the app can be tried end to end without a school account.
 */
import type { FixtureInput } from "./fixture.js";

export const DEMO_SID = "1000001";
/** Not a secret: it only opens the local demo sandbox and is printed on start. */
export const DEMO_SECRET = "demo-secret-0123456789";

const students: [uid: string, name: string][] = [
  ["S-1001", "Ben Carter"],
  ["S-1002", "Chloé Dubois"],
  ["S-1003", "张伟"],
  ["S-1004", "王芳"],
  ["S-1005", "José Álvarez"],
  ["S-1006", "Aiko Tanaka"],
  ["S-1007", "Mateo García"],
  ["S-1008", "Zoë Müller"],
  ["S-1009", "Nguyễn Văn An"],
  ["S-1010", "Fatima Zahra"],
  ["S-1011", "Olivia Smith"],
  ["S-1012", "Liam O'Connor"],
  ["S-1013", "李雷"],
  ["S-1014", "Priya Sharma"],
  ["S-1015", "Émile Laurent"],
  ["S-1016", "Ingrid Bjørnsen"],
  ["S-1017", "Kwame Mensah"],
  ["S-1018", "Sofia Rossi"],
  ["S-1019", "Jakub Nowak"],
  ["S-1020", "Hana Kovač"],
];

export const demoFixture: FixtureInput = {
  schools: [
    {
      sid: DEMO_SID,
      secret: DEMO_SECRET,
      maxSeatNum: 12,
      rootFolderId: "100",
      folders: [
        { id: "101", name: "Algebra", parentId: "100" },
        { id: "102", name: "Physics", parentId: "100" },
        { id: "103", name: "Literature", parentId: "100" },
        { id: "104", name: "Week 1", parentId: "101" },
        { id: "105", name: "Recordings", parentId: "100", system: true },
      ],
      files: [
        { id: "9001", name: "Syllabus 2026.pdf", size: "182KB", folderId: "100" },
        { id: "9002", name: "Linear equations.pptx", size: "2.4MB", folderId: "101" },
        { id: "9003", name: "Worksheet 1.pdf", size: "96KB", folderId: "104" },
        { id: "9004", name: "Newton's laws.pdf", size: "1.1MB", folderId: "102" },
        { id: "9005", name: "Reading list.docx", size: "34KB", folderId: "103" },
        { id: "9006", name: "红楼梦 excerpt.pdf", size: "412KB", folderId: "103" },
      ],
      courses: [
        { courseId: 5001, name: "Algebra I", folderId: "101", headTeacherUid: "T-ADA", auditors: ["A-2001"] },
        { courseId: 5002, name: "Physics", folderId: "102", headTeacherUid: "T-MARIE" },
        { courseId: 5003, name: "English Literature", folderId: "103", headTeacherUid: "T-LI" },
        { courseId: 5004, name: "Chemistry 2024", state: "expired" },
        { courseId: 5005, name: "Open Day", type: "open" },
      ],
      teachers: [
        { uid: "T-ADA", name: "Ada Lovelace" },
        { uid: "T-ALAN", name: "Alan Turing" },
        { uid: "T-MARIE", name: "Marie Curie" },
        { uid: "T-LI", name: "李娜" },
        { uid: "T-WANG", name: "王芳" },
        { uid: "T-RENE", name: "René Descartes", state: "suspended" },
        { uid: "T-EMMY", name: "Emmy Noether", state: "disabled" },
      ],
      students: [
        ...students.map(([uid, name], i) => ({
          uid,
          name,
          account: `137000010${String(i + 1).padStart(2, "0")}`,
        })),
        { uid: "A-2001", name: "Grace Hopper", account: "13700002001" },
      ],
      labels: [301, 302, 303, 304],
    },
  ],
};
