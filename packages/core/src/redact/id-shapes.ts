/**
 * The exact shapes of the ids and times Entire and this project write: a UTC time as JSON prints it, a 12-hex
 * checkpoint id, a UUID session id. A string that is one of them and nothing more holds no secret: no rule finds one
 * in it (id-shapes.test.ts), so it need not be scanned. A handoff holds hundreds of distinct ones (its sources'
 * session ids, its checkpoints, its times), each a whole scan when redacted as text.
 */
const ID_SHAPE = /^(?:\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?Z|[0-9a-f]{12}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function isIdShape(text: string): boolean {
  return ID_SHAPE.test(text);
}
