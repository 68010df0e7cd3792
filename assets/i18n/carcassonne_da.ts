<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK">
<context>
    <name>Carcassonne</name>
    <message>
        <source>road</source>
        <translation>vej</translation>
    </message>
    <message>
        <source>city</source>
        <translation>by</translation>
    </message>
    <message>
        <source>field (farmer)</source>
        <translation>mark (bonde)</translation>
    </message>
    <message>
        <source>monastery</source>
        <translation>kloster</translation>
    </message>
</context>
<context>
    <name>CarcassonneScreen</name>
    <message>
        <source>Carcassonne — Germany</source>
        <extracomment>the squares of the last moves outlined on the map: square -&gt; (seat, what was done) the state whose legal placements :attr:`_placements` holds, and those placements own meeples that may be upgraded now, numbered on the map; the chosen one&apos;s index the square and rotation of the tile a person placed last (Undo puts it back in hand) draws the next tile in advance (_warm_next_tile): a timer a few ms after the move, not a posted call, so that it runs after the move&apos;s paint, in a turn of its own while a game&apos;s first picture is held back (_hold_board_paint): the steps left, one per event-loop turn (the side page, the board&apos;s stamps, the board); a few ms apart, so that each step runs after the paint the last one caused, in a turn of its own the board has yet to take the game shown on the side (a held start, _show_board)</extracomment>
        <translation>Carcassonne — Tyskland</translation>
    </message>
    <message>
        <source>Map of Germany with the tile squares</source>
        <translation>Kort over Tyskland med brikfelterne</translation>
    </message>
    <message>
        <source>Lay tiles on the map of Germany: roads, cities, monasteries and fields. Two of the start squares Rostock, Erfurt and Stuttgart hold the first tiles; the large cities are printed on the map and must be continued. Map-Chips lie face down on the squares: place a tile there to collect it (1 or 2 points), and pay chips worth exactly 4 to upgrade a meeple so that it counts double.</source>
        <translation>Læg brikker på kortet over Tyskland: veje, byer, klostre og marker. To af startfelterne Rostock, Erfurt og Stuttgart har de første brikker; storbyerne er trykt på kortet og skal fortsættes. Map-Chips ligger med bagsiden op på felterne: læg en brik der for at tage chippen (1 eller 2 point), og betal chips til en værdi af præcis 4 for at opgradere en meeple, så den tæller dobbelt.</translation>
    </message>
    <message>
        <source>Start a new game…</source>
        <translation>Start et nyt spil…</translation>
    </message>
    <message>
        <source>&amp;Resume the last game</source>
        <translation>&amp;Fortsæt det sidste spil</translation>
    </message>
    <message>
        <source>Tile in hand</source>
        <translation>Brik på hånden</translation>
    </message>
    <message>
        <source>⟲ Turn left</source>
        <translation>⟲ Drej til venstre</translation>
    </message>
    <message>
        <source>Turn the tile a quarter turn to the left (Shift+R)</source>
        <translation>Drej brikken en kvart omgang til venstre (Skift+R)</translation>
    </message>
    <message>
        <source>⟳ Turn right</source>
        <translation>⟳ Drej til højre</translation>
    </message>
    <message>
        <source>Turn the tile a quarter turn to the right (R)</source>
        <translation>Drej brikken en kvart omgang til højre (R)</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Dit træk</translation>
    </message>
    <message>
        <source>No meeple (S)</source>
        <translation>Ingen meeple (S)</translation>
    </message>
    <message>
        <source>Meeple to upgrade</source>
        <translation>Meeple der opgraderes</translation>
    </message>
    <message>
        <source>Chips to pay</source>
        <translation>Chips at betale med</translation>
    </message>
    <message>
        <source>Upgrade (U)</source>
        <translation>Opgradér (U)</translation>
    </message>
    <message>
        <source>End turn (D)</source>
        <translation>Afslut tur (D)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spilforløb</translation>
    </message>
    <message>
        <source>Start a new game or resume the last one.</source>
        <translation>Start et nyt spil eller fortsæt det sidste.</translation>
    </message>
    <message>
        <source>last moves: %1 laid this tile</source>
        <translation>seneste træk: %1 lagde denne brik</translation>
    </message>
    <message>
        <source>last moves: %1 laid this tile and put a meeple on it</source>
        <translation>seneste træk: %1 lagde denne brik og satte en meeple på den</translation>
    </message>
    <message>
        <source>last moves: %1 upgraded a meeple here</source>
        <translation>seneste træk: %1 opgraderede en meeple her</translation>
    </message>
    <message>
        <source>Square %1/%2</source>
        <translation>Felt %1/%2</translation>
    </message>
    <message>
        <source>not playable (less than half German land)</source>
        <translation>kan ikke spilles (mindre end halvdelen tysk land)</translation>
    </message>
    <message>
        <source>large city %1</source>
        <translation>storby %1</translation>
    </message>
    <message>
        <source>town %1 (never a chip)</source>
        <translation>by %1 (aldrig en chip)</translation>
    </message>
    <message>
        <source>start square %1</source>
        <translation>startfelt %1</translation>
    </message>
    <message>
        <source>a Map-Chip lies here, face down</source>
        <translation>her ligger en Map-Chip med bagsiden op</translation>
    </message>
    <message>
        <source>the tile fits here as it is turned now</source>
        <translation>brikken passer her, som den er drejet nu</translation>
    </message>
    <message>
        <source>The tile does not fit there.</source>
        <translation>Brikken passer ikke der.</translation>
    </message>
    <message>
        <source>Click one of your meeples marked with a number.</source>
        <translation>Klik på en af dine nummererede meeples.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left in the pile</source>
        <translation>
            <numerusform>%n brik tilbage i bunken</numerusform>
            <numerusform>%n brikker tilbage i bunken</numerusform>
        </translation>
    </message>
    <message>
        <source>computer (%1)</source>
        <translation>computer (%1)</translation>
    </message>
    <message>
        <source>human</source>
        <extracomment>the size the game&apos;s side page is drawn at, off screen, while the screen is built</extracomment>
        <translation>menneske</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>let</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>middel</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>svær</translation>
    </message>
    <message>
        <source>Put a meeple here (key %1)</source>
        <translation>Sæt en meeple her (tast %1)</translation>
    </message>
    <message>
        <source>You can pay chips worth exactly 4 to upgrade a meeple: it counts double until it is scored. Click a numbered meeple on the map (or press its number and U), or press D to finish.</source>
        <translation>Du kan betale chips til en værdi af præcis 4 for at opgradere en meeple: den tæller dobbelt, indtil den bliver talt op. Klik på en nummereret meeple på kortet (eller tryk dens nummer og U), eller tryk D for at afslutte.</translation>
    </message>
    <message numerus="yes">
        <source>%1 collects a chip worth %n point(s)</source>
        <translation>
            <numerusform>%1 tager en chip til %n point</numerusform>
            <numerusform>%1 tager en chip til %n point</numerusform>
        </translation>
    </message>
    <message>
        <source>Chips worth %1 (total %2).</source>
        <translation>Chips til %1 (i alt %2).</translation>
    </message>
    <message>
        <source>The game is over: the final scores are in the log.</source>
        <translation>Spillet er slut: slutopgørelsen står i spilforløbet.</translation>
    </message>
    <message>
        <source>farmers</source>
        <translation>bønder</translation>
    </message>
    <message>
        <source>%1 scores %2 (%3)</source>
        <translation>%1 får %2 point (%3)</translation>
    </message>
    <message>
        <source>The computer is playing.</source>
        <translation>Computeren spiller.</translation>
    </message>
    <message>
        <source>On the map: ★ start square · ⌂ town (never a chip) · walled brown square: printed large city, shields are its pennants · stub at the edge: printed road or city to continue · the map&apos;s edge closes roads, cities and fields · dark disc: a Map-Chip, face down · gold ring under a meeple: upgraded (counts double).</source>
        <extracomment>a panel for the most players a game can have, made with the screen: a game shows the first ones (:attr:`panels`), so its first move makes no widgets</extracomment>
        <translation>På kortet: ★ startfelt · ⌂ småby (aldrig en chip) · brunt felt med mur: trykt storby, skjoldene er dens våbenskjolde · stump ved kanten: trykt vej eller by, der skal fortsættes · kortets kant lukker veje, byer og marker · mørk skive: en Map-Chip, med bagsiden op · guldring under en meeple: opgraderet (tæller dobbelt).</translation>
    </message>
    <message>
        <source>%1 · meeple on a %2 (marked %1 on the map)</source>
        <translation>%1 · meeple på %2 (markeret %1 på kortet)</translation>
    </message>
    <message>
        <source>Place the tile: click a filled square (dashed squares fit after turning). R turns, N steps through the squares, Enter places.</source>
        <translation>Læg brikken: klik på et udfyldt felt (stiplede felter passer efter drejning). R drejer, N skifter felt, Enter lægger.</translation>
    </message>
    <message>
        <source>Put a meeple on a numbered spot, or play without one.</source>
        <translation>Sæt en meeple på et nummereret sted, eller spil uden.</translation>
    </message>
    <message>
        <source>A tile fitted nowhere and was put aside.</source>
        <translation>En brik passede ingen steder og blev lagt til side.</translation>
    </message>
    <message>
        <source>%1 upgrades a meeple.</source>
        <translation>%1 opgraderer en meeple.</translation>
    </message>
    <message>
        <source> (final scoring)</source>
        <translation> (slutopgørelse)</translation>
    </message>
    <message>
        <source>Game over. %1 wins with %2 points.</source>
        <translation>Spillet er slut. %1 vinder med %2 point.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 er i tur.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: Carcassonne Germany</source>
        <translation>Nyt spil: Carcassonne Tyskland</translation>
    </message>
    <message>
        <source>Start squares (the first holds the start tile):</source>
        <translation>Startfelter (på det første ligger startbrikken):</translation>
    </message>
    <message>
        <source>(all three)</source>
        <translation>(alle tre)</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Brikker</translation>
    </message>
    <message>
        <source>114 tiles: base game, Inns &amp; Cathedrals, Traders &amp; Builders</source>
        <translation>114 brikker: grundspil, Kroer &amp; Katedraler, Købmænd &amp; Bygmestre</translation>
    </message>
    <message>
        <source>72 tiles: base game only</source>
        <translation>72 brikker: kun grundspillet</translation>
    </message>
    <message>
        <source>Meeples per player</source>
        <translation>Meeples pr. spiller</translation>
    </message>
    <message>
        <source>9 meeples per player</source>
        <translation>9 meeples pr. spiller</translation>
    </message>
    <message>
        <source>7 meeples per player</source>
        <translation>7 meeples pr. spiller</translation>
    </message>
    <message>
        <source>Score inns and cathedrals (Inns &amp;&amp; Cathedrals rules)</source>
        <translation>Tæl kroer og katedraler (reglerne fra Kroer &amp;&amp; Katedraler)</translation>
    </message>
    <message>
        <source>The start tile and one random tile lie on the start squares; every other tile must touch a laid tile. 30 Map-Chips are laid out face down.</source>
        <translation>Startbrikken og en tilfældig brik ligger på startfelterne; hver anden brik skal røre en lagt brik. 30 Map-Chips lægges ud med bagsiden op.</translation>
    </message>
    <message>
        <source>Players join with their phones: the laptop shows a QR code for every phone and then the board; players on this laptop place their tiles on it.</source>
        <translation>Spillerne deltager med deres mobiler: Den bærbare viser en QR-kode for hver mobil og derefter spillepladen; spillere ved den bærbare lægger deres brikker dér.</translation>
    </message>
    <message>
        <source>Start squares</source>
        <translation>Startfelter</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>%1 points, %2 meeples in supply, chips: %3</source>
        <extracomment>the figures shown (set_data does nothing when they are the same) the widget font&apos;s key and the fonts derived from it</extracomment>
        <translation>%1 point, %2 meeples i forrådet, chips: %3</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Det er ikke et træk i dette spil.</translation>
    </message>
    <message>
        <source>Place a meeple or finish the turn first.</source>
        <translation>Sæt først en meeple, eller afslut turen.</translation>
    </message>
    <message>
        <source>A tile can be turned only in quarter turns.</source>
        <translation>En brik kan kun drejes i kvarte omgange.</translation>
    </message>
    <message>
        <source>Tiles go only on the squares of the map.</source>
        <translation>Brikker lægges kun på kortets felter.</translation>
    </message>
    <message>
        <source>That square already holds a tile.</source>
        <translation>Der ligger allerede en brik på feltet.</translation>
    </message>
    <message>
        <source>The edges do not match the neighbouring tiles.</source>
        <translation>Kanterne passer ikke til nabobrikkerne.</translation>
    </message>
    <message>
        <source>A tile must touch a laid tile; a printed large city counts once a tile is next to it.</source>
        <translation>En brik skal røre en lagt brik; en trykt storby tæller, så snart en brik ligger ved siden af den.</translation>
    </message>
    <message>
        <source>The road or city printed at the map&apos;s edge must be continued.</source>
        <translation>Vejen eller byen, der er trykt ved kortets kant, skal fortsættes.</translation>
    </message>
    <message>
        <source>This saved game follows an earlier version&apos;s map rules; start a new game.</source>
        <translation>Dette gemte spil følger en tidligere versions kortregler; start et nyt spil.</translation>
    </message>
    <message>
        <source>Place the tile first.</source>
        <translation>Læg først brikken.</translation>
    </message>
    <message>
        <source>You have no meeple left.</source>
        <translation>Du har ingen meeple tilbage.</translation>
    </message>
    <message>
        <source>There is no such spot on this tile.</source>
        <translation>Den plads findes ikke på brikken.</translation>
    </message>
    <message>
        <source>That road, city or field already has a meeple.</source>
        <translation>Der står allerede en meeple på vejen, byen eller marken.</translation>
    </message>
    <message>
        <source>Upgrades come after placing the tile and the meeple.</source>
        <translation>Opgradering kommer efter brikken og meeplen.</translation>
    </message>
    <message>
        <source>Choose one of your own meeples to upgrade.</source>
        <translation>Vælg en af dine egne meeples at opgradere.</translation>
    </message>
    <message>
        <source>That meeple is already upgraded.</source>
        <translation>Den meeple er allerede opgraderet.</translation>
    </message>
    <message>
        <source>An upgrade costs chips worth exactly 4.</source>
        <translation>En opgradering koster chips til en værdi af præcis 4.</translation>
    </message>
    <message>
        <source>You do not hold those chips.</source>
        <translation>Du har ikke de chips.</translation>
    </message>
