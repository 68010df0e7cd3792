<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: Stadt-Land-anders</source>
        <translation>Neues Spiel: Stadt-Land-anders</translation>
    </message>
    <message>
        <source>Players join with their phones: the laptop shows a QR code for every phone and then only the public board; the terms stay on the phones until the check.</source>
        <translation>Die Spieler machen mit ihren Handys mit: Der Laptop zeigt für jedes Handy einen QR-Code und danach nur das öffentliche Spielbrett; die Begriffe bleiben bis zur Prüfung auf den Handys.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>5 rounds (short game)</source>
        <translation>5 Runden (kurzes Spiel)</translation>
    </message>
    <message>
        <source>7 rounds (normal game)</source>
        <translation>7 Runden (normales Spiel)</translation>
    </message>
    <message>
        <source>9 rounds (long game)</source>
        <translation>9 Runden (langes Spiel)</translation>
    </message>
    <message>
        <source>&amp;Rounds:</source>
        <translation>&amp;Runden:</translation>
    </message>
    <message>
        <source>Mixed: green and blue prompts</source>
        <translation>Gemischt: grüne und blaue Vorgaben</translation>
    </message>
    <message>
        <source>Green only: letters</source>
        <translation>Nur grün: Buchstaben</translation>
    </message>
    <message>
        <source>Blue only: creative</source>
        <translation>Nur blau: kreativ</translation>
    </message>
    <message>
        <source>&amp;Prompts:</source>
        <translation>&amp;Vorgaben:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>no timer</source>
        <translation>keine Uhr</translation>
    </message>
    <message>
        <source>Round &amp;timer:</source>
        <translation>Rundenze&amp;it:</translation>
    </message>
    <message>
        <source>After “Aus!” a term being written may be finished</source>
        <translation>Nach „Aus!“ darf ein angefangener Begriff zu Ende geschrieben werden</translation>
    </message>
    <message>
        <source>Time to &amp;finish a term:</source>
        <translation>Zeit zum &amp;Fertigschreiben:</translation>
    </message>
    <message>
        <source>Creative Play: point at the most creative player</source>
        <translation>Kreativ-Spiel: auf den kreativsten Mitspieler zeigen</translation>
    </message>
    <message>
        <source>German (Ä, Ö, Ü are vowels)</source>
        <translation>Deutsch (Ä, Ö, Ü sind Vokale)</translation>
    </message>
    <message>
        <source>Danish (Y, Æ, Ø, Å are vowels; Æ, Ø, Å own letters)</source>
        <translation>Dänisch (Y, Æ, Ø, Å sind Vokale; Æ, Ø, Å eigene Buchstaben)</translation>
    </message>
    <message>
        <source>&amp;Letters of the terms:</source>
        <translation>&amp;Buchstaben der Begriffe:</translation>
    </message>
    <message>
        <source>Our group counts Y as a vowel (German)</source>
        <translation>Unsere Runde zählt Y als Vokal (Deutsch)</translation>
    </message>
    <message>
        <source>Category cards</source>
        <translation>Kategorie-Karten</translation>
    </message>
    <message>
        <source>%1-star cards</source>
        <translation>Karten mit %1 ★</translation>
    </message>
    <message>
        <source>Number of categories</source>
        <translation>Anzahl der Kategorien</translation>
    </message>
    <message>
        <source>Categories:</source>
        <translation>Kategorien:</translation>
    </message>
    <message>
        <source>&amp;Draw at random</source>
        <translation>&amp;Zufällig ziehen</translation>
    </message>
    <message>
        <source>Category cards in play</source>
        <translation>Kategorie-Karten im Spiel</translation>
    </message>
    <message>
        <source>Cards chosen: %1 (5 to 7)</source>
        <translation>Gewählte Karten: %1 (5 bis 7)</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Jeder Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Zwei Spieler haben denselben Namen.</translation>
    </message>
    <message>
        <source>Choose 5 category cards (6 or 7 as a variant).</source>
        <translation>Wählt 5 Kategorie-Karten (6 oder 7 als Variante).</translation>
    </message>
    <message>
        <source>Creative Play needs at least 3 players.</source>
        <translation>Das Kreativ-Spiel braucht mindestens 3 Spieler.</translation>
    </message>
    <message>
        <source>The round timer is off or at least 10 seconds.</source>
        <translation>Die Rundenzeit ist aus oder mindestens 10 Sekunden.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Das ist kein Zug dieses Spiels.</translation>
    </message>
    <message>
        <source>Time cannot run backwards.</source>
        <translation>Die Zeit läuft nicht rückwärts.</translation>
    </message>
    <message>
        <source>A round is already being played.</source>
        <translation>Es wird schon eine Runde gespielt.</translation>
    </message>
    <message>
        <source>There is no player %1.</source>
        <translation>Es gibt keinen Spieler %1.</translation>
    </message>
    <message>
        <source>There is no category column %1.</source>
        <translation>Es gibt keine Kategorienspalte %1.</translation>
    </message>
    <message>
        <source>“Stopp und 1!” and “Stopp und Aus!” are called while the round runs.</source>
        <translation>„Stopp und 1!“ und „Stopp und Aus!“ ruft man, solange die Runde läuft.</translation>
    </message>
    <message>
        <source>Time is up: the round ends with “Stopp und Aus!”.</source>
        <translation>Die Zeit ist um: Die Runde endet mit „Stopp und Aus!“.</translation>
    </message>
    <message>
        <source>You have already called “Stopp und 1!”.</source>
        <translation>Du hast schon „Stopp und 1!“ gerufen.</translation>
    </message>
    <message>
        <source>“Stopp und 1!” needs at least 2 categories filled.</source>
        <translation>„Stopp und 1!“ braucht mindestens 2 ausgefüllte Kategorien.</translation>
    </message>
    <message>
        <source>Every category is filled: call “Stopp und Aus!” instead.</source>
        <translation>Alle Kategorien sind ausgefüllt: Ruf stattdessen „Stopp und Aus!“.</translation>
    </message>
    <message>
        <source>The round goes on until someone calls “Stopp und Aus!”.</source>
        <translation>Die Runde läuft, bis jemand „Stopp und Aus!“ ruft.</translation>
    </message>
    <message>
        <source>After “Stopp und 1!” you may not write more; your count ends the round.</source>
        <translation>Nach „Stopp und 1!“ darfst du nichts mehr schreiben; dein Zählen beendet die Runde.</translation>
    </message>
    <message>
        <source>The terms are entered after “Stopp und Aus!”.</source>
        <translation>Die Begriffe werden nach „Stopp und Aus!“ eingegeben.</translation>
    </message>
    <message>
        <source>Let everyone finish the term they are writing.</source>
        <translation>Lass alle den Begriff zu Ende schreiben, an dem sie gerade schreiben.</translation>
    </message>
    <message>
        <source>Terms are entered after the round, one player after the other.</source>
        <translation>Die Begriffe werden nach der Runde eingegeben, einer nach dem anderen.</translation>
    </message>
    <message>
        <source>It is player %1&apos;s turn to enter terms.</source>
        <translation>Spieler %1 gibt gerade die Begriffe ein.</translation>
    </message>
    <message>
        <source>Enter one term for each of the %1 categories.</source>
        <translation>Gib für jede der %1 Kategorien einen Begriff ein.</translation>
    </message>
    <message>
        <source>A term may have at most %1 characters.</source>
        <translation>Ein Begriff darf höchstens %1 Zeichen haben.</translation>
    </message>
    <message>
        <source>You called “Stopp und 1!” with %1 terms and may not have written more. If the number was wrong, take the call back on the round page (Undo) before the entry.</source>
        <translation>Du hast „Stopp und 1!“ mit %1 Begriffen gerufen und darfst nicht mehr geschrieben haben. War die Zahl falsch, nimm den Ruf auf der Rundenseite zurück (Rückgängig), bevor die Eingabe beginnt.</translation>
    </message>
    <message>
        <source>You called “Stopp und Aus!”, so every category needs a term.</source>
        <translation>Du hast „Stopp und Aus!“ gerufen, also braucht jede Kategorie einen Begriff.</translation>
    </message>
    <message>
        <source>Votes, corrections and merges are made while the terms are checked.</source>
        <translation>Abstimmen, Korrigieren und Zusammenlegen geht, während die Begriffe geprüft werden.</translation>
    </message>
    <message>
        <source>A gap has no term to vote on.</source>
        <translation>Eine Lücke hat keinen Begriff zum Abstimmen.</translation>
    </message>
    <message>
        <source>Everyone wrote this term; nobody is left to vote on it.</source>
        <translation>Alle haben diesen Begriff geschrieben; niemand bleibt zum Abstimmen.</translation>
    </message>
    <message>
        <source>Each player votes once.</source>
        <translation>Jeder stimmt einmal ab.</translation>
    </message>
    <message>
        <source>Players do not vote on their own term.</source>
        <translation>Über den eigenen Begriff stimmt man nicht ab.</translation>
    </message>
    <message>
        <source>The term and its justification are unchanged.</source>
        <translation>Begriff und Begründung sind unverändert.</translation>
    </message>
    <message>
        <source>Choose at least two terms of this category to merge.</source>
        <translation>Wähle mindestens zwei Begriffe dieser Kategorie zum Zusammenlegen.</translation>
    </message>
    <message>
        <source>These terms already count as one term.</source>
        <translation>Diese Begriffe zählen schon als ein Begriff.</translation>
    </message>
    <message>
        <source>There is nothing to take back in this round.</source>
        <translation>In dieser Runde gibt es nichts zurückzunehmen.</translation>
    </message>
    <message>
        <source>Terms have been entered: the call can no longer be taken back.</source>
        <translation>Es wurden schon Begriffe eingegeben: Der Ruf kann nicht mehr zurückgenommen werden.</translation>
    </message>
    <message>
        <source>There is nothing to score yet.</source>
        <translation>Es gibt noch nichts zu werten.</translation>
    </message>
    <message>
        <source>Creativity points are given after scoring a round.</source>
        <translation>Kreativpunkte gibt es nach der Wertung einer Runde.</translation>
    </message>
    <message>
        <source>Every player points at one fellow player.</source>
        <translation>Jeder zeigt auf einen Mitspieler.</translation>
    </message>
    <message>
        <source>Still to choose whom they point at: %1.</source>
        <translation>Noch nicht gewählt, auf wen sie zeigen: %1.</translation>
    </message>
    <message>
        <source>Nobody points at themselves.</source>
        <translation>Niemand zeigt auf sich selbst.</translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>Stadt-Land-anders</source>
        <translation>Stadt-Land-anders</translation>
    </message>
    <message>
        <source>Stadt-Land-anders — a round running</source>
        <translation>Stadt-Land-anders — eine laufende Runde</translation>
    </message>
    <message>
        <source>Stadt-Land-anders — checking the terms</source>
        <translation>Stadt-Land-anders — Begriffe prüfen</translation>
    </message>
