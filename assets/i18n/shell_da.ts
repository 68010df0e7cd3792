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
        <source>&amp;Undo</source>
        <extracomment>(minimum width, minimum height, height) the parent&apos;s layout was last told the Undo button or Ctrl+Z (shown once a game offers it: :meth:`show_undo`)</extracomment>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <source>Take back your last move (Ctrl+Z), while nothing new has been revealed since</source>
        <translation>Tag dit sidste træk tilbage (Ctrl+Z), så længe intet nyt er blevet afsløret siden</translation>
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
        <extracomment>how long a game&apos;s start holds the workers that yield to the UI thread (ms; ``app.runtime.worker_python.hold_workers``): a game screen&apos;s staged start and its first moves False while :meth:`check_resumable_later` has not yet told the Resume button</extracomment>
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
<context>
    <name>QuitSaves</name>
    <message>
        <source>Saving the last moves…</source>
        <extracomment>the longest one wait at quitting lasts (s): the writer&apos;s retries of a busy database included the &quot;Saving…&quot; window appears only when the wait lasts longer than this (ms)</extracomment>
        <translation>De sidste træk gemmes…</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>Gemmer</translation>
    </message>
    <message>
        <source>a save is still being written</source>
        <translation>et spil bliver stadig gemt</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Ikke gemt</translation>
    </message>
    <message>
        <source>The last moves of these games are not saved yet:</source>
        <translation>De sidste træk i disse spil er ikke gemt endnu:</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Prøv igen</translation>
    </message>
    <message>
        <source>&amp;Quit without them</source>
        <translation>&amp;Afslut uden dem</translation>
    </message>
</context>
</TS>
