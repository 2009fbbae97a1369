package com.example.stadium.profile

import android.os.Bundle
import android.view.View
import android.widget.Button
import android.widget.TextView
import androidx.core.view.isVisible
import androidx.fragment.app.Fragment
import androidx.fragment.app.viewModels
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.lifecycleScope
import androidx.lifecycle.repeatOnLifecycle
import com.example.stadium.R
import kotlinx.coroutines.launch

class ProfileFragment : Fragment(R.layout.fragment_profile) {

    private val viewModel: ProfileViewModel by viewModels()

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        val name = view.findViewById<TextView>(R.id.display_name)
        val userId = view.findViewById<TextView>(R.id.user_id)
        val vipBadge = view.findViewById<View>(R.id.vip_badge)
        val messageLength = view.findViewById<TextView>(R.id.message_length)
        view.findViewById<Button>(R.id.log_out).setOnClickListener { viewModel.logOut() }

        viewLifecycleOwner.lifecycleScope.launch {
            viewLifecycleOwner.repeatOnLifecycle(Lifecycle.State.STARTED) {
                launch {
                    viewModel.user.collect { user ->
                        name.text = user?.displayName.orEmpty()
                        userId.text = user?.let { getString(R.string.user_id_format, it.userId) }.orEmpty()
                        vipBadge.isVisible = user?.isVip == true
                    }
                }
                launch {
                    viewModel.settings.collect { settings ->
                        messageLength.text = settings?.messageLength?.toString().orEmpty()
                    }
                }
            }
        }
    }
}
