// Test double, not Android's org.json: a small parser of flat JSON objects (a JWT payload), with the few
// JSONObject members the example uses. Strings, numbers, booleans and null; nested values are skipped.
package org.json

class JSONException(message: String) : RuntimeException(message)

class JSONObject(source: String) {
    private val values: Map<String, Any?> = Parser(source).parseObject()

    fun has(name: String): Boolean = values.containsKey(name)

    fun getString(name: String): String = values[name]?.toString() ?: throw JSONException("No value for $name")

    fun optString(name: String, fallback: String = ""): String = values[name]?.toString() ?: fallback

    fun optLong(name: String, fallback: Long = 0L): Long = when (val value = values[name]) {
        is Number -> value.toLong()
        is String -> value.toDoubleOrNull()?.toLong() ?: fallback
        else -> fallback
    }

    private class Parser(private val text: String) {
        private var at = 0

        fun parseObject(): Map<String, Any?> {
            val result = mutableMapOf<String, Any?>()
            expect('{')
            if (peek() == '}') return result.also { at++ }
            while (true) {
                val key = parseString()
                expect(':')
                result[key] = parseValue()
                when (next()) {
                    ',' -> continue
                    '}' -> return result
                    else -> throw JSONException("Expected , or } at $at")
                }
            }
        }

        private fun parseValue(): Any? = when (peek()) {
            '"' -> parseString()
            '{', '[' -> skipNested()
            else -> {
                val start = at
                while (at < text.length && text[at] !in ",}] \n\r\t") at++
                when (val word = text.substring(start, at)) {
                    "true" -> true
                    "false" -> false
                    "null" -> null
                    else -> word.toLongOrNull() ?: word.toDoubleOrNull() ?: throw JSONException("Bad value $word")
                }
            }
        }

        private fun skipNested(): Nothing? {
            var depth = 0
            do {
                when (text[at]) {
                    '{', '[' -> depth++
                    '}', ']' -> depth--
                    '"' -> parseString().also { at-- }
                }
                at++
            } while (depth > 0)
            return null
        }

        private fun parseString(): String {
            expect('"')
            val out = StringBuilder()
            while (true) {
                when (val c = text[at++]) {
                    '"' -> return out.toString()
                    '\\' -> when (val escaped = text[at++]) {
                        'u' -> out.append(text.substring(at, at + 4).toInt(16).toChar()).also { at += 4 }
                        'n' -> out.append('\n')
                        't' -> out.append('\t')
                        'r' -> out.append('\r')
                        'b' -> out.append('\b')
                        'f' -> out.append('\u000C')
                        else -> out.append(escaped)
                    }
                    else -> out.append(c)
                }
            }
        }

        private fun peek(): Char {
            while (at < text.length && text[at].isWhitespace()) at++
            if (at >= text.length) throw JSONException("Unexpected end")
            return text[at]
        }

        private fun next(): Char = peek().also { at++ }

        private fun expect(c: Char) {
            if (next() != c) throw JSONException("Expected $c at ${at - 1}")
        }
    }
}
