package com.example.stadium.account

import kotlinx.coroutines.flow.MutableStateFlow

/** Stands in for your account layer so the example builds: nobody is signed in until your sign-in sets a user. */
class PlaceholderAccount : StadiumAccount {
    override val currentUser = MutableStateFlow<StadiumUser?>(null)

    override suspend fun changeDisplayName(newName: String): String =
        throw UnsupportedOperationException("Call your backend: it saves the name and returns a new JWT")

    override fun signOut() {
        currentUser.value = null
    }
}
