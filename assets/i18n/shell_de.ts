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
        <source>&amp;Undo</source>
        <extracomment>(minimum width, minimum height, height) the parent&apos;s layout was last told the Undo button or Ctrl+Z (shown once a game offers it: :meth:`show_undo`)</extracomment>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Take back your last move (Ctrl+Z), while nothing new has been revealed since</source>
        <translation>Den eigenen letzten Zug zurücknehmen (Strg+Z), solange seitdem nichts Neues aufgedeckt wurde</translation>
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
        <extracomment>how long a game&apos;s start holds the workers that yield to the UI thread (ms; ``app.runtime.worker_python.hold_workers``): a game screen&apos;s staged start and its first moves False while :meth:`check_resumable_later` has not yet told the Resume button</extracomment>
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
<context>
    <name>QuitSaves</name>
    <message>
        <source>Saving the last moves…</source>
        <extracomment>the longest one wait at quitting lasts (s): the writer&apos;s retries of a busy database included the &quot;Saving…&quot; window appears only when the wait lasts longer than this (ms)</extracomment>
        <translation>Die letzten Züge werden gespeichert…</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>a save is still being written</source>
        <translation>ein Spielstand wird noch geschrieben</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <source>The last moves of these games are not saved yet:</source>
        <translation>Die letzten Züge dieser Spiele sind noch nicht gespeichert:</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Nochmal versuchen</translation>
    </message>
    <message>
        <source>&amp;Quit without them</source>
        <translation>Ohne sie &amp;beenden</translation>
    </message>
</context>
</TS>
