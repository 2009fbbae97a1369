/**
 * Lighthouse's trace on thread time, for the benchmark (scripts/bench/measure.ts).
 *
 * Lighthouse's simulated phone (Lantern) takes the length of each main-thread task from the trace's wall clock and
 * multiplies it by 4. On this two-core machine, the page's main thread shares the cores with Chromium's other
 * processes and threads (browser, compositor, raster, network) and with Lighthouse itself, and it waits for a core
 * for more than half of a page load: a task's wall-clock length is typically 2 to 3 times the CPU time the thread
 * spent in it, by an amount that changes from run to run. That waiting is this machine's, not the page's, and it
 * is most of why two runs of one page differ by a third in TBT.
 *
 * Chromium records both lengths for every task: `dur` (wall clock) and `tdur` (the thread's CPU time). onThreadTime
 * shortens each task to its thread time, and the events inside it in proportion, so that Lighthouse audited again
 * on the rewritten trace simulates the same phone from the work the page asked of the CPU, without the waiting.
 * Lighthouse's own figures stay in the report; these are reported beside them.
 */

/** One event of a Chromium trace, as far as this rewrite reads it. Times are microseconds. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** The top-level task events Lighthouse's trace processor builds its main-thread tasks from (isScheduleableTask). */
const taskEventNames: ReadonlySet<string> = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);

/**
 * Rewrites `events` in place: every complete task event whose thread time is shorter than its wall-clock time gets
 * its thread time as length, and the complete events inside it on the same thread are moved and shortened by the
 * same factor, so that they stay inside it. Instant events and other threads' events are left alone. Returns the
 * number of tasks shortened.
 */
export function onThreadTime(events: TraceEvent[]): number {
  const threads = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.ph !== 'X' || typeof event.dur !== 'number') continue;
    const key = `${event.pid}:${event.tid}`;
    let list = threads.get(key);
    if (!list) threads.set(key, (list = []));
    list.push(event);
  }
  let shortened = 0;
  for (const list of threads.values()) {
    // By start, and a parent before the children that start with it.
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let start = 0;
    let end = -1;
    let factor = 1;
    for (const event of list) {
      const dur = event.dur ?? 0;
      if (event.ts < end) {
        // Inside the task being shortened (a nested task included): moved and shortened with it.
        event.ts = start + (event.ts - start) * factor;
        event.dur = dur * factor;
        continue;
      }
      if (!taskEventNames.has(event.name) || typeof event.tdur !== 'number' || event.tdur >= dur || dur <= 0) continue;
      start = event.ts;
      end = event.ts + dur;
      factor = event.tdur / dur;
      event.dur = event.tdur;
      shortened += 1;
    }
  }
  return shortened;
}
