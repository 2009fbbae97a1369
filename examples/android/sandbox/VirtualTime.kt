// Virtual time for the scenarios: a single-threaded dispatcher whose delay(), withTimeout() and clocks run on a
// virtual timeline, so a night in the background or a 16-hour token passes in milliseconds. It stands in for the
// main thread; work that other threads hand to it (a callback the SDK makes on a background thread) joins its queue.
@file:OptIn(InternalCoroutinesApi::class)

package stadium.sandbox

import java.util.PriorityQueue
import kotlin.coroutines.CoroutineContext
import kotlin.coroutines.resume
import kotlin.time.Duration
import kotlinx.coroutines.CancellableContinuation
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Delay
import kotlinx.coroutines.DisposableHandle
import kotlinx.coroutines.InternalCoroutinesApi
import kotlinx.coroutines.Job
import kotlinx.coroutines.async
import kotlinx.coroutines.delay

class VirtualTime : CoroutineDispatcher(), Delay {
    private class Task(val at: Long, val order: Long, val block: Runnable)

    private val lock = Object()
    private val queue = PriorityQueue<Task>(compareBy<Task>({ it.at }, { it.order }))
    private var order = 0L
    private var nowMillis = 0L

    /** The thread that runs this dispatcher: the "main thread" of the app under test. */
    lateinit var mainThread: Thread
        private set

    /** Milliseconds since the scenario began: what a monotonic clock (elapsedRealtime) reads. */
    fun now(): Long = synchronized(lock) { nowMillis }

    override fun dispatch(context: CoroutineContext, block: Runnable) {
        schedule(0, block)
    }

    override fun scheduleResumeAfterDelay(timeMillis: Long, continuation: CancellableContinuation<Unit>) {
        val task = schedule(timeMillis, Runnable { continuation.resume(Unit) })
        continuation.invokeOnCancellation { remove(task) }
    }

    override fun invokeOnTimeout(timeMillis: Long, block: Runnable, context: CoroutineContext): DisposableHandle {
        val task = schedule(timeMillis, block)
        return DisposableHandle { remove(task) }
    }

    private fun schedule(afterMillis: Long, block: Runnable): Task = synchronized(lock) {
        Task(nowMillis + afterMillis.coerceAtLeast(0), order++, block).also {
            queue.add(it)
            lock.notifyAll()
        }
    }

    private fun remove(task: Task) = synchronized(lock) { queue.remove(task) }

    /**
     * Runs [body] on this dispatcher until it completes, moving virtual time to each next task. Fails when nothing
     * is left to run and nothing arrives from another thread within a second: the scenario waits for ever.
     */
    fun <T> run(body: suspend CoroutineScope.() -> T): T {
        mainThread = Thread.currentThread()
        val job = Job()
        val result = CoroutineScope(this + job).async { body() }
        try {
            while (!result.isCompleted) {
                val task = synchronized(lock) {
                    if (queue.isEmpty()) lock.wait(1_000)
                    queue.poll()?.also { if (it.at > nowMillis) nowMillis = it.at }
                } ?: error("the scenario is stuck: no task is due and none arrived (a wait with no timeout?)")
                task.block.run()
            }
            @OptIn(kotlinx.coroutines.ExperimentalCoroutinesApi::class)
            return result.getCompleted()
        } finally {
            job.cancel()
        }
    }
}

/** Lets virtual time pass: everything due in the next [duration] runs, in order. */
suspend fun pass(duration: Duration) = delay(duration)
