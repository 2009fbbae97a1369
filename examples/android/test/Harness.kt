// A small runner: each scenario gets a new world on virtual time, on its own thread, with a real-time limit.
// It prints `PASS name` or `FAIL name: why` per scenario; scripts/test-android-example.ts reads those lines.
package stadium.test

import kotlin.system.exitProcess
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import kotlinx.coroutines.currentCoroutineContext
import org.koin.core.context.stopKoin
import stubs.StubMain

class AssertionFailed(message: String) : Exception(message)

fun check(condition: Boolean, message: () -> String) {
    if (!condition) throw AssertionFailed(message())
}

fun <T> assertEquals(expected: T, actual: T, what: String) =
    check(expected == actual) { "$what: expected $expected, got $actual" }

class Scenario(val name: String, val realTime: suspend () -> Unit = {}, val body: (suspend World.(AppUnderTest) -> Unit)? = null)

private val scenarios = mutableListOf<Scenario>()

/** Registers a scenario, named for what the user would see. */
fun scenario(name: String, body: suspend World.(AppUnderTest) -> Unit) {
    scenarios += Scenario(name, body = body)
}

/** A test on real time and real threads, with no world: for the HTTP client of the token endpoint. */
fun realTimeTest(name: String, body: suspend () -> Unit) {
    scenarios += Scenario(name, realTime = body)
}

/** Builds the app under test in a world. SampleApp by default; your own session's adapter in your tests. */
var appFactory: (World, CoroutineScope) -> AppUnderTest = ::SampleApp

@Volatile
private var currentWorld: World? = null

/** Runs one scenario on a fresh world and returns null when it passed, else why it failed. */
fun runScenario(scenario: Scenario): String? {
    var failure: Throwable? = null
    val thread = Thread {
        val time = VirtualTime()
        val body = scenario.body
        try {
            if (body == null) {
                kotlinx.coroutines.runBlocking { scenario.realTime() }
                return@Thread
            }
            time.run {
                StubMain.dispatcher = time
                val appScope = CoroutineScope(currentCoroutineContext() + SupervisorJob())
                val world = World(time, appScope)
                currentWorld = world
                try {
                    val app = appFactory(world, appScope)
                    world.body(app)
                    check(world.crashes.isEmpty()) { "the app crashed: ${world.crashes.first()}" }
                } finally {
                    appScope.cancel()
                    stopKoin()
                }
            }
        } catch (e: Throwable) {
            failure = e
        }
    }
    thread.isDaemon = true
    thread.start()
    thread.join(60_000)
    if (thread.isAlive) return "still running after 60 s of real time"
    return failure?.let { "${it::class.simpleName}: ${it.message}" }
}

fun main(args: Array<String>) {
    // On a phone an uncaught exception ends the app: here it is recorded as a crash of the scenario's app.
    Thread.setDefaultUncaughtExceptionHandler { _, error -> currentWorld?.crashes?.add(error) }
    registerScenarios()
    registerLifecycleTable()
    registerHttpTests()
    val only = args.toSet()
    var failed = 0
    for (scenario in scenarios.filter { only.isEmpty() || it.name in only }) {
        val failure = runScenario(scenario)
        if (failure == null) {
            println("PASS ${scenario.name}")
        } else {
            failed++
            println("FAIL ${scenario.name}: $failure")
        }
    }
    exitProcess(if (failed == 0) 0 else 1)
}
