<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Carcassonne</name>
    <message>
        <source>road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>city</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>field (farmer)</source>
        <translation>Wiese (Bauer)</translation>
    </message>
    <message>
        <source>monastery</source>
        <translation>Kloster</translation>
    </message>
</context>
<context>
    <name>CarcassonneScreen</name>
    <message>
        <source>Carcassonne — Germany</source>
        <extracomment>the squares of the last moves outlined on the map: square -&gt; (seat, what was done) the state whose legal placements :attr:`_placements` holds, and those placements own meeples that may be upgraded now, numbered on the map; the chosen one&apos;s index the square and rotation of the tile a person placed last (Undo puts it back in hand) draws the next tile in advance (_warm_next_tile): a timer a few ms after the move, not a posted call, so that it runs after the move&apos;s paint, in a turn of its own while a game&apos;s first picture is held back (_hold_board_paint): the steps left, one per event-loop turn (the side page, the board&apos;s stamps, the board); a few ms apart, so that each step runs after the paint the last one caused, in a turn of its own the board has yet to take the game shown on the side (a held start, _show_board)</extracomment>
        <translation>Carcassonne — Deutschland</translation>
    </message>
    <message>
        <source>Map of Germany with the tile squares</source>
        <translation>Deutschlandkarte mit den Plättchenfeldern</translation>
    </message>
    <message>
        <source>Lay tiles on the map of Germany: roads, cities, monasteries and fields. Two of the start squares Rostock, Erfurt and Stuttgart hold the first tiles; the large cities are printed on the map and must be continued. Map-Chips lie face down on the squares: place a tile there to collect it (1 or 2 points), and pay chips worth exactly 4 to upgrade a meeple so that it counts double.</source>
        <translation>Legt Plättchen auf die Deutschlandkarte: Straßen, Städte, Klöster und Wiesen. Zwei der Startfelder Rostock, Erfurt und Stuttgart tragen die ersten Plättchen; die Großstädte sind auf die Karte gedruckt und müssen fortgesetzt werden. Map-Chips liegen verdeckt auf den Feldern: Wer dort ein Plättchen legt, nimmt den Chip (1 oder 2 Punkte). Chips im Wert von genau 4 werten einen Meeple auf, sodass er doppelt zählt.</translation>
    </message>
    <message>
        <source>Start a new game…</source>
        <translation>Neues Spiel beginnen…</translation>
    </message>
    <message>
        <source>&amp;Resume the last game</source>
        <translation>Letztes Spiel &amp;fortsetzen</translation>
    </message>
    <message>
        <source>Tile in hand</source>
        <translation>Plättchen in der Hand</translation>
    </message>
    <message>
        <source>⟲ Turn left</source>
        <translation>⟲ Links drehen</translation>
    </message>
    <message>
        <source>Turn the tile a quarter turn to the left (Shift+R)</source>
        <translation>Das Plättchen eine Vierteldrehung nach links drehen (Umschalt+R)</translation>
    </message>
    <message>
        <source>⟳ Turn right</source>
        <translation>⟳ Rechts drehen</translation>
    </message>
    <message>
        <source>Turn the tile a quarter turn to the right (R)</source>
        <translation>Das Plättchen eine Vierteldrehung nach rechts drehen (R)</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>No meeple (S)</source>
        <translation>Kein Meeple (S)</translation>
    </message>
    <message>
        <source>Meeple to upgrade</source>
        <translation>Meeple zum Aufwerten</translation>
    </message>
    <message>
        <source>Chips to pay</source>
        <translation>Chips zum Bezahlen</translation>
    </message>
    <message>
        <source>Upgrade (U)</source>
        <translation>Aufwerten (U)</translation>
    </message>
    <message>
        <source>End turn (D)</source>
        <translation>Zug beenden (D)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>Start a new game or resume the last one.</source>
        <translation>Beginne ein neues Spiel oder setze das letzte fort.</translation>
    </message>
    <message>
        <source>last moves: %1 laid this tile</source>
        <translation>letzte Züge: %1 hat dieses Plättchen gelegt</translation>
    </message>
    <message>
        <source>last moves: %1 laid this tile and put a meeple on it</source>
        <translation>letzte Züge: %1 hat dieses Plättchen gelegt und einen Meeple daraufgesetzt</translation>
    </message>
    <message>
        <source>last moves: %1 upgraded a meeple here</source>
        <translation>letzte Züge: %1 hat hier einen Meeple aufgewertet</translation>
    </message>
    <message>
        <source>Square %1/%2</source>
        <translation>Feld %1/%2</translation>
    </message>
    <message>
        <source>not playable (less than half German land)</source>
        <translation>nicht spielbar (weniger als die Hälfte deutsches Land)</translation>
    </message>
    <message>
        <source>large city %1</source>
        <translation>Großstadt %1</translation>
    </message>
    <message>
        <source>town %1 (never a chip)</source>
        <translation>Stadt %1 (nie ein Chip)</translation>
    </message>
    <message>
        <source>start square %1</source>
        <translation>Startfeld %1</translation>
    </message>
    <message>
        <source>a Map-Chip lies here, face down</source>
        <translation>hier liegt ein verdeckter Map-Chip</translation>
    </message>
    <message>
        <source>the tile fits here as it is turned now</source>
        <translation>das Plättchen passt hier, so wie es jetzt gedreht ist</translation>
    </message>
    <message>
        <source>The tile does not fit there.</source>
        <translation>Das Plättchen passt dort nicht.</translation>
    </message>
    <message>
        <source>Click one of your meeples marked with a number.</source>
        <translation>Klicke einen deiner nummerierten Meeple an.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left in the pile</source>
        <translation>
            <numerusform>Noch %n Plättchen im Stapel</numerusform>
            <numerusform>Noch %n Plättchen im Stapel</numerusform>
        </translation>
    </message>
    <message>
        <source>computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>human</source>
        <extracomment>the size the game&apos;s side page is drawn at, off screen, while the screen is built</extracomment>
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
        <source>Put a meeple here (key %1)</source>
        <translation>Meeple hierhin setzen (Taste %1)</translation>
    </message>
    <message>
        <source>You can pay chips worth exactly 4 to upgrade a meeple: it counts double until it is scored. Click a numbered meeple on the map (or press its number and U), or press D to finish.</source>
        <translation>Du kannst Chips im Wert von genau 4 zahlen, um einen Meeple aufzuwerten: Er zählt doppelt, bis er gewertet wird. Klicke einen nummerierten Meeple auf der Karte an (oder drücke seine Nummer und U) oder drücke D zum Beenden.</translation>
    </message>
    <message numerus="yes">
        <source>%1 collects a chip worth %n point(s)</source>
        <translation>
            <numerusform>%1 nimmt einen Chip im Wert von %n Punkt</numerusform>
            <numerusform>%1 nimmt einen Chip im Wert von %n Punkten</numerusform>
        </translation>
    </message>
    <message>
        <source>Chips worth %1 (total %2).</source>
        <translation>Chips im Wert von %1 (zusammen %2).</translation>
    </message>
    <message>
        <source>The game is over: the final scores are in the log.</source>
        <translation>Das Spiel ist vorbei: Die Schlusswertung steht im Spielverlauf.</translation>
    </message>
    <message>
        <source>farmers</source>
        <translation>Bauern</translation>
    </message>
    <message>
        <source>%1 scores %2 (%3)</source>
        <translation>%1 erhält %2 Punkte (%3)</translation>
    </message>
    <message>
        <source>The computer is playing.</source>
        <translation>Der Computer ist am Zug.</translation>
    </message>
    <message>
        <source>On the map: ★ start square · ⌂ town (never a chip) · walled brown square: printed large city, shields are its pennants · stub at the edge: printed road or city to continue · the map&apos;s edge closes roads, cities and fields · dark disc: a Map-Chip, face down · gold ring under a meeple: upgraded (counts double).</source>
        <extracomment>a panel for the most players a game can have, made with the screen: a game shows the first ones (:attr:`panels`), so its first move makes no widgets</extracomment>
        <translation>Auf der Karte: ★ Startfeld · ⌂ Kleinstadt (nie ein Chip) · ummauertes braunes Feld: aufgedruckte Großstadt, die Schilde sind ihre Wappen · Stummel am Rand: aufgedruckte Straße oder Stadt, die fortgesetzt werden muss · der Kartenrand schließt Straßen, Städte und Wiesen ab · dunkle Scheibe: ein Map-Chip, verdeckt · goldener Ring unter einem Meeple: aufgewertet (zählt doppelt).</translation>
    </message>
    <message>
        <source>%1 · meeple on a %2 (marked %1 on the map)</source>
        <translation>%1 · Meeple auf %2 (auf der Karte mit %1 markiert)</translation>
    </message>
    <message>
        <source>Place the tile: click a filled square (dashed squares fit after turning). R turns, N steps through the squares, Enter places.</source>
        <translation>Lege das Plättchen: Klicke ein gefülltes Feld (gestrichelte passen nach Drehen). R dreht, N wechselt das Feld, Eingabe legt.</translation>
    </message>
    <message>
        <source>Put a meeple on a numbered spot, or play without one.</source>
        <translation>Setze einen Meeple auf eine nummerierte Stelle oder spiele ohne.</translation>
    </message>
    <message>
        <source>A tile fitted nowhere and was put aside.</source>
        <translation>Ein Plättchen passte nirgends und wurde beiseitegelegt.</translation>
    </message>
    <message>
        <source>%1 upgrades a meeple.</source>
        <translation>%1 wertet einen Meeple auf.</translation>
    </message>
    <message>
        <source> (final scoring)</source>
        <translation> (Schlusswertung)</translation>
    </message>
    <message>
        <source>Game over. %1 wins with %2 points.</source>
        <translation>Spielende. %1 gewinnt mit %2 Punkten.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: Carcassonne Germany</source>
        <translation>Neues Spiel: Carcassonne Deutschland</translation>
    </message>
    <message>
        <source>Start squares (the first holds the start tile):</source>
        <translation>Startfelder (auf dem ersten liegt das Startplättchen):</translation>
    </message>
    <message>
        <source>(all three)</source>
        <translation>(alle drei)</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>114 tiles: base game, Inns &amp; Cathedrals, Traders &amp; Builders</source>
        <translation>114 Plättchen: Grundspiel, Wirtshäuser &amp; Kathedralen, Händler &amp; Baumeister</translation>
    </message>
    <message>
        <source>72 tiles: base game only</source>
        <translation>72 Plättchen: nur Grundspiel</translation>
    </message>
    <message>
        <source>Meeples per player</source>
        <translation>Meeple je Spieler</translation>
    </message>
    <message>
        <source>9 meeples per player</source>
        <translation>9 Meeple je Spieler</translation>
    </message>
    <message>
        <source>7 meeples per player</source>
        <translation>7 Meeple je Spieler</translation>
    </message>
    <message>
        <source>Score inns and cathedrals (Inns &amp;&amp; Cathedrals rules)</source>
        <translation>Wirtshäuser und Kathedralen werten (Regeln von Wirtshäuser &amp;&amp; Kathedralen)</translation>
    </message>
    <message>
        <source>The start tile and one random tile lie on the start squares; every other tile must touch a laid tile. 30 Map-Chips are laid out face down.</source>
        <translation>Das Startplättchen und ein zufälliges Plättchen liegen auf den Startfeldern; jedes weitere Plättchen muss an ein gelegtes grenzen. 30 Map-Chips liegen verdeckt aus.</translation>
    </message>
    <message>
        <source>Players join with their phones: the laptop shows a QR code for every phone and then the board; players on this laptop place their tiles on it.</source>
        <translation>Mitspielende kommen mit ihren Handys dazu: Der Laptop zeigt für jedes Handy einen QR-Code und danach den Spielplan; wer am Laptop spielt, legt seine Plättchen dort.</translation>
    </message>
    <message>
        <source>Start squares</source>
        <translation>Startfelder</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>%1 points, %2 meeples in supply, chips: %3</source>
        <extracomment>the figures shown (set_data does nothing when they are the same) the widget font&apos;s key and the fonts derived from it</extracomment>
        <translation>%1 Punkte, %2 Meeples im Vorrat, Chips: %3</translation>
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
        <source>Place a meeple or finish the turn first.</source>
        <translation>Setze erst einen Meeple oder beende den Zug.</translation>
    </message>
    <message>
        <source>A tile can be turned only in quarter turns.</source>
        <translation>Ein Plättchen lässt sich nur in Vierteldrehungen drehen.</translation>
    </message>
    <message>
        <source>Tiles go only on the squares of the map.</source>
        <translation>Plättchen kommen nur auf die Felder der Karte.</translation>
    </message>
    <message>
        <source>That square already holds a tile.</source>
        <translation>Auf diesem Feld liegt schon ein Plättchen.</translation>
    </message>
    <message>
        <source>The edges do not match the neighbouring tiles.</source>
        <translation>Die Kanten passen nicht zu den Nachbarplättchen.</translation>
    </message>
    <message>
        <source>A tile must touch a laid tile; a printed large city counts once a tile is next to it.</source>
        <translation>Ein Plättchen muss an ein gelegtes Plättchen grenzen; eine aufgedruckte Großstadt zählt, sobald ein Plättchen an ihr liegt.</translation>
    </message>
    <message>
        <source>The road or city printed at the map&apos;s edge must be continued.</source>
        <translation>Die am Kartenrand aufgedruckte Straße oder Stadt muss fortgesetzt werden.</translation>
    </message>
    <message>
        <source>This saved game follows an earlier version&apos;s map rules; start a new game.</source>
        <translation>Dieses gespeicherte Spiel folgt den Kartenregeln einer früheren Version; beginne ein neues Spiel.</translation>
    </message>
    <message>
        <source>Place the tile first.</source>
        <translation>Lege zuerst das Plättchen.</translation>
    </message>
    <message>
        <source>You have no meeple left.</source>
        <translation>Du hast keinen Meeple mehr.</translation>
    </message>
    <message>
        <source>There is no such spot on this tile.</source>
        <translation>Diesen Platz gibt es auf dem Plättchen nicht.</translation>
    </message>
    <message>
        <source>That road, city or field already has a meeple.</source>
        <translation>Auf dieser Straße, Stadt oder Wiese steht schon ein Meeple.</translation>
    </message>
    <message>
        <source>Upgrades come after placing the tile and the meeple.</source>
        <translation>Aufwerten kommt nach dem Legen von Plättchen und Meeple.</translation>
    </message>
    <message>
        <source>Choose one of your own meeples to upgrade.</source>
        <translation>Wähle einen deiner eigenen Meeple zum Aufwerten.</translation>
    </message>
    <message>
        <source>That meeple is already upgraded.</source>
        <translation>Dieser Meeple ist schon aufgewertet.</translation>
    </message>
    <message>
        <source>An upgrade costs chips worth exactly 4.</source>
        <translation>Aufwerten kostet Chips im Wert von genau 4.</translation>
    </message>
    <message>
        <source>You do not hold those chips.</source>
        <translation>Diese Chips hast du nicht.</translation>
    </message>
</context>
<context>
    <name>ScoreTrack</name>
    <message>
        <source>Score track: %1</source>
        <extracomment>whether set_scores has named the track (its accessible name) the widget font&apos;s key and the numbers&apos; font derived from it</extracomment>
        <translation>Wertungsleiste: %1</translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>Carcassonne — Germany</source>
        <translation>Carcassonne — Deutschland</translation>
    </message>
    <message>
        <source>Carcassonne — a game in progress</source>
        <translation>Carcassonne — ein laufendes Spiel</translation>
    </message>
</context>
<context>
    <name>TileInHand</name>
    <message>
        <source>No tile in hand</source>
        <extracomment>the meeples the panels (30 and 15 px) and the score track (14 px, ringed after a lap) copy whether set_tile has set the accessible description (the empty hand has none yet)</extracomment>
        <translation>Kein Plättchen in der Hand</translation>
    </message>
    <message>
        <source>city</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>field</source>
        <translation>Wiese</translation>
    </message>
    <message>
        <source>North %1, east %2, south %3, west %4</source>
        <translation>Norden %1, Osten %2, Süden %3, Westen %4</translation>
    </message>
</context>
</TS>
