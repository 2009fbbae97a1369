package com.example.stadium.session

import ag.sportradar.virtualstadium.datasdk.model.LoginStatus

/** App code: what a screen shows for the session's login status. */
enum class ChatGate {
    LOG_IN,
    WAIT,
    CHAT;

    /**
     * The next gate for the SDK's [status], and whether the user is signed in to your app. Only your app's sign-out
     * shows LOG_IN. A logout nobody asked for (a rejected or expired token) while the user is still signed in keeps
     * the chat on screen while the session logs in again, as a token refresh does.
     */
    fun next(status: LoginStatus, signedInToApp: Boolean): ChatGate = when {
        !signedInToApp -> LOG_IN
        status == LoginStatus.LOGGED_OUT || status == LoginStatus.LOADING -> if (this == CHAT) CHAT else WAIT
        // Further LoginStatus values exist but are not published: treat them as an open session.
        else -> CHAT
    }
}
