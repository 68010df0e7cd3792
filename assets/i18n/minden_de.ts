<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CardTile</name>
    <message>
        <source>City</source>
        <extracomment>the height the text needs per tile width (:meth:`heightForWidth`), for the font key whether ``_heights_font`` is the text&apos;s font since its last font or style change</extracomment>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Nature</source>
        <translation>Natur</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
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
        <source>→ %1</source>
        <extracomment>the text without the owner&apos;s line (:meth:`set_owner` adds it)</extracomment>
        <translation>→ %1</translation>
    </message>
</context>
<context>
    <name>EndPage</name>
    <message numerus="yes">
        <source>%n chip(s) owned</source>
        <translation>
            <numerusform>%n Chip im Besitz</numerusform>
            <numerusform>%n Chips im Besitz</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The map shows where the %n wrong tip(s) went: the indicator of each player and the true place.</source>
        <translation>
            <numerusform>Die Karte zeigt, wo der %n falsche Tipp lag: den Ortsanzeiger jedes Spielers und den wahren Ort.</numerusform>
            <numerusform>Die Karte zeigt, wo die %n falschen Tipps lagen: den Ortsanzeiger jedes Spielers und den wahren Ort.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GuessPage</name>
    <message numerus="yes">
        <source>Challenge %1 (%n stone(s))</source>
        <translation>
            <numerusform>%1 herausfordern (%n Stein)</numerusform>
            <numerusform>%1 herausfordern (%n Steine)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message numerus="yes">
        <source>%1: %2 of %3 tips right in %n game(s)</source>
        <translation>
            <numerusform>%1: %2 von %3 Tipps richtig in %n Spiel</numerusform>
            <numerusform>%1: %2 von %3 Tipps richtig in %n Spielen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) kept</source>
        <translation>
            <numerusform>%n Karte behalten</numerusform>
            <numerusform>%n Karten behalten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MindenScreen</name>
    <message>
        <source>Deutschland: Finden Sie Minden</source>
        <translation>Deutschland: Finden Sie Minden</translation>
    </message>
    <message>
        <source>Find places on the board: west or east, north, middle or south, the map square, the quadrant. Every right stone moves your piece, one wrong stone none.</source>
        <translation>Finde Orte auf dem Spielbrett: West oder Ost, Nord, Mitte oder Süd, das Kartenfeld, der Quadrant. Jeder richtige Stein bringt deine Figur voran, ein falscher Stein keinen Schritt.</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>%1 — round %2</source>
        <translation>%1 — Runde %2</translation>
    </message>
    <message>
        <source>The database is not available: %1</source>
        <translation>Die Datenbank ist nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
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
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 von %3</translation>
    </message>
    <message>
        <source>The chosen decks hold too few cards for %1 players (%2 cards).</source>
        <translation>Die gewählten Kartensätze haben zu wenige Karten für %1 Spieler (%2 Karten).</translation>
    </message>
    <message>
        <source>Cards of this round</source>
        <extracomment>how far apart the parts of a game&apos;s start are shown (ms): a real timer interval, so that each part runs after the paint the last one caused, in an event-loop turn of its own (a zero timer or a posted call would land in the same turn: Qt sends posted events first) how far apart the turns are that make ahead the tiles of the cards shown after a reveal (ms), and how much of the UI thread&apos;s time (s) each turn may take the side panel&apos;s narrowest width: three card tiles and the tip card fit (1280×720) the final bonuses still to announce (after the last reveal): event and its steps the cards (and owners) whose tiles are made ahead while a reveal is read (:meth:`_prepare_upcoming`) makes the next of them: a real timer, so that each runs in a turn of its own, after the reveal&apos;s paint (a zero timer is a posted call, sent in the same turn) while a game&apos;s start is shown in parts (:meth:`_hold_start`): the parts still held back, one shown per event-loop turn (&quot;tiles&quot;, &quot;table&quot;, &quot;map&quot;, &quot;track&quot;, &quot;computer&quot;) True while :meth:`enter_game` renders the start or :meth:`finish_reveal` the table after a reveal (their refresh leaves the cards out for the next turn) whether a game has shown the game page already (:meth:`enter_game`) a reveal&apos;s map (its solution cells, true place and indicator) still to show, drawn a step after the reveal&apos;s page (:meth:`_start_reveal`): card, indicator, name, colour whether the map&apos;s paint is held back for the turn after the one that set its marks the name the table&apos;s tests and the demonstration know the dialog by what the others did since the acting person&apos;s last move (:meth:`_show_since`)</extracomment>
        <translation>Karten dieser Runde</translation>
    </message>
    <message>
        <source>Leave (the game is saved)</source>
        <extracomment>the side panel&apos;s visible part (every refresh reads its width for the card columns; its first call sets up PySide&apos;s types behind it, ~30 ms, with the screen instead)
