// A tiny test harness: named tests, each in runBlocking on one thread, with a real-time limit.
package stadium.test

import androidx.lifecycle.Lifecycle
import kotlin.coroutines.ContinuationInterceptor
import kotlin.system.exitProcess
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import stubs.StubMain

class TestLifecycle(initial: State) : Lifecycle() {
    override val currentStateFlow = MutableStateFlow(initial)
}

class AssertionFailed(message: String) : Exception(message)

fun check(condition: Boolean, message: () -> String) {
    if (!condition) throw AssertionFailed(message())
}

fun <T> assertEquals(expected: T, actual: T, what: String) =
    check(expected == actual) { "$what: expected $expected, got $actual" }

private val tests = mutableListOf<Pair<String, suspend () -> Unit>>()

fun test(name: String, body: suspend () -> Unit) {
    tests += name to body
}

fun main() {
    registerSessionTests()
    var failed = 0
    for ((name, body) in tests) {
        val error = runCatching {
            runBlocking {
                StubMain.dispatcher = coroutineContext[ContinuationInterceptor] as CoroutineDispatcher
                // A guard against a hung test, not a timing check: the JVM's first HTTP call can be slow on a busy machine.
                withTimeout(60_000) { body() }
            }
        }.exceptionOrNull()
        if (error == null) {
            println("PASS $name")
        } else {
            failed++
            println("FAIL $name: ${error::class.simpleName}: ${error.message}")
        }
    }
    exitProcess(if (failed == 0) 0 else 1)
}
