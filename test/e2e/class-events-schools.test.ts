/**
 * Class events in OAuth mode (issue 32 §1): many schools on one host, each with its own address, SID
 * and SECRET. Two schools with the same class ids: a message reaches only the school whose address,
 * SID and signature it carries; one school's signed message on the other's address is refused.
 */
import { describe, expect, it } from "vitest";
import { eventsAddress, eventsToken } from "../../src/classes/events/address.js";
import { ADA, ALGEBRA } from "../support/cast.js";
import { push, type Signer, SUCCESS, signed } from "../support/class-events.js";
import { seedSchool } from "../support/school.js";
import { type Harness, harnessPerFile, settled } from "./harness.js";

let h: Harness;
harnessPerFile({ boot: { oauth: true } }, async (booted) => {
  h = booted;
});

const CLASS_ID = 5555;

async function school(teamId: string, signer: Signer): Promise<string> {
  await h.store.workspaces.upsert({ teamId, name: teamId });
  await h.store.workspaces.setConnection(teamId, {
    partnerBaseUrl: "https://partner.example.com",
    sid: signer.sid,
    secret: signer.secret,
  });
  await seedSchool(h.store, teamId);
  await h.store.classes.create(teamId, {
    classId: CLASS_ID,
    courseId: ALGEBRA.courseId,
    name: "Same id",
    beginTime: 1_900_000_000,
    endTime: 1_900_003_600,
    teacherUid: ADA.uid,
    createdBy: "U1",
  });
  return eventsAddress(h.appUrl, await eventsToken(h.app, teamId));
}

describe("class events, two schools on one host", () => {
  it("each message reaches only its own school, whatever the class id", async () => {
    const hill: Signer = { sid: "7001", secret: "hill-secret" };
    const dale: Signer = { sid: "7002", secret: "dale-secret" };
    const hillUrl = await school("T0HILL", hill);
    const daleUrl = await school("T0DALE", dale);
    expect(hillUrl).not.toBe(daleUrl);
    const end = (id: string) => ({ Cmd: "End", ClassID: CLASS_ID, CourseID: 1, _id: id, Data: {} });

    expect(await push(hillUrl, signed(hill, end("hill-end")))).toEqual({ status: 200, text: SUCCESS });
    // Hill's own signed message, sent to Dale's address: the SID is not Dale's.
    const crossed = await push(daleUrl, signed(hill, end("hill-elsewhere")));
    expect(crossed.status).toBe(403);
    expect(crossed.text).not.toBe(SUCCESS);
    // Hill's SID on Dale's address signed with Dale's SECRET: still not Dale's SID.
    expect((await push(daleUrl, signed({ sid: hill.sid, secret: dale.secret }, end("mixed")))).status).toBe(
      403,
    );
    expect(await push(daleUrl, signed(dale, { Cmd: "Test", Msg: "Register test." }))).toEqual({
      status: 200,
      text: SUCCESS,
    });
    await settled(h);

    const since = 0;
    const hillStatus = await h.store.classEvents.status("T0HILL", since);
    const daleStatus = await h.store.classEvents.status("T0DALE", since);
    expect(hillStatus.counts).toEqual({ End: 1 });
    expect(hillStatus.testedAt).toBeNull();
    expect(daleStatus.counts).toEqual({ Test: 1 });
    expect(daleStatus.testedAt).not.toBeNull();
  });
});