----------
the game page shown for the first time: the map fits itself to its first size (its resize event), and nobody can have zoomed it yet</extracomment>
        <translation>Verlassen (das Spiel ist gespeichert)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Take back your last move (Ctrl+Z), while nothing new has been revealed since</source>
        <translation>Den eigenen letzten Zug zurücknehmen (Strg+Z), solange seitdem nichts Neues aufgedeckt wurde</translation>
    </message>
    <message>
        <source>Map of the board</source>
        <extracomment>whether the map&apos;s paint is held back (:meth:`hold_paint`)</extracomment>
        <translation>Karte des Spielbretts</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>%1 takes “%2”.</source>
        <translation>%1 nimmt „%2“.</translation>
    </message>
    <message>
        <source>%1 trades the card.</source>
        <translation>%1 tauscht die Karte.</translation>
    </message>
    <message>
        <source>%1 has placed tip stones.</source>
        <translation>%1 hat Tippsteine gesetzt.</translation>
    </message>
    <message>
        <source>%1 challenges %2.</source>
        <translation>%1 fordert %2 heraus.</translation>
    </message>
    <message>
        <source>The indicator lies in %1.</source>
        <translation>Der Ortsanzeiger liegt im Gebiet „%1“.</translation>
    </message>
    <message>
        <source>The indicator is %1 km from %2.</source>
        <translation>Abstand des Ortsanzeigers zu „%2“: %1 km.</translation>
    </message>
    <message>
        <source>%1&apos;s card “%2”: solution %3; tip %4.</source>
        <translation>Karte von %1 „%2“: Lösung %3; Tipp %4.</translation>
    </message>
    <message>
        <source>Solution side: %1</source>
        <translation>Lösungsseite: %1</translation>
    </message>
    <message>
        <source>No stones placed: no move.</source>
        <translation>Keine Steine gesetzt: kein Zug.</translation>
    </message>
    <message>
        <source>The card is kept.</source>
        <translation>Die Karte wird behalten.</translation>
    </message>
    <message>
        <source>The card goes back to the box.</source>
        <translation>Die Karte kommt zurück in die Schachtel.</translation>
    </message>
    <message>
        <source>%1&apos;s challenge was wrong: %2 keeps the chip.</source>
        <translation>Die Herausforderung von %1 war falsch: %2 behält den Chip.</translation>
    </message>
    <message>
        <source>%1&apos;s challenge was right: one space forward.</source>
        <translation>Die Herausforderung von %1 war richtig: ein Feld vor.</translation>
    </message>
    <message>
        <source>most yellow cards</source>
        <translation>die meisten gelben Karten</translation>
    </message>
    <message>
        <source>most orange cards</source>
        <translation>die meisten orangen Karten</translation>
    </message>
    <message>
        <source>most green cards</source>
        <translation>die meisten grünen Karten</translation>
    </message>
    <message>
        <source>most blue cards</source>
        <translation>die meisten blauen Karten</translation>
    </message>
    <message>
        <source>most yellow cards (tied)</source>
        <translation>die meisten gelben Karten (gleichauf)</translation>
    </message>
    <message>
        <source>most orange cards (tied)</source>
        <translation>die meisten orangen Karten (gleichauf)</translation>
    </message>
    <message>
        <source>most green cards (tied)</source>
        <translation>die meisten grünen Karten (gleichauf)</translation>
    </message>
    <message>
        <source>most blue cards (tied)</source>
        <translation>die meisten blauen Karten (gleichauf)</translation>
    </message>
    <message>
        <source>%1 +%2: %3</source>
        <translation>%1 +%2: %3</translation>
    </message>
    <message>
        <source>choosing cards</source>
        <translation>Karten wählen</translation>
    </message>
    <message>
        <source>trading</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <source>guessing</source>
        <translation>Tippen</translation>
    </message>
    <message>
        <source>challenges</source>
        <translation>Herausforderungen</translation>
    </message>
    <message>
        <source>scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Round %1 — %2</source>
        <translation>Runde %1 — %2</translation>
    </message>
    <message>
        <source>Round %1 dealt.</source>
        <translation>Runde %1 ist ausgeteilt.</translation>
    </message>
    <message>
        <source>%1&apos;s tip %2 for “%3”: right, to space %4.</source>
        <translation>Tipp von %1 (%2) für „%3“: richtig, weiter auf Feld %4.</translation>
    </message>
    <message>
        <source>%1&apos;s tip %2 for “%3”: no move.</source>
        <translation>Tipp von %1 (%2) für „%3“: kein Zug.</translation>
    </message>
    <message>
        <source>Since your last turn</source>
        <translation>Seit deinem letzten Zug</translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation>%1 (Computer) überlegt …</translation>
    </message>
    <message>
        <source>computer: knows the big cities</source>
        <translation>Computer: kennt die großen Städte</translation>
    </message>
    <message>
        <source>computer: knows Germany well</source>
        <translation>Computer: kennt Deutschland gut</translation>
    </message>
    <message>
        <source>computer: expert</source>
        <translation>Computer: Experte</translation>
    </message>
    <message>
        <source>C</source>
        <comment>initial of City cards (yellow)</comment>
        <extracomment>the wrapped text&apos;s height per width (:meth:`heightForWidth`), for ``_heights_for`` the text the heights are for; None after a font or style change (:meth:`changeEvent`)</extracomment>
        <translation>S</translation>
    </message>
    <message>
        <source>P</source>
        <comment>initial of Place cards (orange)</comment>
        <translation>O</translation>
    </message>
    <message>
        <source>N</source>
        <comment>initial of Nature cards (green)</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>E</source>
        <comment>initial of Expert cards (blue)</comment>
        <translation>O</translation>
    </message>
    <message>
        <source>space</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>chip</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Click to trade this card for the top card of the pile.</source>
        <extracomment>the move each tile&apos;s click stands for (None: the tile cannot be clicked) where the tiles sit: (tile, row, column, column span), in order tiles made ahead for cards about to be shown (:meth:`prepare`), hidden</extracomment>
        <translation>Klicken, um diese Karte gegen die oberste Karte des Stapels zu tauschen.</translation>
    </message>
    <message>
        <source>%1, choose one of the cards above.</source>
        <translation>%1, wähle eine der Karten oben.</translation>
    </message>
    <message>
        <source>The leader takes the card that is left over.</source>
        <translation>Wer vorne liegt, nimmt die übrige Karte.</translation>
    </message>
    <message>
        <source>%1: trade “%2” for the top card of the pile?</source>
        <translation>%1: „%2“ gegen die oberste Karte des Stapels tauschen?</translation>
    </message>
    <message>
        <source>Click your card or the button to trade it.</source>
        <translation>Klicke auf deine Karte oder den Knopf, um sie zu tauschen.</translation>
    </message>
    <message>
        <source>your chip</source>
        <translation>deinen Chip</translation>
    </message>
    <message>
        <source>a tip stone</source>
        <translation>einen Tippstein</translation>
    </message>
    <message>
        <source>&amp;Trade (costs %1)</source>
        <translation>&amp;Tauschen (kostet %1)</translation>
    </message>
    <message>
        <source>The draw pile is empty: no more trading.</source>
        <translation>Der Nachziehstapel ist leer: Tauschen geht nicht mehr.</translation>
    </message>
    <message>
        <source>You have used your chip and need a spare tip stone to trade.</source>
        <translation>Dein Chip ist verbraucht; zum Tauschen brauchst du einen übrigen Tippstein.</translation>
    </message>
    <message>
        <source>You have used your chip: no more trading.</source>
        <translation>Dein Chip ist verbraucht: Tauschen geht nicht mehr.</translation>
    </message>
    <message>
        <source>&amp;Keep the card</source>
        <translation>Karte &amp;behalten</translation>
    </message>
    <message>
        <source>Pass the laptop to %1.</source>
        <translation>Gib den Laptop an %1 weiter.</translation>
    </message>
    <message>
        <source>Nobody else may look at the tip card now.</source>
        <translation>Niemand sonst darf jetzt auf die Tippkarte schauen.</translation>
    </message>
    <message>
        <source>I am %1 — show my tip card</source>
        <translation>Ich bin %1 — meine Tippkarte zeigen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, where is “%2”?</source>
        <translation>%1, wo liegt „%2“?</translation>
    </message>
    <message>
        <source>%1: challenge a player whose tip you think is wrong?</source>
        <translation>%1: Einen Spieler herausfordern, dessen Tipp du für falsch hältst?</translation>
    </message>
    <message>
        <source>Right: you move one space and get the chip back. Wrong: they keep your chip.</source>
        <translation>Richtig: Du ziehst ein Feld vor und bekommst den Chip zurück. Falsch: Der andere behält deinen Chip.</translation>
    </message>
    <message>
        <source>&amp;No challenge</source>
        <translation>&amp;Keine Herausforderung</translation>
    </message>
    <message>
        <source>%1: click on the map where “%2” is.</source>
        <translation>%1: Klicke in die Karte, wo „%2“ liegt.</translation>
    </message>
    <message>
        <source>The place indicator shows everybody your guess; then the card is turned.</source>
        <translation>Der Ortsanzeiger zeigt allen deinen Tipp; dann wird die Karte umgedreht.</translation>
    </message>
    <message>
        <source>Keyboard: Tab to the map, aim the cross with the arrow keys and + / −, then Enter places the indicator there.</source>
        <translation>Tastatur: mit Tab zur Karte, das Kreuz mit den Pfeiltasten und + / − ausrichten, dann setzt Enter den Ortsanzeiger dorthin.</translation>
    </message>
    <message>
        <source>&amp;Place the indicator in the middle of my tip</source>
        <translation>Ortsanzeiger in die &amp;Mitte meines Tipps setzen</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Schlusswertung</translation>
    </message>
    <message>
        <source>&amp;Next bonus</source>
        <translation>&amp;Nächster Bonus</translation>
    </message>
    <message>
        <source>%1 is Deutscher Meister!</source>
        <translation>%1 ist Deutscher Meister!</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>The draw pile could not deal another round, so the game ended early.</source>
        <translation>Der Nachziehstapel reichte für keine weitere Runde, deshalb endete das Spiel vorzeitig.</translation>
    </message>
    <message>
        <source>Final scoring:</source>
        <translation>Schlusswertung:</translation>
    </message>
    <message>
        <source>No tip was wrong.</source>
        <translation>Kein Tipp war falsch.</translation>
    </message>
    <message>
        <source>New &amp;game…</source>
        <translation>Neues &amp;Spiel …</translation>
    </message>
    <message>
        <source>&amp;Back to the start</source>
        <translation>&amp;Zurück zum Start</translation>
    </message>
    <message>
        <source>%1  %2 — tip of %3</source>
        <translation>%1  %2 — Tipp von %3</translation>
    </message>
    <message>
        <source>On the map (black: the true place, colour: the tip):</source>
        <translation>Auf der Karte (schwarz: der wahre Ort, farbig: der Tipp):</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Alter</translation>
    </message>
    <message>
        <source>red (circle)</source>
        <translation>rot (Kreis)</translation>
    </message>
    <message>
        <source>blue (square)</source>
        <translation>blau (Quadrat)</translation>
    </message>
    <message>
        <source>green (triangle)</source>
        <translation>grün (Dreieck)</translation>
    </message>
    <message>
        <source>yellow (diamond)</source>
        <translation>gelb (Raute)</translation>
    </message>
    <message>
        <source>purple (hexagon)</source>
        <translation>lila (Sechseck)</translation>
    </message>
    <message>
        <source>Players join with their phones: the laptop shows a QR code for every phone and then only the public board; each player&apos;s tip stays on their phone until the reveal.</source>
        <translation>Die Spieler machen mit ihren Handys mit: Der Laptop zeigt für jedes Handy einen QR-Code und danach nur das öffentliche Spielbrett; jeder Tipp bleibt bis zur Auflösung auf dem Handy seines Spielers.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source> spaces</source>
        <translation> Felder</translation>
    </message>
    <message>
        <source>New game: Finden Sie Minden</source>
        <translation>Neues Spiel: Finden Sie Minden</translation>
    </message>
    <message>
        <source>The oldest stands in front on the score track; the youngest, at the back, chooses first.</source>
        <translation>Wer am ältesten ist, steht vorne auf der Punkteleiste; wer am jüngsten ist, steht hinten und wählt zuerst.</translation>
    </message>
    <message>
        <source>knows the big cities</source>
        <translation>kennt die großen Städte</translation>
    </message>
    <message>
        <source>knows Germany well</source>
        <translation>kennt Deutschland gut</translation>
    </message>
    <message>
        <source>an expert on Germany</source>
        <translation>kennt Deutschland wie ein Profi</translation>
    </message>
    <message>
        <source>&amp;Expert game (with the blue expert cards)</source>
        <translation>&amp;Expertenspiel (mit den blauen Expertenkarten)</translation>
    </message>
    <message>
        <source>Variant &amp;A: trade again for a tip stone</source>
        <translation>Variante &amp;A: noch einmal tauschen gegen einen Tippstein</translation>
    </message>
    <message>
        <source>Variant &amp;B: challenges</source>
        <translation>Variante &amp;B: Herausforderungen</translation>
    </message>
    <message>
        <source>Score &amp;track up to the final spaces:</source>
        <translation>&amp;Punkteleiste bis zu den Zielfeldern:</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Kartensets</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
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
        <source>No enabled deck: enable one in the card editor.</source>
        <translation>Kein Kartenset eingeschaltet: Schalte eines im Karteneditor ein.</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Farbe von Spieler %1</translation>
    </message>
    <message>
        <source>Age of player %1</source>
        <translation>Alter von Spieler %1</translation>
    </message>
    <message>
        <source>Choose at least one deck.</source>
        <translation>Wähle mindestens ein Kartenset.</translation>
    </message>
    <message>
        <source>Finden Sie Minden needs 2 to 5 players.</source>
        <translation>Finden Sie Minden braucht 2 bis 5 Spieler.</translation>
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
        <source>Two players have the same colour.</source>
        <translation>Zwei Spieler haben dieselbe Farbe.</translation>
    </message>
