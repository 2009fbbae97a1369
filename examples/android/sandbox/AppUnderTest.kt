// What a scenario drives and reads: the app as its user sees it. SampleApp (SampleApp.kt) puts the docs' samples
// behind it; your own session class can stand behind it too, so the same scenarios run against your code.
package stadium.sandbox

/** What the app's chat area shows. */
enum class Shown { LOG_IN, PROGRESS, CHAT, RECONNECTING }

interface MatchScreen {
    /** The chat is on this screen, on an open channel. */
    val showsChat: Boolean

    /** Insights this screen received. */
    val insightCount: Int

    /** The user taps an outcome in the chat. */
    fun tapOutcome(outcomeId: String)

    /** The user leaves this screen for good. */
    fun close()
}

interface ProfileScreen {
    fun changeDisplayName(newName: String)

    /** The user leaves the screen. */
    fun close()
}

interface AppUnderTest {
    /** What the chat area shows now. */
    val shown: Shown

    /** The error the app shows about the chat connection, if any. */
    val errorShown: String?

    /** Who is signed in to the app itself (your account layer). */
    val appUser: String?

    /** Selections that reached your betslip, with the thread each arrived on. */
    val betslip: List<Pair<String, Thread>>

    fun signIn(userId: String)

    fun signOut()

    fun openMatch(channelId: String): MatchScreen

    fun openProfile(): ProfileScreen
}
