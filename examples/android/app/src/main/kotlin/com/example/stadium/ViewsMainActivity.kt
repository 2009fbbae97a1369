package com.example.stadium

import android.os.Bundle
import androidx.activity.viewModels
import androidx.appcompat.app.AppCompatActivity
import androidx.fragment.app.commit
import com.example.stadium.session.SessionViewModel
import com.example.stadium.session.SignInHost
import com.example.stadium.session.StadiumGateFragment

/** The Views app's activity. A Compose app uses MainActivity instead; keep one of the two. */
class ViewsMainActivity : AppCompatActivity(R.layout.activity_main), SignInHost {

    private val session: SessionViewModel by viewModels()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        if (savedInstanceState == null) {
            supportFragmentManager.commit {
                replace(R.id.main_container, StadiumGateFragment())
            }
        }
    }

    override fun startSignIn() {
        // Your own sign-in flow. When it succeeds, call session.onSignedIn(userId):
        // the app's VirtualStadiumSession then fetches a token from your backend and logs in.
    }
}
