// The docs' own run: the sandbox's scenarios against the samples (SampleApp), plus the samples' own tests.
package stadium.test

import androidx.lifecycle.DefaultLifecycleObserver
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.LifecycleEventObserver
import androidx.lifecycle.LifecycleOwner
import com.example.stadium.session.IssuedToken
import com.example.stadium.session.SessionPolicy
import kotlin.system.exitProcess
import stadium.sandbox.LifecycleTable
import stadium.sandbox.assertEquals
import stadium.sandbox.docsScenarios
import stadium.sandbox.ownScenarios
import stadium.sandbox.printResults
import stadium.sandbox.runScenarios
import stadium.sandbox.TestLifecycle
import stadium.sandbox.scenario

fun registerSampleTests() {
    scenario("SessionPolicy's numbers are the lifecycle table's") {
        val policy = mapOf(
            "refreshMargin" to SessionPolicy.refreshMargin,
            "retryFirst" to SessionPolicy.retryFirst,
            "retryMax" to SessionPolicy.retryMax,
            "tokenRequestTimeout" to SessionPolicy.tokenRequestTimeout,
            "tokenMaxAge" to SessionPolicy.tokenMaxAge,
        ).mapValues { it.value.inWholeSeconds }
        assertEquals(LifecycleTable.constantSeconds, policy, "SessionPolicy in seconds")
        for ((iat, exp, seconds) in LifecycleTable.refreshCases) {
            val token = IssuedToken("", "u", iat, exp)
            assertEquals(seconds, SessionPolicy.refreshAfter(token).inWholeSeconds, "refreshAfter(iat=$iat, exp=$exp)")
        }
        for ((failures, seconds) in LifecycleTable.retryCases) {
            assertEquals(seconds, SessionPolicy.retryDelay(failures).inWholeSeconds, "retryDelay($failures)")
        }
    }
}

fun registerLifecycleTests() {
    scenario("the sandbox's process lifecycle tells observers each event, as AndroidX's does") {
        val lifecycle = TestLifecycle(Lifecycle.State.RESUMED)
        val seen = mutableListOf<String>()
        val events = LifecycleEventObserver { _, event -> seen += event.name }
        lifecycle.addObserver(events)
        assertEquals(listOf("ON_CREATE", "ON_START", "ON_RESUME"), seen, "a new observer is brought up to RESUMED")
        seen.clear()
        lifecycle.moveTo(Lifecycle.State.CREATED)
        assertEquals(listOf("ON_PAUSE", "ON_STOP"), seen, "events on the way to the background")
        val callbacks = object : DefaultLifecycleObserver {
            override fun onStart(owner: LifecycleOwner) {
                seen += "onStart"
            }
        }
        lifecycle.addObserver(callbacks)
        seen.clear()
        lifecycle.moveTo(Lifecycle.State.RESUMED)
        assertEquals(listOf("ON_START", "onStart", "ON_RESUME"), seen, "events on the way back, to both kinds")
        lifecycle.removeObserver(events)
        lifecycle.removeObserver(callbacks)
        lifecycle.moveTo(Lifecycle.State.CREATED)
        assertEquals(Lifecycle.State.CREATED, lifecycle.currentStateFlow.value, "the state flow follows")
        assertEquals(listOf("ON_START", "onStart", "ON_RESUME"), seen, "removed observers hear nothing")
    }
}

fun main(args: Array<String>) {
    val scenarios =
        docsScenarios().also { registerSampleTests(); registerLifecycleTests(); registerHttpTests() } + ownScenarios()
    val chosen = if (args.isEmpty()) scenarios else scenarios.filter { it.name in args }
    exitProcess(if (printResults(runScenarios(SampleAppFactory, chosen)) == 0) 0 else 1)
}
