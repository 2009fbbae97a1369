// The scenario runner: each scenario gets a new world on virtual time, on its own thread, with a real-time limit.
// Your JVM test calls runScenarios with a factory that puts your app behind AppUnderTest (see ../README.md).
package stadium.sandbox

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import kotlinx.coroutines.currentCoroutineContext
import kotlinx.coroutines.runBlocking

class AssertionFailed(message: String) : Exception(message)

fun check(condition: Boolean, message: () -> String) {
    if (!condition) throw AssertionFailed(message())
}

fun <T> assertEquals(expected: T, actual: T, what: String) =
    check(expected == actual) { "$what: expected $expected, got $actual" }

/** A scenario on virtual time ([body]), or a test on real time and threads with no world ([realTime]). */
class Scenario(
    val name: String,
    val body: (suspend World.(AppUnderTest) -> Unit)? = null,
    val realTime: (suspend () -> Unit)? = null,
)

private val registered = mutableListOf<Scenario>()

/** Registers a scenario of your own, named for what the user would see. */
fun scenario(name: String, body: suspend World.(AppUnderTest) -> Unit) {
    registered += Scenario(name, body = body)
}

/** Registers a test on real time, such as an HTTP client against a local server. */
fun realTimeTest(name: String, body: suspend () -> Unit) {
    registered += Scenario(name, realTime = body)
}

/** The scenarios of the docs' lifecycle: the named ones and one per row of the lifecycle table. */
fun docsScenarios(): List<Scenario> {
    registered.clear()
    registerScenarios()
    registerLifecycleTable()
    return registered.toList().also { registered.clear() }
}

/** Scenarios registered with [scenario] and [realTimeTest] since the last call. */
fun ownScenarios(): List<Scenario> = registered.toList().also { registered.clear() }

/** How your app is built in a world and torn down after it. */
interface AppFactory {
    /** Builds the app under test: your session wired to world.sdk's managers and world.backend's token endpoint. */
    fun create(world: World, appScope: CoroutineScope): AppUnderTest

    /** Makes [main] the main dispatcher for the scenario (Dispatchers.setMain(main) with kotlinx-coroutines-test). */
    fun useMainDispatcher(main: CoroutineDispatcher)

    /** Undoes what create() registered globally (Koin's stopKoin(), Dispatchers.resetMain()). */
    fun tearDown() {}
}

data class ScenarioResult(val name: String, val failure: String?) {
    val passed: Boolean get() = failure == null
}

@Volatile
private var currentWorld: World? = null

/** Runs [scenarios] one by one against the app [factory] builds, each in a fresh world. */
fun runScenarios(factory: AppFactory, scenarios: List<Scenario> = docsScenarios()): List<ScenarioResult> {
    // On a phone an uncaught exception ends the app: here it is recorded as a crash of the scenario's app.
    val previousHandler = Thread.getDefaultUncaughtExceptionHandler()
    Thread.setDefaultUncaughtExceptionHandler { _, error -> currentWorld?.crashes?.add(error) }
    try {
        return scenarios.map { ScenarioResult(it.name, runScenario(it, factory)) }
    } finally {
        Thread.setDefaultUncaughtExceptionHandler(previousHandler)
    }
}

private fun runScenario(scenario: Scenario, factory: AppFactory): String? {
    var failure: Throwable? = null
    val thread = Thread {
        try {
            scenario.realTime?.let { runBlocking { it() } }
            val body = scenario.body ?: return@Thread
            val time = VirtualTime()
            time.run {
                factory.useMainDispatcher(time)
                val appScope = CoroutineScope(currentCoroutineContext() + SupervisorJob())
                val world = World(time, appScope)
                currentWorld = world
                try {
                    val app = factory.create(world, appScope)
                    world.body(app)
                    check(world.crashes.isEmpty()) { "the app crashed: ${world.crashes.first()}" }
                } finally {
                    appScope.cancel()
                    factory.tearDown()
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

/** Prints `PASS name` or `FAIL name: why` per result and returns the number of failures. */
fun printResults(results: List<ScenarioResult>): Int {
    for (result in results) println(if (result.passed) "PASS ${result.name}" else "FAIL ${result.name}: ${result.failure}")
    return results.count { !it.passed }
}
