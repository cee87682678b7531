/**
 * Who is in one class's room, device by device, as the service records it for `End`'s `Data`
 * (partner-events.md, "`End`, the attendance summary"): the first device's In/Out details, second
 * devices as `Deputies`, seconds in the room, hands raised and awards per UID.
 */

interface Detail {
  readonly Type: "In" | "Out";
  readonly Time: number;
  readonly Device?: number;
}

interface DeviceLog {
  readonly details: Detail[];
  total: number;
  /** When the device came in, while it is in the room. */
  inSince: number | undefined;
}

interface Person {
  readonly identity: number;
  readonly devices: Map<number, DeviceLog>;
  handsUp: number;
  awards: number;
}

export class Room {
  private readonly people = new Map<string, Person>();

  /** False when that device is already in (the service would not log a second In). */
  enter(uid: string, identity: number, clientId: number, device: number, at: number): boolean {
    let person = this.people.get(uid);
    if (!person) {
      person = { identity, devices: new Map(), handsUp: 0, awards: 0 };
      this.people.set(uid, person);
    }
    let log = person.devices.get(clientId);
    if (!log) {
      log = { details: [], total: 0, inSince: undefined };
      person.devices.set(clientId, log);
    }
    if (log.inSince !== undefined) return false;
    log.inSince = at;
    log.details.push({ Type: "In", Time: at, Device: device });
    return true;
  }

  /** False when that device is not in the room. */
  leave(uid: string, clientId: number, at: number): boolean {
    const log = this.people.get(uid)?.devices.get(clientId);
    if (log?.inSince === undefined) return false;
    log.total += Math.max(0, at - log.inSince);
    log.inSince = undefined;
    log.details.push({ Type: "Out", Time: at });
    return true;
  }

  identityOf(uid: string): number | undefined {
    return this.people.get(uid)?.identity;
  }

  /** Devices still in the room, as [uid, clientId]. */
  inside(): [string, number][] {
    const out: [string, number][] = [];
    for (const [uid, p] of this.people) {
      for (const [clientId, log] of p.devices) if (log.inSince !== undefined) out.push([uid, clientId]);
    }
    return out;
  }

  handUp(uid: string): void {
    const p = this.people.get(uid);
    if (p) p.handsUp++;
  }

  award(uid: string, times: number): void {
    const p = this.people.get(uid);
    if (p) p.awards += times;
  }

  get anyoneEntered(): boolean {
    return this.people.size > 0;
  }

  /** `End`'s `Data`: only people who entered are listed. */
  endData(): Record<string, unknown> {
    const inoutEnd: Record<string, unknown> = {};
    const handsupEnd: Record<string, unknown> = {};
    const awardEnd: Record<string, unknown> = {};
    for (const [uid, p] of this.people) {
      const first = p.devices.get(0);
      const deputies = [...p.devices]
        .filter(([clientId]) => clientId !== 0)
        .map(([clientId, log]) => ({ ClientID: clientId, Total: log.total, Details: log.details }));
      inoutEnd[uid] = {
        Identity: p.identity,
        Total: first?.total ?? 0,
        Details: first?.details ?? [],
        ...(deputies.length > 0 ? { Deputies: deputies } : {}),
      };
      // The vendor's languages disagree on which of CTime/Total is the count: both carry it here.
      if (p.handsUp > 0) handsupEnd[uid] = { CTime: p.handsUp, Total: p.handsUp };
      if (p.awards > 0) awardEnd[uid] = { Total: p.awards };
    }
    return { inoutEnd, handsupEnd, awardEnd };
  }
}
