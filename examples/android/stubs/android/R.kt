// Test double: stands in for the resource class Android generates for the example app's layouts and strings.
package com.example.stadium

object R {
    object layout {
        const val activity_main = 1
        const val fragment_stadium_gate = 2
        const val fragment_profile = 3
    }

    object id {
        const val main_container = 10
        const val chat_container = 11
        const val progress = 12
        const val log_in = 13
        const val display_name = 14
        const val user_id = 15
        const val vip_badge = 16
        const val message_length = 17
        const val log_out = 18
    }

    object string {
        const val user_id_format = 20
    }
}