</context>
<context>
    <name>PlayersLabel</name>
    <message numerus="yes">
        <source>%n challenge chip(s)</source>
        <translation>
            <numerusform>%n Herausforderungs-Chip</numerusform>
            <numerusform>%n Herausforderungs-Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Steine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s) on the tip card</source>
        <translation>
            <numerusform>%n Stein auf der Tippkarte</numerusform>
            <numerusform>%n Steine auf der Tippkarte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>Now each player chooses one of the cards on the table.</source>
        <translation>Jetzt wählt jeder Spieler eine der ausliegenden Karten.</translation>
    </message>
    <message>
        <source>Now each player decides whether to trade the card.</source>
        <translation>Jetzt entscheidet jeder Spieler, ob er seine Karte tauscht.</translation>
    </message>
    <message>
        <source>Now each player places tip stones.</source>
        <translation>Jetzt setzt jeder Spieler seine Tippsteine.</translation>
    </message>
    <message>
        <source>Now each player may place a challenge chip.</source>
        <translation>Jetzt darf jeder Spieler einen Herausforderungs-Chip legen.</translation>
    </message>
    <message>
        <source>Now the tips are scored: place the indicator on the map.</source>
        <translation>Jetzt werden die Tipps gewertet: Setze den Ortsanzeiger auf die Karte.</translation>
    </message>
    <message>
        <source>%1 has only one tip stone.</source>
        <translation>%1 hat nur einen Tippstein.</translation>
    </message>
    <message>
        <source>%1 has only %2 tip stones.</source>
        <translation>%1 hat nur %2 Tippsteine.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>That card is not on the table this round.</source>
        <translation>Diese Karte liegt in dieser Runde nicht aus.</translation>
    </message>
    <message>
        <source>The draw pile is empty: no more trading.</source>
        <translation>Der Nachziehstapel ist leer: Tauschen geht nicht mehr.</translation>
    </message>
    <message>
        <source>%1 needs a spare tip stone to trade.</source>
        <translation>%1 braucht zum Tauschen einen übrigen Tippstein.</translation>
    </message>
    <message>
        <source>%1 has already used the chip.</source>
        <translation>%1 hat den Chip schon eingesetzt.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Diesen Spieler gibt es nicht.</translation>
    </message>
    <message>
        <source>You cannot challenge yourself.</source>
        <translation>Du kannst dich nicht selbst herausfordern.</translation>
    </message>
    <message>
        <source>The place indicator needs a position on the map.</source>
        <translation>Der Ortsanzeiger braucht eine Stelle auf der Karte.</translation>
    </message>
    <message>
        <source>A tip has at most four stones.</source>
        <translation>Ein Tipp hat höchstens vier Steine.</translation>
    </message>
    <message>
        <source>The first stone must be W (west) or O (east).</source>
        <translation>Der erste Stein muss auf W (West) oder O (Ost) liegen.</translation>
    </message>
    <message>
        <source>The second stone must be N, M or S.</source>
        <translation>Der zweite Stein muss auf N, M oder S liegen.</translation>
    </message>
    <message>
        <source>Zone %1 has map squares 1 to %2.</source>
        <translation>Zone %1 hat die Kartenfelder 1 bis %2.</translation>
    </message>
    <message>
        <source>The fourth stone must be A, B, C or D.</source>
        <translation>Der vierte Stein muss auf A, B, C oder D liegen.</translation>
    </message>
