package com.example.stadium.chat

/** Stands in for your betslip so the example builds: hand the selection to your own betslip instead. */
class PlaceholderBetslip : Betslip {
    override suspend fun add(selection: BetSelection) = Unit
}