</context>
<context>
    <name>StadtlandScreen</name>
    <message>
        <source>Stadt-Land-anders</source>
        <translation>Stadt-Land-anders</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <source>A signal at “Aus!” and a soft tick at the end of the count</source>
        <translation>Ein Signal bei „Aus!“ und ein leises Ticken am Ende des Zählens</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>?</source>
        <extracomment>widths remembered at most (a window being resized asks for a new one each step) the (prompt, language) shown, so that showing it again (every tick of the round&apos;s clock) does not set the style sheets again: that re-polishes and repaints the card</extracomment>
        <translation>?</translation>
    </message>
    <message>
        <source>The prompt card is still face down.</source>
        <translation>Die Vorgabe-Karte liegt noch verdeckt.</translation>
    </message>
    <message>
        <source>● Green card: letters — the app checks the terms</source>
        <translation>● Grüne Karte: Buchstaben — die App prüft die Begriffe</translation>
    </message>
    <message>
        <source>◆ Blue card: creative — you judge the terms</source>
        <translation>◆ Blaue Karte: kreativ — ihr beurteilt die Begriffe</translation>
    </message>
    <message>
        <source>German card: “%1”</source>
        <translation>Deutsche Karte: „%1“</translation>
    </message>
    <message>
        <source>The laptop is the game master: it draws the prompt, runs the clock, takes everybody&apos;s terms after the round, checks the letter prompts and repeated terms, lets you vote on the rest and keeps the score.

