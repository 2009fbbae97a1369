package com.example.stadium.account

import kotlinx.coroutines.flow.StateFlow

/** The values your backend put into the JWT claims. */
data class StadiumUser(val userId: String, val displayName: String, val userType: String) {
    // Exact comparison: userType is sent as published ("Normal" or "vip").
    val isVip: Boolean get() = userType == "vip"
}

/** Your own account layer. StadiumApp registers your implementation with Koin. */
interface StadiumAccount {
    /** The user signed in to your app, or null. */
    val currentUser: StateFlow<StadiumUser?>

    /** Saves the new name on your backend and returns a freshly signed Virtual Stadium JWT. */
    suspend fun changeDisplayName(newName: String): String

    fun signOut()
}
