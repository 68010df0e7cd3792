<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ChanceCardWidget</name>
    <message>
        <source>Chance card</source>
        <extracomment>the card&apos;s paper and edge; the heading strips of the two kinds of card (the symbol and the word tell them apart as well) the card&apos;s width where there is room, and its margin from the edges of the board</extracomment>
        <translation>Chancekarte</translation>
    </message>
    <message>
        <source>%1 draws a chance card:</source>
        <translation>%1 zieht eine Chancekarte:</translation>
    </message>
    <message>
        <source>Chance card text</source>
        <translation>Text der Chancekarte</translation>
    </message>
    <message>
        <source>OK (Enter)</source>
        <translation>OK (Eingabe)</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>DanmarkBoard</name>
    <message>
        <source>Chance card</source>
        <extracomment>the other players&apos; last moves (:meth:`app.danmark.screen.DanmarkScreen.trails`): (player, the spaces of the piece&apos;s path), drawn as dashed, haloed lines in the player&apos;s colour with the player&apos;s shape at each end (not told by colour alone) a piece on its way (:class:`app.danmark.animation.PieceWalk`): player, the spaces of its path, how far along it is (1.0: at the path&apos;s second space); drawn there, not at its space in :attr:`pieces` where the last paint drew the walking piece (None: no piece on its way) where the last paint drew each piece: (player, box) (:meth:`_piece_centres`) where the last paint drew the town names (:meth:`_name_rects`) the pieces&apos; places for a view, names and pieces (:meth:`_piece_centres`): key, places the names the last paint drew: where, and their picture (drawn again over a piece)</extracomment>
        <translation>Chancekarte</translation>
    </message>
    <message>
        <source>Airport</source>
        <translation>Flughafen</translation>
    </message>
    <message>
        <source>Ferry</source>
        <translation>Fähre</translation>
    </message>
    <message>
        <source>Storebælt toll bridge</source>
        <translation>Storebælt-Brücke (Maut)</translation>
    </message>
    <message>
        <source>Dead end: turn round</source>
        <translation>Sackgasse: hier umkehren</translation>
    </message>
    <message>
        <source>A North Jutland</source>
        <translation>A Nordjütland</translation>
    </message>
    <message>
        <source>B Central and South Jutland</source>
        <translation>B Mittel- und Südjütland</translation>
    </message>
    <message>
        <source>C Funen and southern islands</source>
        <translation>C Fünen und südliche Inseln</translation>
    </message>
    <message>
        <source>D Zealand and Bornholm</source>
        <translation>D Seeland und Bornholm</translation>
    </message>