Find one term per category that fits the prompt. “Stopp und Aus!” when every category is filled; “Stopp und 1!” with at least two filled ends the round ten seconds later.

Points: 2 for a term nobody else has, 1 for a shared term, and 1 extra point for each other player with a gap in that category.</source>
        <translation>Der Laptop ist die Spielleitung: Er zieht die Vorgabe, läuft die Uhr, nimmt nach der Runde alle Begriffe auf, prüft die Buchstaben-Vorgaben und wiederholte Begriffe, lässt euch über den Rest abstimmen und zählt die Punkte.

Findet zu jeder Kategorie einen Begriff, der zur Vorgabe passt. „Stopp und Aus!“, wenn alle Kategorien ausgefüllt sind; „Stopp und 1!“ mit mindestens zwei ausgefüllten beendet die Runde zehn Sekunden später.

Punkte: 2 für einen Begriff, den sonst niemand hat, 1 für einen Begriff, den auch andere haben, und 1 Zusatzpunkt für jeden Mitspieler mit einer Lücke in dieser Kategorie.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Restzeit</translation>
    </message>
    <message>
        <source>&amp;Deal the prompt and start the round</source>
        <translation>Vorgabe &amp;ziehen und Runde starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Rufe</translation>
    </message>
    <message>
        <source>filled: ?</source>
        <translation>ausgefüllt: ?</translation>
    </message>
    <message>
        <source>Categories filled by %1</source>
        <translation>Von %1 ausgefüllte Kategorien</translation>
    </message>
    <message>
        <source>How many categories are filled</source>
        <translation>Wie viele Kategorien ausgefüllt sind</translation>
    </message>
    <message>
        <source>Stopp und 1!</source>
        <translation>Stopp und 1!</translation>
    </message>
    <message>
        <source>Stopp und 1 for %1</source>
        <translation>Stopp und 1 für %1</translation>
    </message>
    <message>
        <source>Stopp und Aus!</source>
        <translation>Stopp und Aus!</translation>
    </message>
    <message>
        <source>Stopp und Aus for %1</source>
        <translation>Stopp und Aus für %1</translation>
    </message>
    <message>
        <source>&amp;Done: hide my terms</source>
        <translation>&amp;Fertig: Begriffe verdecken</translation>
    </message>
    <message>
        <source>Terms of this round</source>
        <translation>Begriffe dieser Runde</translation>
    </message>
    <message>
        <source>✓ accepted   ✗ crossed out, with the reason   — gap.   Singular or plural are both fine (rule 2). Be generous, but not arbitrary.</source>
        <translation>✓ gilt   ✗ gestrichen, mit Grund   — Lücke.   Einzahl oder Mehrzahl sind beide erlaubt (Regel 2). Seid großzügig, aber nicht beliebig.</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Abstimmung</translation>
    </message>
    <message>
        <source>&amp;Count the votes</source>
        <translation>Stimmen &amp;auszählen</translation>
    </message>
    <message>
        <source>Correct the term</source>
        <translation>Begriff korrigieren</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>freiwillig</translation>
    </message>
    <message>
        <source>&amp;Term:</source>
        <translation>&amp;Begriff:</translation>
    </message>
    <message>
        <source>Ju&amp;stification:</source>
        <translation>Be&amp;gründung:</translation>
    </message>
    <message>
        <source>Sa&amp;ve the correction</source>
        <translation>Korrektur &amp;speichern</translation>
    </message>
    <message>
        <source>Same term, other spelling</source>
        <translation>Gleicher Begriff, andere Schreibweise</translation>
    </message>
    <message>
        <source>&amp;Merge into one term</source>
        <translation>Zu einem Begriff &amp;zusammenlegen</translation>
    </message>
    <message>
        <source>&amp;Score the round</source>
        <translation>Runde &amp;werten</translation>
    </message>
    <message>
        <source>Creative Play: on a signal, everyone points at a fellow player</source>
        <translation>Kreativ-Spiel: Auf ein Zeichen zeigt jeder auf einen Mitspieler</translation>
    </message>
    <message>
        <source>Count the &amp;fingers</source>
        <translation>&amp;Finger zählen</translation>
    </message>
    <message>
        <source>Points per round and total</source>
        <translation>Punkte je Runde und gesamt</translation>
    </message>
    <message>
        <source>Terms of the last round</source>
        <translation>Begriffe der letzten Runde</translation>
    </message>
    <message>
        <source>filled: </source>
        <translation>ausgefüllt: </translation>
    </message>
    <message>
        <source>&amp;Deal the next prompt</source>
        <translation>Nächste Vorgabe &amp;ziehen</translation>
    </message>
    <message>
        <source>Start a new game or resume the last one.</source>
        <extracomment>&quot;Stopp und 1!&quot; waiting for its number: (player, time of the call) the size the pages are drawn at while the screen is built (:meth:`_warm_up`)</extracomment>
        <translation>Startet ein neues Spiel oder setzt das letzte fort.</translation>
    </message>
    <message>
        <source>Taken back.</source>
        <translation>Zurückgenommen.</translation>
    </message>
    <message>
        <source>Crossed out: %1 of %2 reject it.</source>
        <translation>Gestrichen: %1 von %2 lehnen ihn ab.</translation>
    </message>
    <message>
        <source>Accepted: %1 of %2 reject it (a tie accepts).</source>
        <translation>Gilt: %1 von %2 lehnen ihn ab (Gleichstand gilt).</translation>
    </message>
    <message>
        <source>Corrected.</source>
        <translation>Korrigiert.</translation>
    </message>
    <message>
        <source>Merged: they count as one shared term.</source>
        <translation>Zusammengelegt: Sie zählen als ein gemeinsamer Begriff.</translation>
    </message>
    <message>
        <source>&amp;Undo the last call</source>
        <translation>Letzten &amp;Ruf zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Undo the last vote</source>
        <translation>Letzte &amp;Abstimmung zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Undo the last correction</source>
        <translation>Letzte &amp;Korrektur zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Undo the last merge</source>
        <translation>Letztes &amp;Zusammenlegen zurücknehmen</translation>
    </message>
    <message>
        <source>Extra round %1 (tie)</source>
        <extracomment>the text colour of a tinted cell</extracomment>
        <translation>Zusatzrunde %1 (Gleichstand)</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>Everybody ready with paper and pen? Deal the first prompt.</source>
        <translation>Alle bereit mit Papier und Stift? Zieht die erste Vorgabe.</translation>
    </message>
    <message>
        <source>Write one term per category on your paper.</source>
        <translation>Schreibt zu jeder Kategorie einen Begriff auf euer Papier.</translation>
    </message>
    <message>
        <source>Aus! Finish the term you are writing.</source>
        <translation>Aus! Schreibt den angefangenen Begriff zu Ende.</translation>
    </message>
    <message>
        <source>%1 enters their terms.</source>
        <translation>%1 gibt die Begriffe ein.</translation>
    </message>
    <message>
        <source>Read out the terms; vote on doubtful ones, then score the round.</source>
        <translation>Lest die Begriffe vor, stimmt über zweifelhafte ab und wertet dann die Runde.</translation>
    </message>
    <message>
        <source>Award the creativity points.</source>
        <translation>Vergebt die Kreativpunkte.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>Round scored. Deal the next prompt when everybody is ready.</source>
        <translation>Runde gewertet. Zieht die nächste Vorgabe, wenn alle bereit sind.</translation>
    </message>
    <message>
        <source>Categories: %1</source>
        <translation>Kategorien: %1</translation>
    </message>
    <message>
        <source>The clock starts when the prompt is dealt.</source>
        <translation>Die Uhr läuft, sobald die Vorgabe gezogen ist.</translation>
    </message>
    <message>
        <source>%1 called “Stopp und 1!” — %2 s until “Aus!”</source>
        <translation>%1 hat „Stopp und 1!“ gerufen — noch %2 s bis „Aus!“</translation>
    </message>
    <message>
        <source>No timer: the round runs until a call.</source>
        <translation>Ohne Uhr: Die Runde läuft bis zu einem Ruf.</translation>
    </message>
    <message>
        <source>Time left in this round</source>
        <translation>Restzeit dieser Runde</translation>
    </message>
    <message>
        <source>Aus!</source>
        <translation>Aus!</translation>
    </message>
    <message>
        <source>Finish the term you are writing: %1 s</source>
        <translation>Angefangenen Begriff zu Ende schreiben: %1 s</translation>
    </message>
    <message>
        <source>%1 called “Stopp und 1!”: how many categories are filled?</source>
        <translation>%1 hat „Stopp und 1!“ gerufen: Wie viele Kategorien sind ausgefüllt?</translation>
    </message>
    <message>
        <source>Stopp und 1 with %1 filled</source>
        <translation>Stopp und 1 mit %1 ausgefüllt</translation>
    </message>
    <message>
        <source>Stopp und 1 with %1 terms</source>
        <translation>Stopp und 1 mit %1 Begriffen</translation>
    </message>
    <message>
        <source>called “Stopp und Aus!”</source>
        <translation>hat „Stopp und Aus!“ gerufen</translation>
    </message>
    <message>
        <source>Time is up.</source>
        <translation>Die Zeit ist um.</translation>
    </message>
    <message>
        <source>%1 counted to ten.</source>
        <translation>%1 hat bis zehn gezählt.</translation>
    </message>
    <message>
        <source>%1 called “Stopp und Aus!”</source>
        <translation>%1 hat „Stopp und Aus!“ gerufen</translation>
    </message>
    <message>
        <source>Pass the laptop to %1.</source>
        <translation>Gebt den Laptop an %1.</translation>
    </message>
    <message>
        <source>Everybody else: please look away.</source>
        <translation>Alle anderen: bitte wegschauen.</translation>
    </message>
    <message>
        <source>I am %1: enter my terms</source>
        <translation>Ich bin %1: Begriffe eingeben</translation>
    </message>
    <message>
        <source>%1&apos;s terms</source>
        <extracomment>the category titles the form has fields for (None: no form yet)</extracomment>
        <translation>Begriffe von %1</translation>
    </message>
    <message>
        <source>justification (optional)</source>
        <translation>Begründung (freiwillig)</translation>
    </message>
    <message>
        <source>Justification for %1</source>
        <translation>Begründung für %1</translation>
    </message>
    <message>
        <source>Leave a category empty if you have no term for it.</source>
        <translation>Lasst eine Kategorie leer, wenn ihr keinen Begriff dafür habt.</translation>
    </message>
    <message>
        <source>A justification (rule 3) is shown at the vote; the letter checks ignore it.</source>
        <translation>Eine Begründung (Regel 3) wird bei der Abstimmung gezeigt; die Buchstabenprüfung beachtet sie nicht.</translation>
    </message>
    <message>
        <source>You called “Stopp und 1!” with %1 terms: enter only those.</source>
        <translation>Du hast „Stopp und 1!“ mit %1 Begriffen gerufen: Gib nur diese ein.</translation>
    </message>
    <message>
        <source>You called “Stopp und Aus!”: enter a term for every category.</source>
        <translation>Du hast „Stopp und Aus!“ gerufen: Gib für jede Kategorie einen Begriff ein.</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>gilt</translation>
    </message>
    <message>
        <source>gap</source>
        <translation>Lücke</translation>
    </message>
    <message>
        <source>does not fit the letter prompt</source>
        <translation>passt nicht zur Buchstaben-Vorgabe</translation>
    </message>
    <message>
        <source>already used earlier in this game (rule 5)</source>
        <translation>schon früher in diesem Spiel genannt (Regel 5)</translation>
    </message>
    <message>
        <source>same term in two categories (rule 4)</source>
        <translation>derselbe Begriff in zwei Kategorien (Regel 4)</translation>
    </message>
    <message>
        <source>crossed out by vote</source>
        <translation>durch Abstimmung gestrichen</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>prompt: %1 (%2)</source>
        <translation>Vorgabe: %1 (%2)</translation>
    </message>
    <message>
        <source>Points if scored now: %1</source>
        <translation>Punkte, wenn jetzt gewertet wird: %1</translation>
    </message>
    <message>
        <source>%1 corrected in %2: “%3” → “%4”</source>
        <translation>%1 korrigiert in %2: „%3“ → „%4“</translation>
    </message>
    <message>
        <source>justification: %1</source>
        <translation>Begründung: %1</translation>
    </message>
    <message>
        <source>merged</source>
        <translation>zusammengelegt</translation>
    </message>
    <message>
        <source>No term is open to a vote.</source>
        <translation>Über keinen Begriff ist abzustimmen.</translation>
    </message>
    <message>
        <source>Correct %1&apos;s term in %2</source>
        <translation>Begriff von %1 in %2 korrigieren</translation>
    </message>
    <message>
        <source>A gap: nothing to vote on.</source>
        <translation>Eine Lücke: nichts abzustimmen.</translation>
    </message>
    <message>
        <source>“%1” in %2 by %3.</source>
        <translation>„%1“ in %2 von %3.</translation>
    </message>
    <message>
        <source>Justification: %1</source>
        <translation>Begründung: %1</translation>
    </message>
    <message>
        <source>The app crossed it out: %1. The vote can overrule the app.</source>
        <translation>Die App hat ihn gestrichen: %1. Die Abstimmung kann die App überstimmen.</translation>
    </message>
    <message>
        <source>Tick who rejects it:</source>
        <translation>Kreuze an, wer ihn ablehnt:</translation>
    </message>
    <message>
        <source>%1 rejects it</source>
        <translation>%1 lehnt ihn ab</translation>
    </message>
    <message>
        <source>Everybody wrote this term; nobody votes on it.</source>
        <translation>Alle haben diesen Begriff; niemand stimmt darüber ab.</translation>
    </message>
    <message>
        <source>%1: “%2”</source>
        <translation>%1: „%2“</translation>
    </message>
    <message>
        <source>Tick the other spellings of “%1”: merged terms count as shared.</source>
        <translation>Kreuze die anderen Schreibweisen von „%1“ an: Zusammengelegte Begriffe zählen als gemeinsam.</translation>
    </message>
    <message>
        <source>No other spelling in this category.</source>
        <translation>Keine andere Schreibweise in dieser Kategorie.</translation>
    </message>
    <message>
        <source>— choose —</source>
        <extracomment>the players the choosers are for (the form is made when they change, not per round)</extracomment>
        <translation>— wählen —</translation>
    </message>
    <message>
        <source>%1 points at</source>
        <translation>%1 zeigt auf</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>%1 creative</source>
        <translation>%1 kreativ</translation>
    </message>
    <message>
        <source>Round %1 in detail — prompt: %2</source>
        <translation>Runde %1 im Einzelnen — Vorgabe: %2</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>%1 wins with %2 points!</source>
        <translation>%1 gewinnt mit %2 Punkten!</translation>
    </message>
    <message>
        <source>Shared win: %1 with %2 points</source>
        <translation>Geteilter Sieg: %1 mit %2 Punkten</translation>
    </message>
    <message>
        <source>Thanks for playing!</source>
        <translation>Danke fürs Spielen!</translation>
    </message>
    <message>
        <source>After round %1</source>
        <translation>Nach Runde %1</translation>
    </message>
    <message>
        <source>Tie between %1: one more round!</source>
        <translation>Gleichstand zwischen %1: noch eine Runde!</translation>
    </message>
    <message>
        <source>Rounds to go: %1</source>
        <translation>Noch zu spielende Runden: %1</translation>
    </message>
</context>
</TS>
