package com.example.stadium.chat

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.compose.material3.MaterialTheme
import androidx.compose.ui.platform.ComposeView
import androidx.compose.ui.platform.ViewCompositionStrategy
import androidx.fragment.app.Fragment

/** A Views app hosts the Compose chat screen in a ComposeView. The fragment's ViewModelStore owns the channel. */
class MatchChatFragment : Fragment() {

    override fun onCreateView(
        inflater: LayoutInflater,
        container: ViewGroup?,
        savedInstanceState: Bundle?,
    ): View = ComposeView(requireContext()).apply {
        setViewCompositionStrategy(ViewCompositionStrategy.DisposeOnViewTreeLifecycleDestroyed)
        val channelId = requireArguments().getString(ARG_CHANNEL_ID).orEmpty()
        val title = requireArguments().getString(ARG_TITLE).orEmpty()
        setContent {
            MaterialTheme {
                MatchChatScreen(channelId = channelId, title = title)
            }
        }
    }

    companion object {
        private const val ARG_CHANNEL_ID = "channelId"
        private const val ARG_TITLE = "title"

        fun newInstance(channelId: String, title: String) = MatchChatFragment().apply {
            arguments = Bundle().apply {
                putString(ARG_CHANNEL_ID, channelId)
                putString(ARG_TITLE, title)
            }
        }
    }
}