</context>
<context>
    <name>ScoreTrack</name>
    <message>
        <source>Score track: %1</source>
        <extracomment>whether set_scores has named the track (its accessible name) the widget font&apos;s key and the numbers&apos; font derived from it</extracomment>
        <translation>Pointtavle: %1</translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>Carcassonne — Germany</source>
        <translation>Carcassonne — Tyskland</translation>
    </message>
    <message>
        <source>Carcassonne — a game in progress</source>
        <translation>Carcassonne — et spil i gang</translation>
    </message>
</context>
<context>
    <name>TileInHand</name>
    <message>
        <source>No tile in hand</source>
        <extracomment>the meeples the panels (30 and 15 px) and the score track (14 px, ringed after a lap) copy whether set_tile has set the accessible description (the empty hand has none yet)</extracomment>
        <translation>Ingen brik på hånden</translation>
    </message>
    <message>
        <source>city</source>
        <translation>by</translation>
    </message>
    <message>
        <source>road</source>
        <translation>vej</translation>
    </message>
    <message>
        <source>field</source>
        <translation>mark</translation>
    </message>
    <message>
        <source>North %1, east %2, south %3, west %4</source>
        <translation>Nord %1, øst %2, syd %3, vest %4</translation>
    </message>
</context>
</TS>
