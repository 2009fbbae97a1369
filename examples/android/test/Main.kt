// The docs' own run: the sandbox's scenarios against the samples (SampleApp), plus the samples' own tests.
package stadium.test

import com.example.stadium.session.IssuedToken
import com.example.stadium.session.SessionPolicy
import kotlin.system.exitProcess
import stadium.sandbox.LifecycleTable
import stadium.sandbox.assertEquals
import stadium.sandbox.docsScenarios
import stadium.sandbox.ownScenarios
import stadium.sandbox.printResults
import stadium.sandbox.runScenarios
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

fun main(args: Array<String>) {
    val scenarios = docsScenarios().also { registerSampleTests(); registerHttpTests() } + ownScenarios()
    val chosen = if (args.isEmpty()) scenarios else scenarios.filter { it.name in args }
    exitProcess(if (printResults(runScenarios(SampleAppFactory, chosen)) == 0) 0 else 1)
}
