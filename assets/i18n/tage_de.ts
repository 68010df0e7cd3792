<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: 10 Tage durch Deutschland</source>
        <translation>Neues Spiel: 10 Tage durch Deutschland</translation>
    </message>
    <message>
        <source>The youngest player begins:</source>
        <translation>Der jüngste Spieler beginnt:</translation>
    </message>
    <message>
        <source>Youngest player</source>
        <translation>Jüngster Spieler</translation>
    </message>
    <message>
        <source>Players join with their phones: the laptop shows a QR code for every phone and then only the public board; players on this laptop uncover their cards in turn.</source>
        <translation>Mitspielende kommen mit ihren Handys dazu: Der Laptop zeigt für jedes Handy einen QR-Code und danach nur den öffentlichen Spielplan; wer am Laptop spielt, deckt seine Karten reihum auf.</translation>
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
        <source>You can call out at the start of your turn or with the card you place.</source>
        <translation>Ausrufen kannst du zu Beginn deines Zuges oder mit der Karte, die du legst.</translation>
    </message>
    <message>
        <source>You have already called out this turn.</source>
        <translation>Du hast in diesem Zug schon ausgerufen.</translation>
    </message>
    <message>
        <source>The cards are all placed; setup is over.</source>
        <translation>Alle Karten liegen; der Aufbau ist vorbei.</translation>
    </message>
    <message>
        <source>Place all your cards on the holder first.</source>
        <translation>Lege zuerst alle deine Karten auf den Kartenhalter.</translation>
    </message>
    <message>
        <source>There is no day %1; the holder has days 1 to 10.</source>
        <translation>Es gibt keinen Tag %1; der Kartenhalter hat die Tage 1 bis 10.</translation>
    </message>
    <message>
        <source>Day %1 already holds a card; during setup cards stay where they are.</source>
        <translation>Auf Tag %1 liegt schon eine Karte; beim Aufbau bleiben Karten, wo sie liegen.</translation>
    </message>
    <message>
        <source>You have already drawn a card; exchange or discard it.</source>
        <translation>Du hast schon eine Karte gezogen; tausche sie ein oder lege sie ab.</translation>
    </message>
    <message>
        <source>The draw pile is empty.</source>
        <translation>Der Nachziehstapel ist leer.</translation>
    </message>
    <message>
        <source>There are only three discard piles.</source>
        <translation>Es gibt nur drei Ablagestapel.</translation>
    </message>
    <message>
        <source>Discard pile %1 is empty.</source>
        <translation>Ablagestapel %1 ist leer.</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Ziehe zuerst eine Karte.</translation>
    </message>
    <message>
        <source>Only two discard piles are left: the card you exchange starts pile %1 again.</source>
        <translation>Es gibt nur noch zwei Ablagestapel: Die ausgetauschte Karte beginnt Stapel %1 neu.</translation>
    </message>
    <message>
        <source>%1 may not go on day %2: the journey begins and ends in a region.</source>
        <translation>%1 darf nicht auf Tag %2 liegen: Die Reise beginnt und endet in einer Region.</translation>
    </message>
    <message>
        <source>%1 came from pile %2; discard it on another pile or exchange it.</source>
        <translation>%1 kam von Stapel %2; lege die Karte auf einen anderen Stapel oder tausche sie ein.</translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>10 Tage durch Deutschland</source>
        <translation>10 Tage durch Deutschland</translation>
    </message>
    <message>
        <source>10 Tage durch Deutschland — a game in progress</source>
        <translation>10 Tage durch Deutschland — ein laufendes Spiel</translation>
    </message>
</context>
<context>
    <name>TageCards</name>
    <message>
        <source>Train</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>Bus</translation>
    </message>
</context>
<context>
    <name>TageColours</name>
    <message>
        <source>red</source>
        <extracomment>Strong colours used on cards, route lines and the legend. A shape per colour: the colour-blind safe cue. Hatching of each colour class on the map.</extracomment>
        <translation>rot</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>violett</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
