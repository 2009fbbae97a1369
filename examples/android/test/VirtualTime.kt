// A virtual clock and sleep for the session's refresh loop, so hours pass in milliseconds.
package stadium.test

import kotlin.time.Duration
import kotlinx.coroutines.CompletableDeferred
import kotlinx.coroutines.yield

class VirtualTime(private var nowMillis: Long) {
    private val sleepers = mutableListOf<Pair<Long, CompletableDeferred<Unit>>>()

    fun now(): Long = nowMillis

    suspend fun sleep(duration: Duration) {
        val wake = CompletableDeferred<Unit>()
        sleepers += (nowMillis + duration.inWholeMilliseconds) to wake
        try {
            wake.await()
        } finally {
            sleepers.removeAll { it.second === wake }
        }
    }

    /** Moves the clock forward, waking each sleeper at its time, in order. */
    suspend fun advanceBy(duration: Duration) {
        val target = nowMillis + duration.inWholeMilliseconds
        while (true) {
            settle()
            val next = sleepers.filter { it.first <= target }.minByOrNull { it.first } ?: break
            nowMillis = maxOf(nowMillis, next.first)
            sleepers.remove(next)
            next.second.complete(Unit)
        }
        nowMillis = target
        settle()
    }
}

/** Lets every coroutine on the test's single thread run until it suspends. */
suspend fun settle() = repeat(200) { yield() }
