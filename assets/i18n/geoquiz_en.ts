<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CardEditorScreen</name>
    <message numerus="yes">
        <source>Cards: %n</source>
        <translation>
            <numerusform>Cards: %n</numerusform>
            <numerusform>Cards: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tolerance of “%1” set to %2 km; cards with new solutions: %n.</source>
        <translation>
            <numerusform>Tolerance of “%1” set to %2 km; cards with new solutions: %n.</numerusform>
            <numerusform>Tolerance of “%1” set to %2 km; cards with new solutions: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards imported: %n.</source>
        <translation>
            <numerusform>Cards imported: %n.</numerusform>
            <numerusform>Cards imported: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>area %1, outer ring (%n points)</source>
        <translation>
            <numerusform>area %1, outer ring (%n point)</numerusform>
            <numerusform>area %1, outer ring (%n points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>area %1, hole %2 (%n points)</source>
        <translation>
            <numerusform>area %1, hole %2 (%n point)</numerusform>
            <numerusform>area %1, hole %2 (%n points)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckMap</name>
    <message numerus="yes">
        <source>%n cards on the map (click one to open it)</source>
        <extracomment>The pins&apos; and outlines&apos; colours per card colour (the printed cards&apos; colours, darkened enough to read on the tan land and the blue sea). How far from a pin (viewport pixels) a click still picks it.</extracomment>
        <translation>
            <numerusform>%n card on the map (click it to open it)</numerusform>
            <numerusform>%n cards on the map (click one to open it)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pins</source>
        <translation>
            <numerusform>%n pin</numerusform>
            <numerusform>%n pins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n outlines</source>
        <translation>
            <numerusform>%n outline</numerusform>
            <numerusform>%n outlines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GisImportDialog</name>
    <message numerus="yes">
        <source>%n features; the first %1 with their solutions:</source>
        <translation>
            <numerusform>%n feature; the first %1 with its solution:</numerusform>
            <numerusform>%n features; the first %1 with their solutions:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n notes (nothing is refused for them):</source>
        <translation>
            <numerusform>%n note (nothing is refused for it):</numerusform>
            <numerusform>%n notes (nothing is refused for them):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportReportDialog</name>
    <message numerus="yes">
        <source>Import only the valid features (%n)</source>
        <translation>
            <numerusform>Import only the valid feature (%n)</numerusform>
            <numerusform>Import only the valid features (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import only the valid rows (%n)</source>
        <translation>
            <numerusform>Import only the valid row (%n)</numerusform>
            <numerusform>Import only the valid rows (%n)</numerusform>
        </translation>
    </message>
</context>
</TS>
