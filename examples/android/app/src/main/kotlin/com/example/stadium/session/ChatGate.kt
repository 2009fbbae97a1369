package com.example.stadium.session

import ag.sportradar.virtualstadium.datasdk.model.LoginStatus

/** App code: what a screen shows for the session's login status. */
enum class ChatGate {
    LOG_IN,
    WAIT,
    CHAT;

    fun next(status: LoginStatus): ChatGate = when (status) {
        LoginStatus.LOGGED_OUT -> LOG_IN
        // LOADING once the chat is on screen is a token refresh: keep the chat.
        LoginStatus.LOADING -> if (this == CHAT) CHAT else WAIT
        // Further LoginStatus values exist but are not published: treat them as an open session.
        else -> CHAT
    }
}
