// The scenarios: the app under test against a product that misbehaves. Each is named for what the user sees.
package stadium.sandbox

import kotlin.time.Duration.Companion.hours
import kotlin.time.Duration.Companion.milliseconds
import kotlin.time.Duration.Companion.minutes
import kotlin.time.Duration.Companion.seconds

private const val MATCH = "derby-main"

private fun World.loginTimes(): String = sdk.calls.filter { it.startsWith("login:") }.size.toString()

fun registerScenarios() {
    scenario("a phone whose clock runs 2 hours fast logs in once per token, not every minute") { app ->
        deviceClockSkewMillis = 2.hours.inWholeMilliseconds
        app.signIn("user-a")
        pass(6.hours)
        // 2-hour tokens refreshed a few minutes early: logins at 0, ~1 h 55, ~3 h 50, ~5 h 45.
        check(sdk.loginCount() in 3..4) { "expected 3 or 4 logins in 6 hours, got ${loginTimes()}" }
        check(backend.requests <= 5) { "expected at most 5 token requests in 6 hours, got ${backend.requests}" }
        assertEquals(Shown.CHAT, app.shown, "what the chat area shows")
    }

    scenario("a phone whose clock runs 3 hours slow refreshes before the service logs the user out") { app ->
        deviceClockSkewMillis = -3.hours.inWholeMilliseconds
        app.signIn("user-a")
        pass(6.hours)
        assertEquals(emptyList<String>(), sdk.unaskedLogouts, "logouts the service made because a token expired")
        assertEquals(Shown.CHAT, app.shown, "what the chat area shows")
    }

    scenario("a phone clock set a day ahead mid-session causes no burst of logins") { app ->
        app.signIn("user-a")
        pass(1.hours)
        deviceClockSkewMillis = 24.hours.inWholeMilliseconds
        pass(50.minutes)
        assertEquals(1, sdk.loginCount(), "logins in the first 1 h 50 of a 2-hour token")
        pass(20.minutes)
        assertEquals(2, sdk.loginCount(), "logins once the token's refresh point passed")
    }

    scenario("a backend sign-out (401) ends the chat, signs the app out and stops asking") { app ->
        app.signIn("user-a")
        val screen = app.openMatch(MATCH)
        pass(10.minutes)
        check(screen.showsChat) { "the match chat is not shown before the sign-out" }
        backend.revoked += "user-a" // your backend signed the user out (a ban, a password change)
        pass(2.hours) // the next refresh asks the endpoint, which answers 401
        assertEquals(Shown.LOG_IN, app.shown, "what the chat area shows")
        assertEquals(null, sdk.identity, "whose identity the chat holds")
        assertEquals(emptySet<String>(), sdk.open.value.keys, "open channels")
        assertEquals(null, app.appUser, "who is signed in to the app")
        val requests = backend.requests
        pass(3.hours)
        assertEquals(requests, backend.requests, "token requests after the sign-out")
    }

    scenario("switching from user A to user B logs A out first, and the chat holds B") { app ->
        app.signIn("user-a")
        app.openMatch(MATCH)
        pass(1.minutes)
        app.signIn("user-b") // your app switched accounts without a sign-out screen
        pass(1.minutes)
        assertEquals("user-b", sdk.identity, "whose identity the chat holds")
        assertEquals(emptyList<String>(), sdk.mixedLogins, "logins on top of another user's session")
        val afterA = sdk.calls.dropWhile { it != "login:user-a" }
        check(afterA.indexOf("logOut") in 0 until afterA.indexOf("login:user-b")) { "A was not logged out before B: $afterA" }
        pass(5.hours)
        assertEquals(emptyList<String>(), sdk.mixedLogins, "logins on top of another user's session, hours later")
        check(sdk.calls.none { it == "login:user-a" && sdk.calls.indexOf(it) > sdk.calls.indexOf("login:user-b") }) {
            "user A logged in again after the switch: ${sdk.calls}"
        }
    }

    scenario("closing one of two screens on the same match keeps the chat open on the other") { app ->
        app.signIn("user-a")
        val first = app.openMatch(MATCH)
        val second = app.openMatch(MATCH)
        pass(10.seconds)
        check(first.showsChat && second.showsChat) { "the chat is not on both screens" }
        first.close()
        pass(10.seconds)
        check(MATCH in sdk.open.value) { "the channel was removed while a screen still shows it" }
        check(second.showsChat) { "the remaining screen lost its chat" }
        check(sdk.deliverInsights(MATCH, 2)) { "no open channel to deliver insights to" }
        pass(1.seconds)
        assertEquals(2, second.insightCount, "insights on the remaining screen")
        second.close()
        pass(10.seconds)
        check(MATCH !in sdk.open.value) { "the channel stayed open after the last screen closed" }
    }

    scenario("an unrequested logout hides the chat at once and reopens the channel after the new login") { app ->
        app.signIn("user-a")
        val screen = app.openMatch(MATCH)
        pass(1.minutes)
        sdk.logOutUnasked("the service restarted")
        pass(50.milliseconds)
        check(!screen.showsChat && app.shown != Shown.CHAT) { "a dead chat is on screen after the logout" }
        check(app.shown != Shown.LOG_IN) { "a signed-in user is asked to log in" }
        pass(10.seconds)
        assertEquals(Shown.CHAT, app.shown, "what the chat area shows 10 s later")
        check(MATCH in sdk.open.value) { "the channel was not opened again" }
        check(screen.showsChat) { "the screen does not show the chat again" }
        check(sdk.deliverInsights(MATCH, 1)) { "no open channel" }
        pass(1.seconds)
        assertEquals(1, screen.insightCount, "insights after the reconnection")
    }

    scenario("a channel that fails to open is retried and nothing crashes") { app ->
        sdk.failChannelOpens = 1
        app.signIn("user-a")
        val screen = app.openMatch(MATCH)
        pass(10.seconds)
        check(crashes.isEmpty()) { "the app crashed: ${crashes.first()}" }
        pass(1.minutes)
        check(screen.showsChat) { "the channel was never opened" }
    }

    scenario("a display-name change survives leaving the profile screen mid-request") { app ->
        app.signIn("user-a")
        pass(1.minutes)
        val profile = app.openProfile()
        profile.changeDisplayName("Zed")
        pass(1.seconds) // the request takes 2 s
        profile.close()
        pass(1.minutes)
        assertEquals("Zed", sdk.displayName, "the name the chat shows")
    }

    scenario("a token endpoint that never answers times out, shows an error and is retried") { app ->
        backend.mode = StandInBackend.Mode.HANG
        app.signIn("user-a")
        pass(30.seconds)
        check(app.errorShown != null) { "no error shown after 30 s without an answer" }
        check(backend.abandonedRequests >= 1) { "the hung request was never given up" }
        backend.mode = StandInBackend.Mode.OK
        pass(10.minutes)
        assertEquals(Shown.CHAT, app.shown, "what the chat area shows once the endpoint answers")
    }

    scenario("an HTML page answered with 200 is never used as a token") { app ->
        backend.mode = StandInBackend.Mode.HTML_ERROR_PAGE
        app.signIn("user-a")
        pass(10.seconds)
        assertEquals(0, sdk.loginCount(), "logins with an HTML page")
        check(app.errorShown != null) { "no error shown" }
        backend.mode = StandInBackend.Mode.OK
        pass(10.minutes)
        assertEquals(Shown.CHAT, app.shown, "what the chat area shows once the endpoint is fixed")
    }

    scenario("a token for another user is never used") { app ->
        backend.mode = StandInBackend.Mode.WRONG_USER
        app.signIn("user-a")
        pass(1.minutes)
        check(sdk.calls.none { it == "login:someone-else" }) { "logged in as another user: ${sdk.calls}" }
    }

    scenario("a failing token endpoint is retried with growing delays, not every minute") { app ->
        backend.mode = StandInBackend.Mode.SERVER_ERROR
        app.signIn("user-a")
        pass(30.minutes)
        // 30 s, 1, 2, 4 min, then every 5 min: 9 requests in 30 minutes.
        check(backend.requests in 8..10) { "expected about 9 token requests in 30 minutes, got ${backend.requests}" }
        backend.mode = StandInBackend.Mode.OK
        pass(6.minutes)
        assertEquals(Shown.CHAT, app.shown, "what the chat area shows once the endpoint recovers")
    }

    scenario("a night in the background: the chat is back within seconds of returning") { app ->
        app.signIn("user-a")
        val screen = app.openMatch(MATCH)
        pass(10.minutes)
        processLifecycle.moveTo(androidx.lifecycle.Lifecycle.State.CREATED)
        pass(10.hours) // the 2-hour token expires: the service logs the user out while the app sleeps
        processLifecycle.moveTo(androidx.lifecycle.Lifecycle.State.RESUMED)
        pass(15.seconds)
        assertEquals(Shown.CHAT, app.shown, "what the chat area shows after the night")
        assertEquals("user-a", sdk.identity, "whose identity the chat holds")
        check(screen.showsChat) { "the match screen has no chat after the night" }
    }

    scenario("callbacks on a background thread reach the screen, and a tap reaches the betslip on the main thread") { app ->
        sdk.callBackOnBackgroundThread = true
        app.signIn("user-a")
        val screen = app.openMatch(MATCH)
        pass(1.minutes)
        check(screen.showsChat) { "the chat is not shown" }
        check(sdk.deliverInsights(MATCH, 3)) { "no open channel" }
        pass(1.seconds)
        assertEquals(3, screen.insightCount, "insights on screen")
        screen.tapOutcome("outcome-1")
        pass(1.seconds)
        assertEquals(listOf("outcome-1"), app.betslip.map { it.first }, "what the betslip received")
        check(app.betslip.all { it.second === time.mainThread }) { "the betslip was called off the main thread" }
    }

    scenario("a rejected login is retried and the user gets the chat, without a crash") { app ->
        sdk.rejectLogins = 2
        app.signIn("user-a")
        pass(5.minutes)
        assertEquals(Shown.CHAT, app.shown, "what the chat area shows")
        assertEquals("user-a", sdk.identity, "whose identity the chat holds")
    }

    scenario("sign-out removes the channels and logs out, and nothing logs in afterwards") { app ->
        app.signIn("user-a")
        app.openMatch(MATCH)
        pass(1.minutes)
        app.signOut()
        pass(20.hours)
        assertEquals(Shown.LOG_IN, app.shown, "what the chat area shows")
        assertEquals(1, sdk.loginCount(), "logins")
        assertEquals(null, sdk.identity, "whose identity the chat holds")
        assertEquals(emptySet<String>(), sdk.open.value.keys, "open channels")
    }

    scenario("a token refresh keeps the chat on screen") { app ->
        app.signIn("user-a")
        pass(30.seconds)
        repeat(3 * 60 * 6) {
            pass(10.seconds)
            check(app.shown == Shown.CHAT) { "the chat left the screen at ${time.now() / 1000} s: ${app.shown}" }
        }
        check(sdk.loginCount() >= 2) { "no refresh in 3 hours" }
    }

    scenario("a refresh the service rejects hides the chat, then the chat and its channel come back") { app ->
        app.signIn("user-a")
        val screen = app.openMatch(MATCH)
        pass(1.minutes)
        sdk.rejectLogins = 1 // the next login: refused, and the service drops the session and its channels
        pass(1.hours + 55.minutes) // the refresh point of the 2-hour token, plus the refused login
        check(app.shown != Shown.CHAT || screen.showsChat) { "a dead chat is on screen after a refused refresh" }
        pass(2.minutes)
        assertEquals(Shown.CHAT, app.shown, "what the chat area shows after the retry")
        check(MATCH in sdk.open.value && screen.showsChat) { "the channel was not opened again after the refused refresh" }
    }

    scenario("a name change under way when the user signs out logs nobody in afterwards") { app ->
        app.signIn("user-a")
        pass(1.minutes)
        app.openProfile().changeDisplayName("Zed") // the request takes 2 s
        pass(1.seconds)
        app.signOut()
        pass(1.minutes)
        assertEquals(null, sdk.identity, "whose identity the chat holds after the sign-out")
        assertEquals(1, sdk.loginCount(), "logins")
    }

    scenario("logouts nobody asked for, again and again after a calm hour, are retried with growing delays") { app ->
        app.signIn("user-a")
        pass(1.hours)
        val before = sdk.loginCount()
        repeat(10 * 60) {
            pass(1.seconds)
            if (sdk.identity != null) sdk.logOutUnasked("the service keeps dropping the session")
        }
        // At once, then 30 s, 1, 2, 4 min: about 5 logins in 10 minutes, not one a second.
        check(sdk.loginCount() - before in 3..7) { "expected about 5 logins in 10 minutes, got ${sdk.loginCount() - before}" }
    }

    scenario("closing a match and opening it again at once keeps the chat on the new screen") { app ->
        app.signIn("user-a")
        val first = app.openMatch(MATCH)
        pass(10.seconds)
        first.close()
        val again = app.openMatch(MATCH)
        pass(10.seconds)
        check(MATCH in sdk.open.value) { "the channel was removed after the new screen opened it" }
        check(again.showsChat) { "the new screen has no chat" }
    }

    scenario("a login that never opens the session is retried instead of waiting for the next refresh") { app ->
        sdk.stayLoadingLogins = 1
        app.signIn("user-a")
        pass(5.seconds)
        assertEquals(Shown.PROGRESS, app.shown, "what the chat area shows while the session does not open")
        pass(1.minutes)
        assertEquals(Shown.CHAT, app.shown, "what the chat area shows after the retry")
    }

    scenario("a betslip that fails shows an error, and the app does not crash") { app ->
        app.signIn("user-a")
        val screen = app.openMatch(MATCH)
        pass(1.minutes)
        screen.tapOutcome("unavailable")
        pass(1.seconds)
        check(crashes.isEmpty()) { "the app crashed: ${crashes.first()}" }
    }
}