</context>
<context>
    <name>RevealPage</name>
    <message numerus="yes">
        <source>Right! %n free space(s) forward, to space %1.</source>
        <translation>
            <numerusform>Richtig! %n freies Feld vor, auf Feld %1.</numerusform>
            <numerusform>Richtig! %n freie Felder vor, auf Feld %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong stone(s) (%1): the piece stays.</source>
        <translation>
            <numerusform>%n Stein ist falsch (%1): Die Figur bleibt stehen.</numerusform>
            <numerusform>%n Steine sind falsch (%1): Die Figur bleibt stehen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreTrack</name>
    <message>
        <source>Score track</source>
        <extracomment>Piece colours (Okabe–Ito, distinguishable with colour-vision deficiencies) and their shapes. The piece shapes as text, for lists of players (same colour, same shape as on the track). Card colours: band colour and the kind of card. the pieces that moved since the acting person&apos;s last move: index → the space it left the drawn spaces and what they were drawn for (:meth:`static_image`) whether the track&apos;s paint is held back (:meth:`hold_paint`)</extracomment>
        <translation>Punkteleiste</translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>Finden Sie Minden</source>
        <translation>Finden Sie Minden</translation>
    </message>
    <message>
        <source>Finden Sie Minden — a game in progress</source>
        <translation>Finden Sie Minden — ein laufendes Spiel</translation>
    </message>
    <message>
        <source>Finden Sie Minden — guessing</source>
        <translation>Finden Sie Minden — beim Tippen</translation>
    </message>
    <message>
        <source>Finden Sie Minden — a scoring reveal</source>
        <translation>Finden Sie Minden — eine Wertung</translation>
    </message>
    <message>
        <source>Finden Sie Minden — the end of a game</source>
        <translation>Finden Sie Minden — das Ende einer Partie</translation>
    </message>
</context>
<context>
    <name>TipCard</name>
    <message>
        <source>1. West / East</source>
        <extracomment>minimum width and height of a stone button (a square number stays readable)</extracomment>
        <translation>1. West / Ost</translation>
    </message>
    <message>
        <source>2. North / Middle / South</source>
        <translation>2. Nord / Mitte / Süd</translation>
    </message>
    <message>
        <source>3. Map square</source>
        <translation>3. Kartenfeld</translation>
    </message>
    <message>
        <source>4. Quadrant</source>
        <translation>4. Quadrant</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>&amp;Done — place these stones</source>
        <translation>&amp;Fertig — diese Steine setzen</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Steine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at most %n</source>
        <translation>
            <numerusform>höchstens %n</numerusform>
            <numerusform>höchstens %n</numerusform>
        </translation>
    </message>
</context>
</TS>
