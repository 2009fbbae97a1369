package com.example.stadium

import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.setContent
import androidx.activity.viewModels
import androidx.compose.material3.MaterialTheme
import com.example.stadium.chat.MatchChatScreen
import com.example.stadium.session.SessionViewModel
import com.example.stadium.session.StadiumGate

/** The Compose app's activity. A Views app uses ViewsMainActivity instead; keep one of the two. */
class MainActivity : ComponentActivity() {

    private val session: SessionViewModel by viewModels()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContent {
            MaterialTheme {
                StadiumGate(session = session, onLogInClick = ::startSignIn) {
                    // In a real app, make the match screen a navigation destination: its ViewModel is then
                    // cleared, and its channel closed, when the user leaves the match.
                    MatchChatScreen(channelId = "<CHANNEL_ID>", title = "Derby chat")
                }
            }
        }
    }

    private fun startSignIn() {
        // Your own sign-in flow. When it succeeds, call session.onSignedIn(userId):
        // the app's VirtualStadiumSession then fetches a token from your backend and logs in.
    }
}
