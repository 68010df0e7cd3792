<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>EndPage</name>
    <message numerus="yes">
        <source>%n chip(s) owned</source>
        <translation>
            <numerusform>%n chip owned</numerusform>
            <numerusform>%n chips owned</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The map shows where the %n wrong tip(s) went: the indicator of each player and the true place.</source>
        <translation>
            <numerusform>The map shows where the %n wrong tip went: the indicator of each player and the true place.</numerusform>
            <numerusform>The map shows where the %n wrong tips went: the indicator of each player and the true place.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GuessPage</name>
    <message numerus="yes">
        <source>Challenge %1 (%n stone(s))</source>
        <translation>
            <numerusform>Challenge %1 (%n stone)</numerusform>
            <numerusform>Challenge %1 (%n stones)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message numerus="yes">
        <source>%1: %2 of %3 tips right in %n game(s)</source>
        <translation>
            <numerusform>%1: %2 of %3 tips right in %n game</numerusform>
            <numerusform>%1: %2 of %3 tips right in %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) kept</source>
        <translation>
            <numerusform>%n card kept</numerusform>
            <numerusform>%n cards kept</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersLabel</name>
    <message numerus="yes">
        <source>%n challenge chip(s)</source>
        <translation>
            <numerusform>%n challenge chip</numerusform>
            <numerusform>%n challenge chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n stone</numerusform>
            <numerusform>%n stones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s) on the tip card</source>
        <translation>
            <numerusform>%n stone on the tip card</numerusform>
            <numerusform>%n stones on the tip card</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RevealPage</name>
    <message numerus="yes">
        <source>Right! %n free space(s) forward, to space %1.</source>
        <translation>
            <numerusform>Right! %n free space forward, to space %1.</numerusform>
            <numerusform>Right! %n free spaces forward, to space %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong stone(s) (%1): the piece stays.</source>
        <translation>
            <numerusform>%n wrong stone (%1): the piece stays.</numerusform>
            <numerusform>%n wrong stones (%1): the piece stays.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TipCard</name>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n stone</numerusform>
            <numerusform>%n stones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at most %n</source>
        <translation>
            <numerusform>at most %n</numerusform>
            <numerusform>at most %n</numerusform>
        </translation>
    </message>
</context>
</TS>
