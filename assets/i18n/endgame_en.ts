<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>EndGame</name>
    <message numerus="yes">
        <source>the field borders %n completed city/cities, 3 points each</source>
        <translation>
            <numerusform>the field borders %n completed city, 3 points each</numerusform>
            <numerusform>the field borders %n completed cities, 3 points each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>an unfinished road of %n tile(s), 1 point each</source>
        <translation>
            <numerusform>an unfinished road of %n tile, 1 point each</numerusform>
            <numerusform>an unfinished road of %n tiles, 1 point each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n part(s)</source>
        <translation>
            <numerusform>%n part</numerusform>
            <numerusform>%n parts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n pennant</numerusform>
            <numerusform>%n pennants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>an unfinished monastery: 1 point for it and each of its %n neighbour(s)</source>
        <translation>
            <numerusform>an unfinished monastery: 1 point for it and its %n neighbour</numerusform>
            <numerusform>an unfinished monastery: 1 point for it and each of its %n neighbours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %2 points!</source>
        <translation>
            <numerusform>%1 wins with %2 points!</numerusform>
            <numerusform>%1 win with %2 points!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1%2 (%3): %n point(s)</source>
        <translation>
            <numerusform>%1%2 (%3): %n point</numerusform>
            <numerusform>%1%2 (%3): %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 visited %n town(s), in this order:</source>
        <translation>
            <numerusform>%1 visited %n town, in this order:</numerusform>
            <numerusform>%1 visited %n towns, in this order:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n town card(s) left</source>
        <translation>
            <numerusform>%1: %n town card left</numerusform>
            <numerusform>%1: %n town cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tip(s) were wrong in this game.</source>
        <translation>
            <numerusform>%n tip was wrong in this game.</numerusform>
            <numerusform>%n tips were wrong in this game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n tip(s) right, ends on space %3</source>
        <translation>
            <numerusform>%1: %2 of %n tip right, ends on space %3</numerusform>
            <numerusform>%1: %2 of %n tips right, ends on space %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1, %2, card “%3”: tip %4 — %n wrong stone(s): %5; right: %6</source>
        <translation>
            <numerusform>Round %1, %2, card “%3”: tip %4 — %n wrong stone: %5; right: %6</numerusform>
            <numerusform>Round %1, %2, card “%3”: tip %4 — %n wrong stones: %5; right: %6</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 came closest: %n day(s) in a row are linked correctly.</source>
        <translation>
            <numerusform>%1 came closest: %n day in a row is linked correctly.</numerusform>
            <numerusform>%1 came closest: %n days in a row are linked correctly.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n day(s) in a row linked correctly</source>
        <translation>
            <numerusform>%1: %n day in a row linked correctly</numerusform>
            <numerusform>%1: %n days in a row linked correctly</numerusform>
        </translation>
    </message>
</context>
</TS>