</context>
<context>
    <name>DanmarkScreen</name>
    <message>
        <source>Board: map of Denmark</source>
        <extracomment>the setting of the panel&apos;s &quot;Animate&quot; box (the die rolls, the pieces walk) the pieces&apos; shapes as text, for the players&apos; list beside the board a computer to move waits for the board to show the last move, looking again this often (ms): a real timer interval, so that each look comes after the paints and drawing steps between and at most this many looks (a board that is not painted, e.g. a minimised window, holds no game up for longer) the match was resumed from a save (its log says so above the rebuilt lines) False: no animations whatever the box says (screenshots and demos show the end) what waits for the die and the walking piece to come to rest (:meth:`when_settled`)</extracomment>
        <translation>Spielbrett: Karte von Dänemark</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Spielstand</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Start screen</source>
        <translation>Startseite</translation>
    </message>
    <message>
        <source>Visit every town on your 16 city cards and come back to your start town. Move exactly the number rolled; a card is handed in only when you land on its town exactly. A star town gives a chance card, a 6 a question card. Ferries, planes and the Storebælt Bridge need a rolled 1 or 5 or a ticket.</source>
        <translation>Besuche alle Städte deiner 16 Städtekarten und kehre in deine Startstadt zurück. Ziehe genau die gewürfelte Zahl; eine Karte gibst du nur ab, wenn du genau in ihrer Stadt landest. Eine Stadt mit Stern bringt eine Chancekarte, eine 6 eine Fragekarte. Fähren, Flugzeuge und die Storebælt-Brücke brauchen eine gewürfelte 1 oder 5 oder ein Ticket.</translation>
    </message>
    <message>
        <source>Roll the die (Space)</source>
        <translation>Würfeln (Leertaste)</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>&amp;Animate</source>
        <translation>&amp;Animieren</translation>
    </message>
    <message>
        <source>The die rolls and the pieces walk (off: at once)</source>
        <translation>Der Würfel rollt und die Figuren ziehen Feld für Feld (aus: sofort)</translation>
    </message>
    <message>
        <source>Where to? (Up/Down, Enter)</source>
        <translation>Wohin? (Auf/Ab, Eingabe)</translation>
    </message>
    <message>
        <source>Possible moves</source>
        <translation>Mögliche Züge</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Los</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Whose city cards to show</source>
        <translation>Wessen Städtekarten gezeigt werden</translation>
    </message>
    <message>
        <source>City cards</source>
        <translation>Städtekarten</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <extracomment>a computer to move waits for the board&apos;s picture (:meth:`_start_computer`) the size the side panel is drawn at while the screen is built (:meth:`_warm_up`) the name this screen&apos;s lobby and tests know the dialog by</extracomment>
        <translation>%1 (Computer) denkt nach…</translation>
    </message>
    <message>
        <source>road %3–%4, space %1 of %2</source>
        <translation>Straße %3–%4, Feld %1 von %2</translation>
    </message>
    <message>
        <source>Start in %1</source>
        <translation>Start in %1</translation>
    </message>
    <message>
        <source>Go to %1</source>
        <translation>Nach %1</translation>
    </message>
    <message>
        <source>(blocked: stop before)</source>
        <translation>(besetzt: davor anhalten)</translation>
    </message>
    <message>
        <source>Ferry to %1</source>
        <translation>Fähre nach %1</translation>
    </message>
    <message>
        <source>Fly to %1</source>
        <translation>Flug nach %1</translation>
    </message>
    <message>
        <source>Storebælt Bridge to %1</source>
        <translation>Storebælt-Brücke nach %1</translation>
    </message>
    <message>
        <source>(use ticket)</source>
        <translation>(Ticket abgeben)</translation>
    </message>
    <message>
        <source>Stay (no way to move)</source>
        <translation>Stehen bleiben (kein Weg möglich)</translation>
    </message>
    <message>
        <source>Answer %1: %2</source>
        <translation>Antwort %1: %2</translation>
    </message>
    <message>
        <source>Game resumed (the lines below are rebuilt from the saved game).</source>
        <translation>Spiel fortgesetzt (die Zeilen darunter sind aus dem gespeicherten Spiel wiederhergestellt).</translation>
    </message>
    <message>
        <source>%1 rolls %2.</source>
        <translation>%1 würfelt %2.</translation>
    </message>
    <message>
        <source>%1 visits %2 and hands in the card.</source>
        <translation>%1 besucht %2 und gibt die Karte ab.</translation>
    </message>
    <message>
        <source>%1 starts in %2.</source>
        <translation>%1 startet in %2.</translation>
    </message>
    <message>
        <source>Chance card for %1: %2</source>
        <translation>Chancekarte für %1: %2</translation>
    </message>
    <message>
        <source>%1 answers correctly: %2.</source>
        <translation>%1 antwortet richtig: %2.</translation>
    </message>
    <message>
        <source>%1 answers wrongly and stays; the right answer is %2.</source>
        <translation>%1 antwortet falsch und bleibt stehen; richtig ist %2.</translation>
    </message>
    <message>
        <source>%1 sails to %2.</source>
        <translation>%1 fährt mit der Fähre nach %2.</translation>
    </message>
    <message>
        <source>%1 flies to %2.</source>
        <translation>%1 fliegt nach %2.</translation>
    </message>
    <message>
        <source>%1 crosses the Storebælt Bridge to %2.</source>
        <translation>%1 fährt über die Storebælt-Brücke nach %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ticket(s)</source>
        <translation>
            <numerusform>%n Ticket</numerusform>
            <numerusform>%n Tickets</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 misses this turn.</source>
        <translation>%1 setzt aus.</translation>
    </message>
    <message>
        <source>%1 rolls again.</source>
        <translation>%1 würfelt noch einmal.</translation>
    </message>
    <message>
        <source>%1 is back home and wins!</source>
        <translation>%1 ist wieder zu Hause und gewinnt!</translation>
    </message>
    <message>
        <source>The round limit is reached.</source>
        <translation>Die Rundenzahl ist erreicht.</translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N) or resume a saved one.</source>
        <translation>Starte ein neues Spiel (Strg+N) oder setze ein gespeichertes fort.</translation>
    </message>
    <message>
        <source>Game over. Ranking: %1</source>
        <translation>Spiel vorbei. Reihenfolge: %1</translation>
    </message>
    <message>
        <source>choose a start town from your cards</source>
        <translation>wähle eine Startstadt aus deinen Karten</translation>
    </message>
    <message>
        <source>roll the die</source>
        <translation>würfle</translation>
    </message>
    <message>
        <source>the die is rolling</source>
        <translation>der Würfel rollt</translation>
    </message>
    <message>
        <source>rolled %1: choose where to go</source>
        <translation>%1 gewürfelt: wähle dein Ziel</translation>
    </message>
    <message>
        <source>answer the question</source>
        <translation>beantworte die Frage</translation>
    </message>
    <message>
        <source>%1&apos;s turn: %2</source>
        <translation>%1 ist dran: %2</translation>
    </message>
    <message>
        <source>Cards of the player to move</source>
        <translation>Karten des Spielers am Zug</translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation>Karten von %1</translation>
    </message>
    <message>
        <source>%1: %2 city cards left, tickets: %3, question cards: %4</source>
        <translation>%1: noch %2 Städtekarten, Tickets: %3, Fragekarten: %4</translation>
    </message>
    <message>
        <source>Home: %1</source>
        <translation>Zuhause: %1</translation>
    </message>
