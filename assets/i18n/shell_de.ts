<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>GameHeader</name>
    <message>
        <source>Computer player thinking</source>
        <translation>Computerspieler denkt nach</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt …</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Could not resume the saved game: it is damaged or from another version (%1).</source>
        <translation>Das gespeicherte Spiel lässt sich nicht fortsetzen: Es ist beschädigt oder stammt aus einer anderen Version (%1).</translation>
    </message>
    <message>
        <source>There is no unfinished game to resume.</source>
        <translation>Es gibt kein unbeendetes Spiel zum Fortsetzen.</translation>
    </message>
    <message>
        <source>(Autosave failed: %1)</source>
        <translation>(Automatisches Speichern fehlgeschlagen: %1)</translation>
    </message>
</context>
</TS>
