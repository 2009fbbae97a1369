package com.example.stadium.session

import android.os.Bundle
import android.view.View
import android.widget.Button
import android.widget.ProgressBar
import androidx.core.view.isVisible
import androidx.fragment.app.Fragment
import androidx.fragment.app.activityViewModels
import androidx.fragment.app.commit
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.lifecycleScope
import androidx.lifecycle.repeatOnLifecycle
import com.example.stadium.R
import com.example.stadium.chat.MatchChatFragment
import kotlinx.coroutines.launch

/** The Views counterpart of StadiumGate: adds the chat once the user is logged in, removes it at sign-out. */
class StadiumGateFragment : Fragment(R.layout.fragment_stadium_gate) {

    private val session: SessionViewModel by activityViewModels()

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        val progress = view.findViewById<ProgressBar>(R.id.progress)
        val logIn = view.findViewById<Button>(R.id.log_in)
        val chatContainer = view.findViewById<View>(R.id.chat_container)

        logIn.setOnClickListener { (requireActivity() as SignInHost).startSignIn() }

        viewLifecycleOwner.lifecycleScope.launch {
            // Collects on the main thread, only while the view is at least STARTED.
            viewLifecycleOwner.repeatOnLifecycle(Lifecycle.State.STARTED) {
                session.state.collect { state ->
                    logIn.isVisible = state == SessionState.SIGNED_OUT
                    progress.isVisible = state == SessionState.CONNECTING || state == SessionState.RECONNECTING
                    chatContainer.isVisible = state == SessionState.READY
                    val chat = childFragmentManager.findFragmentById(R.id.chat_container)
                    // Signed out: drop the chat fragment, so its ViewModel is cleared and releases the channel.
                    if (state == SessionState.SIGNED_OUT && chat != null) {
                        childFragmentManager.commit { remove(chat) }
                    }
                    if (state == SessionState.READY && chat == null) {
                        childFragmentManager.commit {
                            replace(R.id.chat_container, MatchChatFragment.newInstance("<CHANNEL_ID>", "Derby chat"))
                        }
                    }
                }
            }
        }
    }
}

/** Implemented by your activity: runs your sign-in, then calls SessionViewModel.onSignedIn(userId). */
interface SignInHost {
    fun startSignIn()
}
