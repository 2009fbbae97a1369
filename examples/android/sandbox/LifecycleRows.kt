// The lifecycle table (src/data/mobileLifecycle.ts, generated into LifecycleTable.kt) run row by row: for each
// transition and each state it starts from, drive the app into that state, fire the event, and check the state it
// lands in and the SDK calls it makes.
package stadium.sandbox

import kotlin.time.Duration.Companion.hours
import kotlin.time.Duration.Companion.milliseconds
import kotlin.time.Duration.Companion.minutes
import kotlin.time.Duration.Companion.seconds

/** A screen on this match is open in every state but SIGNED_OUT, so the rows that reopen channels have one. */
private const val TABLE_MATCH = "table-match"

private suspend fun World.driveInto(state: String, app: AppUnderTest) {
    when (state) {
        "SIGNED_OUT" -> Unit
        "CONNECTING" -> { // signed in, the first token request failed: a retry is pending
            backend.mode = StandInBackend.Mode.SERVER_ERROR
            app.signIn("user-a")
            app.openMatch(TABLE_MATCH)
            pass(1.seconds)
            backend.mode = StandInBackend.Mode.OK
        }
        "READY" -> {
            app.signIn("user-a")
            app.openMatch(TABLE_MATCH)
            pass(1.minutes)
        }
        "RECONNECTING" -> { // an unasked logout whose first new login the service refused: a retry is pending
            app.signIn("user-a")
            app.openMatch(TABLE_MATCH)
            pass(1.minutes)
            sdk.rejectLogins = 1
            sdk.logOutUnasked("test")
            pass(1.seconds)
        }
    }
    assertEquals(state, stateName(app.shown), "the state driven into")
}

private fun stateName(shown: Shown) = when (shown) {
    Shown.LOG_IN -> "SIGNED_OUT"
    Shown.PROGRESS -> "CONNECTING"
    Shown.CHAT -> "READY"
    Shown.RECONNECTING -> "RECONNECTING"
}

/** Fires [event] and lets time pass until its effect shows. */
private suspend fun World.fire(event: String, from: String, app: AppUnderTest) {
    when (event) {
        "signIn" -> app.signIn("user-a").also { pass(1.milliseconds) }
        "switchUser" -> app.signIn("user-b").also { pass(1.milliseconds) }
        "signOut" -> app.signOut().also { pass(1.milliseconds) }
        "sdkOpen" -> pass(1.minutes) // the pending retry logs in and the SDK opens the session
        "refreshDue" -> pass(2.hours)
        "sdkLoggedOut" -> sdk.logOutUnasked("test").also { pass(1.milliseconds) }
        "backendSignedOut" -> {
            backend.revoked += "user-a"
            pass(if (from == "READY") 2.hours else 1.minutes)
        }
        "transientFailure" -> {
            backend.mode = StandInBackend.Mode.SERVER_ERROR
            pass(if (from == "READY") 1.hours + 56.minutes else 1.minutes)
        }
        else -> error("no driver for event $event: add one to LifecycleRows.kt")
    }
}

/**
 * True when [expected] occurs in [calls] in order (other calls may come between). "x*" stands for the calls of x for
 * every channel a screen holds: at least one here, since the rows start with a screen on a match.
 */
private fun inOrder(expected: List<String>, calls: List<String>): Boolean {
    var at = 0
    for (call in expected) {
        val name = call.removeSuffix("*")
        val found = (at until calls.size).firstOrNull { calls[it].substringBefore(':') == name } ?: return false
        at = found + 1
    }
    return true
}

fun registerLifecycleTable() {
    for (row in LifecycleTable.transitions) {
        for (from in row.from) {
            scenario("lifecycle table: ${row.event} in $from goes to ${row.to} (${row.why})") { app ->
                driveInto(from, app)
                val mark = sdk.calls.size
                fire(row.event, from, app)
                val expected = if (row.to == "same") from else row.to
                assertEquals(expected, stateName(app.shown), "state after ${row.event}")
                pass(1.seconds)
                val calls = sdk.calls.drop(mark)
                check(inOrder(row.sdkCalls, calls)) { "expected the calls ${row.sdkCalls} in order, got $calls" }
            }
        }
    }
}
