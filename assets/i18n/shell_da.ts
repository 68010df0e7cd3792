<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK">
<context>
    <name>GameHeader</name>
    <message>
        <source>Computer player thinking</source>
        <translation>Computerspiller tænker</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Tilbage</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 tænker …</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Could not resume the saved game: it is damaged or from another version (%1).</source>
        <translation>Det gemte spil kunne ikke fortsættes: Det er beskadiget eller fra en anden version (%1).</translation>
    </message>
    <message>
        <source>There is no unfinished game to resume.</source>
        <translation>Der er intet ufærdigt spil at fortsætte.</translation>
    </message>
    <message>
        <source>(Autosave failed: %1)</source>
        <translation>(Automatisk gemning mislykkedes: %1)</translation>
    </message>
</context>
</TS>