</context>
<context>
    <name>TageScreen</name>
    <message>
        <source>Draw pile</source>
        <extracomment>Qt enum values the card paint reads, looked up once (an enum attribute costs a Python call) changes that alter the font or the window colour a face is drawn with Rendered faces of face-up cards by everything a face&apos;s look depends on (see :meth:`CardButton.face_key`), least recently used first. A move changes two or three cards, and a card looks the same in every place of the same size, so a paint is almost always one blit; the fitting of the title (a font-size search) runs once per face. 400 faces of ~100x64 device pixels are ~10 MB. the frames of empty slots and backs (no caption), by state, size, pixel ratio, colour behind the frames with their caption written over them (a day number, a pile&apos;s size), by the frame&apos;s key, the caption and the font: a holder&apos;s face-down row repaints whole when the name column changes width, and writing ~20 captions was ~6 ms of one turn (card, face up, caption) of the last :meth:`set_card` that set names and tooltips the font&apos;s key and the window colour behind the card, read once per change the small text of the place: a day number, a pile&apos;s size selected, or a target of the selection (a thick blue border) part of an invalid link of the route (a red inner border)</extracomment>
        <translation>Nachziehstapel</translation>
    </message>
    <message>
        <source>Discard piles</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>10 Tage durch Deutschland</source>
        <extracomment>the game log shows this many of the latest lines UI-thread CPU (s) one event-loop turn of drawing the last move&apos;s faces ahead may take (a face is ~0.5-0.7 ms; the first turn may share a heartbeat gap with the move&apos;s own frame) the first turn waits this long (ms) after a refresh, so the move&apos;s paint comes first a new game&apos;s first picture is released in steps this many ms apart (see :meth:`TageScreen._hold_first_picture`): a real timer interval, so that each step runs after the paint the last one caused, in an event-loop turn of its own (a zero timer or a posted call would run before that paint, in the same turn) while a game&apos;s first picture is held back (:meth:`_hold_first_picture`): the widgets whose painting is still held, released one per step</extracomment>
        <translation>10 Tage durch Deutschland</translation>
    </message>
    <message>
        <source>&amp;Ich reise in 10 Tagen durch Deutschland!</source>
        <translation>&amp;Ich reise in 10 Tagen durch Deutschland!</translation>
    </message>
    <message>
        <source>Call out your route: at the start of your turn, or with the card you place</source>
        <translation>Route ausrufen: zu Beginn des Zuges oder mit der gelegten Karte</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <source>Build a ten-day journey through Germany on your card holder: each day a region that borders the one before, or a train between two regions of its colour, or a bus across one region between. The first correct route wins.</source>
        <translation>Baue auf deinem Kartenhalter eine zehntägige Reise durch Deutschland: jeden Tag eine Region, die an die vorige grenzt, oder ein Zug zwischen zwei Regionen seiner Farbe, oder ein Bus über eine Region dazwischen. Die erste richtige Route gewinnt.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Train colours:</source>
        <translation>Zugfarben:</translation>
    </message>
    <message>
        <source>Berlin (black): every train colour</source>
        <translation>Berlin (schwarz): jede Zugfarbe</translation>
    </message>
    <message>
        <source>Drawn card:</source>
        <translation>Gezogene Karte:</translation>
    </message>
    <message>
        <source>Place the remaining cards at random</source>
        <translation>Restliche Karten zufällig legen</translation>
    </message>
    <message>
        <source>Route check</source>
        <translation>Routenprüfung</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>Start a new game or resume the last one.</source>
        <translation>Starte ein neues Spiel oder setze das letzte fort.</translation>
    </message>
    <message>
        <source>Game resumed.</source>
        <translation>Spiel fortgesetzt.</translation>
    </message>
    <message>
        <source>Pass the laptop to %1.</source>
        <translation>Gib den Laptop an %1 weiter.</translation>
    </message>
    <message>
        <source>Everybody else: please look away.</source>
        <translation>Alle anderen: bitte wegschauen.</translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation>Ich bin %1: meine Karten zeigen</translation>
    </message>
    <message>
        <source>winner</source>
        <extracomment>the size a holder row is drawn at, off screen, while the screen is built</extracomment>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Since your last turn: %1</source>
        <translation>Seit deinem letzten Zug: %1</translation>
    </message>
    <message>
        <source>Cards to place:</source>
        <translation>Noch zu legende Karten:</translation>
    </message>
    <message>
        <source>Route check: %1</source>
        <translation>Routenprüfung: %1</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>computer, %1</source>
        <translation>Computer, %1</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Tag %1</translation>
    </message>
    <message>
        <source>Days %1–%2</source>
        <translation>Tage %1–%2</translation>
    </message>
    <message>
        <source>%a and %b are neighbours</source>
        <translation>%a und %b sind Nachbarn</translation>
    </message>
    <message>
        <source>%a and %b share no border</source>
        <translation>%a und %b haben keine gemeinsame Grenze</translation>
    </message>
    <message>
        <source>%a and %b are both %c: the train connects them</source>
        <translation>%a und %b sind beide %c: der Zug verbindet sie</translation>
    </message>
    <message>
        <source>Berlin takes every train colour; %o is %c</source>
        <translation>Berlin passt zu jeder Zugfarbe; %o ist %c</translation>
    </message>
    <message>
        <source>the %c train needs two %c regions, but %w</source>
        <translation>der %c Zug braucht zwei %c Regionen, aber %w</translation>
    </message>
    <message>
        <source>the bus bridges %v</source>
        <translation>der Bus überbrückt %v</translation>
    </message>
    <message>
        <source>no region borders both %a and %b, so no bus</source>
        <translation>keine Region grenzt an %a und %b, also kein Bus</translation>
    </message>
    <message>
        <source>%n transport cards between %a and %b; at most one</source>
        <translation>%n Verkehrskarten zwischen %a und %b; höchstens eine</translation>
    </message>
    <message>
        <source>day 1 must be a region, not a %k</source>
        <translation>Tag 1 muss eine Region sein, kein %k</translation>
    </message>
    <message>
        <source>day 10 must be a region, not a %k</source>
        <translation>Tag 10 muss eine Region sein, kein %k</translation>
    </message>
    <message>
        <source>day %d has no card</source>
        <translation>Tag %d hat keine Karte</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 ist %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>bus</source>
        <translation>Bus</translation>
    </message>
    <message>
        <source>train</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Setup: your next card is %1. Click a free day to put it there.</source>
        <translation>Aufbau: Deine nächste Karte ist %1. Klicke auf einen freien Tag, um sie dorthin zu legen.</translation>
    </message>
    <message>
        <source>Cards placed during setup stay where they are.</source>
        <translation>Im Aufbau gelegte Karten bleiben, wo sie sind.</translation>
    </message>
    <message>
        <source>Ich reise in 10 Tagen durch Deutschland!</source>
        <translation>Ich reise in 10 Tagen durch Deutschland!</translation>
    </message>
    <message>
        <source>Your route is complete! Press “%1” (or Alt+I) now to call out and win.</source>
        <translation>Deine Route ist vollständig! Drücke jetzt „%1“ (oder Alt+I), um auszurufen und zu gewinnen.</translation>
    </message>
    <message>
        <source>Draw: click the draw pile or a discard pile.</source>
        <translation>Ziehen: Klicke auf den Nachziehstapel oder einen Ablagestapel.</translation>
    </message>
    <message>
        <source>Choose the discard pile for the card from day %1.</source>
        <translation>Wähle den Ablagestapel für die Karte von Tag %1.</translation>
    </message>
    <message>
        <source>You drew %1. Click a day to put it there, or a discard pile to discard it.</source>
        <translation>Du hast %1 gezogen. Klicke auf einen Tag, um sie dorthin zu legen, oder auf einen Ablagestapel, um sie abzulegen.</translation>
    </message>
    <message>
        <source>Only two discard piles are left: a card you exchange starts pile %1 again; a card you discard may go on another pile.</source>
        <translation>Es gibt nur noch zwei Ablagestapel: Eine ausgetauschte Karte beginnt Stapel %1 neu; eine abgelegte Karte darf auf einen anderen Stapel.</translation>
    </message>
    <message>
        <source>Trains and buses never go on day 1 or day 10.</source>
        <translation>Züge und Busse dürfen nie auf Tag 1 oder Tag 10 liegen.</translation>
    </message>
    <message>
        <source>You are calling out: your route is checked as soon as you place this card.</source>
        <translation>Du rufst aus: Deine Route wird geprüft, sobald du diese Karte legst.</translation>
    </message>
    <message>
        <source>Your route is already complete! Press “%1”, then discard the drawn card, to call out and win.</source>
        <translation>Deine Route ist schon vollständig! Drücke „%1“ und lege dann die gezogene Karte ab, um auszurufen und zu gewinnen.</translation>
    </message>
    <message>
        <source>The game ended without a winner.</source>
        <translation>Das Spiel endete ohne Sieger.</translation>
    </message>
    <message>
        <source>%1 travels through Germany in 10 days and wins!</source>
        <translation>%1 reist in 10 Tagen durch Deutschland und gewinnt!</translation>
    </message>
    <message>
        <source>Setup: %1 places cards.</source>
        <translation>Aufbau: %1 legt Karten.</translation>
    </message>
    <message>
        <source>%1&apos;s turn: calling out with the next card.</source>
        <translation>%1 ist am Zug: ruft mit der nächsten Karte aus.</translation>
    </message>
    <message>
        <source>%1&apos;s turn: your route is complete!</source>
        <translation>%1 ist am Zug: Deine Route ist vollständig!</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>%1 draws from the draw pile.</source>
        <translation>%1 zieht vom Nachziehstapel.</translation>
    </message>
    <message>
        <source>%1 takes %2 from discard pile %3.</source>
        <translation>%1 nimmt %2 vom Ablagestapel %3.</translation>
    </message>
    <message>
        <source>%1 puts the card on day %2 and lays %3 on pile %4.</source>
        <translation>%1 legt die Karte auf Tag %2 und %3 auf Stapel %4.</translation>
    </message>
    <message>
        <source>%1 discards %2 onto pile %3.</source>
        <translation>%1 legt %2 auf Stapel %3 ab.</translation>
    </message>
    <message>
        <source>All cards are placed: the journey begins.</source>
        <translation>Alle Karten liegen: Die Reise beginnt.</translation>
    </message>
    <message>
        <source>The discard piles are shuffled into a new draw pile.</source>
        <translation>Die Ablagestapel werden zu einem neuen Nachziehstapel gemischt.</translation>
    </message>
    <message>
        <source>%1: “Ich reise in 10 Tagen durch Deutschland!”</source>
        <translation>%1: „Ich reise in 10 Tagen durch Deutschland!“</translation>
    </message>
    <message>
        <source>Correct — %1 wins!</source>
        <translation>Richtig — %1 gewinnt!</translation>
    </message>
    <message>
        <source>Not yet correct: %1. Play goes on.</source>
        <translation>Noch nicht richtig: %1. Das Spiel geht weiter.</translation>
    </message>
    <message>
        <source>The turn limit is reached.</source>
        <translation>Die Zuggrenze ist erreicht.</translation>
    </message>
</context>
</TS>
