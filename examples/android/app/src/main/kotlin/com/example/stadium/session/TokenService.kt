package com.example.stadium.session

import java.io.IOException
import java.net.HttpURLConnection
import java.net.URL
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext

/**
 * App code: asks your own backend for a Virtual Stadium JWT for the user signed in to your app.
 * The endpoint answers 200 with the bare token as text/plain, or 401 when nobody is signed in.
 */
class TokenService(
    private val endpoint: URL = URL("https://<YOUR_BACKEND>/api/vs-token"),
    private val authorizationHeader: () -> String,
) {
    suspend fun fetchToken(): String = withContext(Dispatchers.IO) {
        val connection = endpoint.openConnection() as HttpURLConnection
        try {
            connection.requestMethod = "GET"
            connection.setRequestProperty("Authorization", authorizationHeader())
            connection.setRequestProperty("Accept", "text/plain")
            val status = connection.responseCode
            // Check the status first: an error page must never become the token.
            if (status != HttpURLConnection.HTTP_OK) throw IOException("Token endpoint answered HTTP $status")
            connection.inputStream.bufferedReader().use { it.readText().trim() }
        } finally {
            connection.disconnect()
        }
    }
}
