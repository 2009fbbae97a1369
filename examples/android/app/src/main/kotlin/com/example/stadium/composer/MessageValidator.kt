package com.example.stadium.composer

import ag.sportradar.virtualstadium.datasdk.model.AllowedChatRange

/** App code: the result of checking a draft against the current chat settings. */
sealed interface DraftCheck {
    data object Ok : DraftCheck
    data object Empty : DraftCheck
    data class TooLong(val length: Int, val max: Long) : DraftCheck
    data class DisallowedCharacter(val codePoint: Int) : DraftCheck
}

/** App code: checks a draft before it is sent. */
class MessageValidator(
    private val toCodePointRange: (AllowedChatRange) -> IntRange,
) {
    fun check(draft: String, maxLength: Long, allowedRanges: List<AllowedChatRange>): DraftCheck {
        if (draft.isBlank()) return DraftCheck.Empty

        val length = draft.codePointCount(0, draft.length)
        if (length > maxLength) return DraftCheck.TooLong(length, maxLength)

        if (allowedRanges.isEmpty()) return DraftCheck.Ok
        val ranges = allowedRanges.map(toCodePointRange)
        var index = 0
        while (index < draft.length) {
            val codePoint = draft.codePointAt(index)
            if (ranges.none { codePoint in it }) return DraftCheck.DisallowedCharacter(codePoint)
            index += Character.charCount(codePoint)
        }
        return DraftCheck.Ok
    }
}