</context>
<context>
    <name>DieFace</name>
    <message>
        <source>Die</source>
        <extracomment>how long the die tumbles before it rests (ms) how long a piece takes per space of a walk, and for a crossing (ms) the pips of each face on a 3 × 3 grid (column, row)</extracomment>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>The die shows %1</source>
        <translation>Der Würfel zeigt %1</translation>
    </message>
    <message>
        <source>The die has not been rolled yet</source>
        <translation>Es wurde noch nicht gewürfelt</translation>
    </message>
</context>
<context>
    <name>GameHeader</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Take back your last move (Ctrl+Z), while nothing new has been revealed since</source>
        <translation>Den eigenen letzten Zug zurücknehmen (Strg+Z), solange seitdem nichts Neues aufgedeckt wurde</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: Danmark-spillet</source>
        <translation>Neues Spiel: Danmark-spillet</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Players join with their phones: the laptop shows a QR code for every phone and then only the public board; each phone shows its player&apos;s city cards and the question cards to read out.</source>
        <translation>Die Spieler machen mit ihren Handys mit: Der Laptop zeigt für jedes Handy einen QR-Code und danach nur das öffentliche Spielbrett; jedes Handy zeigt die Stadtkarten seines Spielers und die Fragekarten zum Vorlesen.</translation>
    </message>
