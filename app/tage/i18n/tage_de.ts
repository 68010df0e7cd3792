<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de">
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: 10 Tage durch Deutschland</source>
        <translation>Neues Spiel: 10 Tage durch Deutschland</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Spielt mit</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Player 4</source>
        <translation>Spieler 4</translation>
    </message>
    <message>
        <source>Player %1 plays</source>
        <translation>Spieler %1 spielt mit</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
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
        <source>The youngest player begins:</source>
        <translation>Es beginnt der jüngste Spieler:</translation>
    </message>
    <message>
        <source>Youngest player</source>
        <translation>Jüngster Spieler</translation>
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
        <source>10 Tage durch Deutschland</source>
        <extracomment>emitted after every applied move (tests wait on it)</extracomment>
        <translation>10 Tage durch Deutschland</translation>
    </message>
    <message>
        <source>Ich reise in 10 Tagen durch Deutschland!</source>
        <translation>Ich reise in 10 Tagen durch Deutschland!</translation>
    </message>
    <message>
        <source>Call out your route: at the start of your turn, or with the card you place</source>
        <translation>Route ansagen: zu Beginn des Zuges oder mit der Karte, die du ablegst</translation>
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
        <source>Build a ten-day journey through Germany on your card holder: each day a region that borders the one before, or a train between two regions of its colour, or a bus across one region between. The first correct route wins.</source>
        <translation>Stelle auf deinem Kartenhalter eine zehntägige Reise durch Deutschland zusammen: jeden Tag eine Region, die an die vorige grenzt, oder einen Zug zwischen zwei Regionen seiner Farbe, oder einen Bus über eine Region dazwischen. Die erste richtige Route gewinnt.</translation>
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
        <source>Draw pile</source>
        <translation>Nachziehstapel</translation>
    </message>
    <message>
        <source>Discard piles</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Drawn card:</source>
        <translation>Gezogene Karte:</translation>
    </message>
    <message>
        <source>Place the remaining cards at random</source>
        <translation>Restliche Karten zufällig einstecken</translation>
    </message>
    <message>
        <source>Route check</source>
        <translation>Routenprüfung</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Spielverlauf</translation>
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
        <translation>Ich bin %1: zeig meine Karten</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Cards to place:</source>
        <translation>Noch einzustecken:</translation>
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
        <translation>der Zug (%c) braucht zwei Regionen in %c, aber %w</translation>
    </message>
    <message>
        <source>the bus bridges %v</source>
        <translation>der Bus überbrückt %v</translation>
    </message>
    <message>
        <source>no region borders both %a and %b, so no bus</source>
        <translation>keine Region grenzt an %a und an %b, also kein Bus</translation>
    </message>
    <message>
        <source>%n transport cards between %a and %b; at most one</source>
        <translation>%n Verkehrsmittel zwischen %a und %b; höchstens eines ist erlaubt</translation>
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
        <source>Setup: click a free day to place your next card face down (you will see your cards when everybody has placed ten).</source>
        <translation>Vorbereitung: Klicke einen freien Tag an, um deine nächste Karte verdeckt einzustecken (du siehst deine Karten, sobald alle zehn eingesteckt haben).</translation>
    </message>
    <message>
        <source>Draw: click the draw pile or a discard pile.</source>
        <translation>Ziehen: Klicke den Nachziehstapel oder einen Ablagestapel an.</translation>
    </message>
    <message>
        <source>Choose the discard pile for the card from day %1.</source>
        <translation>Wähle den Ablagestapel für die Karte von Tag %1.</translation>
    </message>
    <message>
        <source>You drew %1. Click a day to put it there, or a discard pile to discard it.</source>
        <translation>Du hast %1 gezogen. Klicke einen Tag an, um sie dort einzustecken, oder einen Ablagestapel, um sie abzulegen.</translation>
    </message>
    <message>
        <source>(autosave failed: %1)</source>
        <translation>(automatisches Speichern fehlgeschlagen: %1)</translation>
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
        <translation>Vorbereitung: %1 steckt Karten ein.</translation>
    </message>
    <message>
        <source>%1's turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation>%1 (Computer) überlegt…</translation>
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
        <translation>%1 steckt die Karte auf Tag %2 und legt %3 auf Stapel %4.</translation>
    </message>
    <message>
        <source>%1 discards %2 onto pile %3.</source>
        <translation>%1 legt %2 auf Stapel %3 ab.</translation>
    </message>
    <message>
        <source>All cards are placed: the journey begins.</source>
        <translation>Alle Karten stecken: die Reise beginnt.</translation>
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