</context>
<context>
    <name>QuestionCard</name>
    <message>
        <source>Question card</source>
        <translation>Fragekarte</translation>
    </message>
    <message>
        <source>%1 reads the question aloud:</source>
        <translation>%1 liest die Frage vor:</translation>
    </message>
    <message numerus="yes">
        <source>Worth %n space(s)</source>
        <translation>
            <numerusform>%n Feld wert</numerusform>
            <numerusform>%n Felder wert</numerusform>
        </translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Right! %1</source>
        <translation>Richtig! %1</translation>
    </message>
    <message>
        <source>Wrong. The right answer is %1. %2</source>
        <translation>Falsch. Richtig ist %1. %2</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>You cannot reach that space with exactly one step.</source>
        <translation>Dieses Feld erreichst du nicht mit genau einem Schritt.</translation>
    </message>
    <message>
        <source>You cannot reach that space with exactly %1 steps.</source>
        <translation>Dieses Feld erreichst du nicht mit genau %1 Schritten.</translation>
    </message>
    <message>
        <source>Danmark-spillet is played by 2 to 4 players.</source>
        <translation>Danmark-spillet wird von 2 bis 4 Personen gespielt.</translation>
    </message>
    <message>
        <source>There is no such computer level.</source>
        <translation>Diese Computerstufe gibt es nicht.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>The die is rolling: wait for it.</source>
        <translation>Der Würfel rollt noch: warte ab.</translation>
    </message>
    <message>
        <source>The die is not being rolled now.</source>
        <translation>Gerade wird nicht gewürfelt.</translation>
    </message>
    <message>
        <source>A die shows 1 to 6.</source>
        <translation>Ein Würfel zeigt 1 bis 6.</translation>
    </message>
    <message>
        <source>Start towns are chosen before the first roll.</source>
        <translation>Die Startstädte werden vor dem ersten Wurf gewählt.</translation>
    </message>
    <message>
        <source>Choose your start town from your own city cards.</source>
        <translation>Wähle deine Startstadt aus deinen eigenen Stadtkarten.</translation>
    </message>
    <message>
        <source>You cannot roll now: first finish your move.</source>
        <translation>Du kannst jetzt nicht würfeln: beende erst deinen Zug.</translation>
    </message>
    <message>
        <source>Roll the die first.</source>
        <translation>Würfle zuerst.</translation>
    </message>
    <message>
        <source>You need a matching ticket to cross before rolling.</source>
        <translation>Um vor dem Würfeln überzusetzen, brauchst du ein passendes Ticket.</translation>
    </message>
    <message>
        <source>To fly, sail or cross the Storebælt Bridge you must roll a 1 or a 5.</source>
        <translation>Um zu fliegen, mit der Fähre zu fahren oder über die Storebælt-Brücke zu fahren, musst du eine 1 oder eine 5 würfeln.</translation>
    </message>
    <message>
        <source>There is no free crossing to %1 from here.</source>
        <translation>Von hier gibt es keine freie Überfahrt nach %1.</translation>
    </message>
    <message>
        <source>There is no such town.</source>
        <translation>Diese Stadt gibt es nicht.</translation>
    </message>
    <message>
        <source>You must move if you can.</source>
        <translation>Du musst ziehen, wenn du kannst.</translation>
    </message>
    <message>
        <source>There is no question to answer now.</source>
        <translation>Gerade ist keine Frage zu beantworten.</translation>
    </message>
    <message>
        <source>Choose one of the answers.</source>
        <translation>Wähle eine der Antworten.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Dieser Zug ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <source>This saved game was made on an older board and cannot be resumed; start a new game.</source>
        <translation>Dieses gespeicherte Spiel stammt von einem älteren Spielplan und kann nicht fortgesetzt werden; starte ein neues Spiel.</translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>Danmark-spillet — a chance card</source>
        <extracomment>the game in progress with a chance card / a question card on the board</extracomment>
        <translation>Danmark-spillet — eine Chancekarte</translation>
    </message>
    <message>
        <source>Danmark-spillet — a question card</source>
        <translation>Danmark-spillet — eine Fragekarte</translation>
    </message>
    <message>
        <source>Danmark-spillet</source>
        <translation>Danmark-spillet</translation>
    </message>
    <message>
        <source>Danmark-spillet — a game in progress</source>
        <translation>Danmark-spillet — ein laufendes Spiel</translation>
    </message>
</context>
</TS>
