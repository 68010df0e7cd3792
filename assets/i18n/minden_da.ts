<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK">
<context>
    <name>CardTile</name>
    <message>
        <source>City</source>
        <extracomment>the height the text needs per tile width (:meth:`heightForWidth`), for the font key whether ``_heights_font`` is the text&apos;s font since its last font or style change</extracomment>
        <translation>By</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Sted</translation>
    </message>
    <message>
        <source>Nature</source>
        <translation>Natur</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gul</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grøn</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blå</translation>
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
            <numerusform>%n jeton ejet</numerusform>
            <numerusform>%n jetoner ejet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The map shows where the %n wrong tip(s) went: the indicator of each player and the true place.</source>
        <translation>
            <numerusform>Kortet viser, hvor det %n forkerte tip landede: hver spillers stedviser og det rigtige sted.</numerusform>
            <numerusform>Kortet viser, hvor de %n forkerte tip landede: hver spillers stedviser og det rigtige sted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GuessPage</name>
    <message numerus="yes">
        <source>Challenge %1 (%n stone(s))</source>
        <translation>
            <numerusform>Udfordr %1 (%n sten)</numerusform>
            <numerusform>Udfordr %1 (%n sten)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message numerus="yes">
        <source>%1: %2 of %3 tips right in %n game(s)</source>
        <translation>
            <numerusform>%1: %2 af %3 tip rigtige i %n spil</numerusform>
            <numerusform>%1: %2 af %3 tip rigtige i %n spil</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) kept</source>
        <translation>
            <numerusform>%n kort beholdt</numerusform>
            <numerusform>%n kort beholdt</numerusform>
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
        <translation>Find steder på spillepladen: vest eller øst, nord, midt eller syd, kortfeltet, kvadranten. Hver rigtig sten flytter din brik, én forkert sten ingen.</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsæt</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Tilbage</translation>
    </message>
    <message>
        <source>%1 — round %2</source>
        <translation>%1 — runde %2</translation>
    </message>
    <message>
        <source>The database is not available: %1</source>
        <translation>Databasen er ikke tilgængelig: %1</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gul</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grøn</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blå</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fremskridt</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 af %3</translation>
    </message>
    <message>
        <source>The chosen decks hold too few cards for %1 players (%2 cards).</source>
        <translation>De valgte kortbunker har for få kort til %1 spillere (%2 kort).</translation>
    </message>
    <message>
        <source>Cards of this round</source>
        <extracomment>how far apart the parts of a game&apos;s start are shown (ms): a real timer interval, so that each part runs after the paint the last one caused, in an event-loop turn of its own (a zero timer or a posted call would land in the same turn: Qt sends posted events first) how far apart the turns are that make ahead the tiles of the cards shown after a reveal (ms), and how much of the UI thread&apos;s time (s) each turn may take the side panel&apos;s narrowest width: three card tiles and the tip card fit (1280×720) the final bonuses still to announce (after the last reveal): event and its steps the cards (and owners) whose tiles are made ahead while a reveal is read (:meth:`_prepare_upcoming`) makes the next of them: a real timer, so that each runs in a turn of its own, after the reveal&apos;s paint (a zero timer is a posted call, sent in the same turn) while a game&apos;s start is shown in parts (:meth:`_hold_start`): the parts still held back, one shown per event-loop turn (&quot;tiles&quot;, &quot;table&quot;, &quot;map&quot;, &quot;track&quot;, &quot;computer&quot;) True while :meth:`enter_game` renders the start or :meth:`finish_reveal` the table after a reveal (their refresh leaves the cards out for the next turn) whether a game has shown the game page already (:meth:`enter_game`) a reveal&apos;s map (its solution cells, true place and indicator) still to show, drawn a step after the reveal&apos;s page (:meth:`_start_reveal`): card, indicator, name, colour whether the map&apos;s paint is held back for the turn after the one that set its marks the name the table&apos;s tests and the demonstration know the dialog by what the others did since the acting person&apos;s last move (:meth:`_show_since`)</extracomment>
        <translation>Rundens kort</translation>
    </message>
    <message>
        <source>Leave (the game is saved)</source>
        <extracomment>the side panel&apos;s visible part (every refresh reads its width for the card columns; its first call sets up PySide&apos;s types behind it, ~30 ms, with the screen instead)
----------
the game page shown for the first time: the map fits itself to its first size (its resize event), and nobody can have zoomed it yet</extracomment>
        <translation>Forlad (spillet er gemt)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <source>Take back your last move (Ctrl+Z), while nothing new has been revealed since</source>
        <translation>Tag dit sidste træk tilbage (Ctrl+Z), så længe intet nyt er blevet afsløret siden</translation>
    </message>
    <message>
        <source>Map of the board</source>
        <extracomment>whether the map&apos;s paint is held back (:meth:`hold_paint`)</extracomment>
        <translation>Kort over spillepladen</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Forlad</translation>
    </message>
    <message>
        <source>%1 takes “%2”.</source>
        <translation>%1 tager „%2“.</translation>
    </message>
    <message>
        <source>%1 trades the card.</source>
        <translation>%1 bytter kortet.</translation>
    </message>
    <message>
        <source>%1 has placed tip stones.</source>
        <translation>%1 har lagt tipsten.</translation>
    </message>
    <message>
        <source>%1 challenges %2.</source>
        <translation>%1 udfordrer %2.</translation>
    </message>
    <message>
        <source>The indicator lies in %1.</source>
        <translation>Stedviseren ligger i „%1“.</translation>
    </message>
    <message>
        <source>The indicator is %1 km from %2.</source>
        <translation>Afstand fra stedviseren til „%2“: %1 km.</translation>
    </message>
    <message>
        <source>%1&apos;s card “%2”: solution %3; tip %4.</source>
        <translation>%1s kort „%2“: løsning %3; tip %4.</translation>
    </message>
    <message>
        <source>Solution side: %1</source>
        <translation>Løsningsside: %1</translation>
    </message>
    <message>
        <source>No stones placed: no move.</source>
        <translation>Ingen sten lagt: intet træk.</translation>
    </message>
    <message>
        <source>The card is kept.</source>
        <translation>Kortet beholdes.</translation>
    </message>
    <message>
        <source>The card goes back to the box.</source>
        <translation>Kortet går tilbage i æsken.</translation>
    </message>
    <message>
        <source>%1&apos;s challenge was wrong: %2 keeps the chip.</source>
        <translation>%1s udfordring var forkert: %2 beholder jetonen.</translation>
    </message>
    <message>
        <source>%1&apos;s challenge was right: one space forward.</source>
        <translation>%1s udfordring var rigtig: ét felt frem.</translation>
    </message>
    <message>
        <source>most yellow cards</source>
        <translation>flest gule kort</translation>
    </message>
    <message>
        <source>most orange cards</source>
        <translation>flest orange kort</translation>
    </message>
    <message>
        <source>most green cards</source>
        <translation>flest grønne kort</translation>
    </message>
    <message>
        <source>most blue cards</source>
        <translation>flest blå kort</translation>
    </message>
    <message>
        <source>most yellow cards (tied)</source>
        <translation>flest gule kort (delt)</translation>
    </message>
    <message>
        <source>most orange cards (tied)</source>
        <translation>flest orange kort (delt)</translation>
    </message>
    <message>
        <source>most green cards (tied)</source>
        <translation>flest grønne kort (delt)</translation>
    </message>
    <message>
        <source>most blue cards (tied)</source>
        <translation>flest blå kort (delt)</translation>
    </message>
    <message>
        <source>%1 +%2: %3</source>
        <translation>%1 +%2: %3</translation>
    </message>
    <message>
        <source>choosing cards</source>
        <translation>kortvalg</translation>
    </message>
    <message>
        <source>trading</source>
        <translation>bytte</translation>
    </message>
    <message>
        <source>guessing</source>
        <translation>tippe</translation>
    </message>
    <message>
        <source>challenges</source>
        <translation>udfordringer</translation>
    </message>
    <message>
        <source>scoring</source>
        <translation>pointgivning</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>spillet er slut</translation>
    </message>
    <message>
        <source>Round %1 — %2</source>
        <translation>Runde %1 — %2</translation>
    </message>
    <message>
        <source>Round %1 dealt.</source>
        <translation>Runde %1 er delt ud.</translation>
    </message>
    <message>
        <source>%1&apos;s tip %2 for “%3”: right, to space %4.</source>
        <translation>%1s tip %2 til „%3“: rigtigt, frem til felt %4.</translation>
    </message>
    <message>
        <source>%1&apos;s tip %2 for “%3”: no move.</source>
        <translation>%1s tip %2 til „%3“: intet træk.</translation>
    </message>
    <message>
        <source>Since your last turn</source>
        <translation>Siden din sidste tur</translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation>%1 (computer) tænker…</translation>
    </message>
    <message>
        <source>computer: knows the big cities</source>
        <translation>computer: kender de store byer</translation>
    </message>
    <message>
        <source>computer: knows Germany well</source>
        <translation>computer: kender Tyskland godt</translation>
    </message>
    <message>
        <source>computer: expert</source>
        <translation>computer: ekspert</translation>
    </message>
    <message>
        <source>C</source>
        <comment>initial of City cards (yellow)</comment>
        <extracomment>the wrapped text&apos;s height per width (:meth:`heightForWidth`), for ``_heights_for`` the text the heights are for; None after a font or style change (:meth:`changeEvent`)</extracomment>
        <translation>B</translation>
    </message>
    <message>
        <source>P</source>
        <comment>initial of Place cards (orange)</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>N</source>
        <comment>initial of Nature cards (green)</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>E</source>
        <comment>initial of Expert cards (blue)</comment>
        <translation>Ø</translation>
    </message>
    <message>
        <source>space</source>
        <translation>felt</translation>
    </message>
    <message>
        <source>chip</source>
        <translation>jeton</translation>
    </message>
    <message>
        <source>Click to trade this card for the top card of the pile.</source>
        <extracomment>the move each tile&apos;s click stands for (None: the tile cannot be clicked) where the tiles sit: (tile, row, column, column span), in order tiles made ahead for cards about to be shown (:meth:`prepare`), hidden</extracomment>
        <translation>Klik for at bytte dette kort med det øverste kort i bunken.</translation>
    </message>
    <message>
        <source>%1, choose one of the cards above.</source>
        <translation>%1, vælg et af kortene ovenfor.</translation>
    </message>
    <message>
        <source>The leader takes the card that is left over.</source>
        <translation>Den førende tager det kort, der er tilbage.</translation>
    </message>
    <message>
        <source>%1: trade “%2” for the top card of the pile?</source>
        <translation>%1: bytte „%2“ med det øverste kort i bunken?</translation>
    </message>
    <message>
        <source>Click your card or the button to trade it.</source>
        <translation>Klik på dit kort eller på knappen for at bytte det.</translation>
    </message>
    <message>
        <source>your chip</source>
        <translation>din jeton</translation>
    </message>
    <message>
        <source>a tip stone</source>
        <translation>en tipsten</translation>
    </message>
    <message>
        <source>&amp;Trade (costs %1)</source>
        <translation>&amp;Byt (koster %1)</translation>
    </message>
    <message>
        <source>The draw pile is empty: no more trading.</source>
        <translation>Trækbunken er tom: ikke mere bytte.</translation>
    </message>
    <message>
        <source>You have used your chip and need a spare tip stone to trade.</source>
        <translation>Du har brugt din jeton og skal have en tipsten til overs for at bytte.</translation>
    </message>
    <message>
        <source>You have used your chip: no more trading.</source>
        <translation>Du har brugt din jeton: ikke mere bytte.</translation>
    </message>
    <message>
        <source>&amp;Keep the card</source>
        <translation>&amp;Behold kortet</translation>
    </message>
    <message>
        <source>Pass the laptop to %1.</source>
        <translation>Giv computeren videre til %1.</translation>
    </message>
    <message>
        <source>Nobody else may look at the tip card now.</source>
        <translation>Ingen andre må se på tipkortet nu.</translation>
    </message>
    <message>
        <source>I am %1 — show my tip card</source>
        <translation>Jeg er %1 — vis mit tipkort</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, where is “%2”?</source>
        <translation>%1, hvor ligger „%2“?</translation>
    </message>
    <message>
        <source>%1: challenge a player whose tip you think is wrong?</source>
        <translation>%1: udfordre en spiller, hvis tip du tror er forkert?</translation>
    </message>
    <message>
        <source>Right: you move one space and get the chip back. Wrong: they keep your chip.</source>
        <translation>Rigtigt: du rykker ét felt og får jetonen tilbage. Forkert: de beholder din jeton.</translation>
    </message>
    <message>
        <source>&amp;No challenge</source>
        <translation>&amp;Ingen udfordring</translation>
    </message>
    <message>
        <source>%1: click on the map where “%2” is.</source>
        <translation>%1: klik på kortet, hvor „%2“ ligger.</translation>
    </message>
    <message>
        <source>The place indicator shows everybody your guess; then the card is turned.</source>
        <translation>Stedviseren viser alle dit gæt; så vendes kortet.</translation>
    </message>
    <message>
        <source>Keyboard: Tab to the map, aim the cross with the arrow keys and + / −, then Enter places the indicator there.</source>
        <translation>Tastatur: Tab til kortet, sigt med krydset med piletasterne og + / −, så sætter Enter stedviseren der.</translation>
    </message>
    <message>
        <source>&amp;Place the indicator in the middle of my tip</source>
        <translation>&amp;Sæt stedviseren midt i mit tip</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Pointgivning</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Næste</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Slutopgørelse</translation>
    </message>
    <message>
        <source>&amp;Next bonus</source>
        <translation>&amp;Næste bonus</translation>
    </message>
    <message>
        <source>%1 is Deutscher Meister!</source>
        <translation>%1 er Deutscher Meister!</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plads</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Felt</translation>
    </message>
    <message>
        <source>The draw pile could not deal another round, so the game ended early.</source>
        <translation>Trækbunken kunne ikke give en runde mere, så spillet sluttede før tid.</translation>
    </message>
    <message>
        <source>Final scoring:</source>
        <translation>Slutopgørelse:</translation>
    </message>
    <message>
        <source>No tip was wrong.</source>
        <translation>Intet tip var forkert.</translation>
    </message>
    <message>
        <source>New &amp;game…</source>
        <translation>Nyt &amp;spil…</translation>
    </message>
    <message>
        <source>&amp;Back to the start</source>
        <translation>&amp;Tilbage til start</translation>
    </message>
    <message>
        <source>%1  %2 — tip of %3</source>
        <translation>%1  %2 — tip fra %3</translation>
    </message>
    <message>
        <source>On the map (black: the true place, colour: the tip):</source>
        <translation>På kortet (sort: det rigtige sted, farve: tippet):</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Colour</source>
        <translation>Farve</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Alder</translation>
    </message>
    <message>
        <source>red (circle)</source>
        <translation>rød (cirkel)</translation>
    </message>
    <message>
        <source>blue (square)</source>
        <translation>blå (firkant)</translation>
    </message>
    <message>
        <source>green (triangle)</source>
        <translation>grøn (trekant)</translation>
    </message>
    <message>
        <source>yellow (diamond)</source>
        <translation>gul (rude)</translation>
    </message>
    <message>
        <source>purple (hexagon)</source>
        <translation>lilla (sekskant)</translation>
    </message>
    <message>
        <source>Players join with their phones: the laptop shows a QR code for every phone and then only the public board; each player&apos;s tip stays on their phone until the reveal.</source>
        <translation>Spillerne er med på deres mobiler: Den bærbare viser en QR-kode for hver mobil og derefter kun det offentlige spillebræt; hver spillers tip bliver på mobilen indtil afsløringen.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source> spaces</source>
        <translation> felter</translation>
    </message>
    <message>
        <source>New game: Finden Sie Minden</source>
        <translation>Nyt spil: Finden Sie Minden</translation>
    </message>
    <message>
        <source>The oldest stands in front on the score track; the youngest, at the back, chooses first.</source>
        <translation>Den ældste står forrest på pointbanen; den yngste står bagest og vælger først.</translation>
    </message>
    <message>
        <source>knows the big cities</source>
        <translation>kender de store byer</translation>
    </message>
    <message>
        <source>knows Germany well</source>
        <translation>kender Tyskland godt</translation>
    </message>
    <message>
        <source>an expert on Germany</source>
        <translation>ekspert i Tyskland</translation>
    </message>
    <message>
        <source>&amp;Expert game (with the blue expert cards)</source>
        <translation>&amp;Ekspertspil (med de blå ekspertkort)</translation>
    </message>
    <message>
        <source>Variant &amp;A: trade again for a tip stone</source>
        <translation>Variant &amp;A: byt igen for en tipsten</translation>
    </message>
    <message>
        <source>Variant &amp;B: challenges</source>
        <translation>Variant &amp;B: udfordringer</translation>
    </message>
    <message>
        <source>Score &amp;track up to the final spaces:</source>
        <translation>&amp;Pointbane op til slutfelterne:</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Kortbunker</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gul</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grøn</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blå</translation>
    </message>
    <message>
        <source>No enabled deck: enable one in the card editor.</source>
        <translation>Ingen aktiv kortbunke: aktivér en i korteditoren.</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Farve for spiller %1</translation>
    </message>
    <message>
        <source>Age of player %1</source>
        <translation>Alder for spiller %1</translation>
    </message>
    <message>
        <source>Choose at least one deck.</source>
        <translation>Vælg mindst én kortbunke.</translation>
    </message>
    <message>
        <source>Finden Sie Minden needs 2 to 5 players.</source>
        <translation>Finden Sie Minden kræver 2 til 5 spillere.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Hver spiller skal have et navn.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>To spillere har samme navn.</translation>
    </message>
    <message>
        <source>Two players have the same colour.</source>
        <translation>To spillere har samme farve.</translation>
    </message>
</context>
<context>
    <name>PlayersLabel</name>
    <message numerus="yes">
        <source>%n challenge chip(s)</source>
        <translation>
            <numerusform>%n udfordringsjeton</numerusform>
            <numerusform>%n udfordringsjetoner</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n sten</numerusform>
            <numerusform>%n sten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s) on the tip card</source>
        <translation>
            <numerusform>%n sten på tipkortet</numerusform>
            <numerusform>%n sten på tipkortet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>Now each player chooses one of the cards on the table.</source>
        <translation>Nu vælger hver spiller et af kortene på bordet.</translation>
    </message>
    <message>
        <source>Now each player decides whether to trade the card.</source>
        <translation>Nu beslutter hver spiller, om kortet skal byttes.</translation>
    </message>
    <message>
        <source>Now each player places tip stones.</source>
        <translation>Nu lægger hver spiller tipsten.</translation>
    </message>
    <message>
        <source>Now each player may place a challenge chip.</source>
        <translation>Nu må hver spiller lægge en udfordringsjeton.</translation>
    </message>
    <message>
        <source>Now the tips are scored: place the indicator on the map.</source>
        <translation>Nu gives der point for tippene: sæt stedviseren på kortet.</translation>
    </message>
    <message>
        <source>%1 has only one tip stone.</source>
        <translation>%1 har kun én tipsten.</translation>
    </message>
    <message>
        <source>%1 has only %2 tip stones.</source>
        <translation>%1 har kun %2 tipsten.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>That card is not on the table this round.</source>
        <translation>Det kort ligger ikke på bordet i denne runde.</translation>
    </message>
    <message>
        <source>The draw pile is empty: no more trading.</source>
        <translation>Trækbunken er tom: ikke mere bytte.</translation>
    </message>
    <message>
        <source>%1 needs a spare tip stone to trade.</source>
        <translation>%1 skal have en tipsten til overs for at bytte.</translation>
    </message>
    <message>
        <source>%1 has already used the chip.</source>
        <translation>%1 har allerede brugt jetonen.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Den spiller findes ikke.</translation>
    </message>
    <message>
        <source>You cannot challenge yourself.</source>
        <translation>Du kan ikke udfordre dig selv.</translation>
    </message>
    <message>
        <source>The place indicator needs a position on the map.</source>
        <translation>Stedviseren skal have en position på kortet.</translation>
    </message>
    <message>
        <source>A tip has at most four stones.</source>
        <translation>Et tip har højst fire sten.</translation>
    </message>
    <message>
        <source>The first stone must be W (west) or O (east).</source>
        <translation>Den første sten skal være W (vest) eller O (øst).</translation>
    </message>
    <message>
        <source>The second stone must be N, M or S.</source>
        <translation>Den anden sten skal være N, M eller S.</translation>
    </message>
    <message>
        <source>Zone %1 has map squares 1 to %2.</source>
        <translation>Zone %1 har kortfelterne 1 til %2.</translation>
    </message>
    <message>
        <source>The fourth stone must be A, B, C or D.</source>
        <translation>Den fjerde sten skal være A, B, C eller D.</translation>
    </message>
</context>
<context>
    <name>RevealPage</name>
    <message numerus="yes">
        <source>Right! %n free space(s) forward, to space %1.</source>
        <translation>
            <numerusform>Rigtigt! %n ledigt felt frem, til felt %1.</numerusform>
            <numerusform>Rigtigt! %n ledige felter frem, til felt %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong stone(s) (%1): the piece stays.</source>
        <translation>
            <numerusform>%n sten er forkert (%1): brikken bliver stående.</numerusform>
            <numerusform>%n sten er forkerte (%1): brikken bliver stående.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreTrack</name>
    <message>
        <source>Score track</source>
        <extracomment>Piece colours (Okabe–Ito, distinguishable with colour-vision deficiencies) and their shapes. The piece shapes as text, for lists of players (same colour, same shape as on the track). Card colours: band colour and the kind of card. the pieces that moved since the acting person&apos;s last move: index → the space it left the drawn spaces and what they were drawn for (:meth:`static_image`) whether the track&apos;s paint is held back (:meth:`hold_paint`)</extracomment>
        <translation>Pointbane</translation>
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
        <translation>Finden Sie Minden — et spil i gang</translation>
    </message>
    <message>
        <source>Finden Sie Minden — guessing</source>
        <translation>Finden Sie Minden — der tippes</translation>
    </message>
    <message>
        <source>Finden Sie Minden — a scoring reveal</source>
        <translation>Finden Sie Minden — en pointgivning</translation>
    </message>
    <message>
        <source>Finden Sie Minden — the end of a game</source>
        <translation>Finden Sie Minden — slutningen af et spil</translation>
    </message>
</context>
<context>
    <name>TipCard</name>
    <message>
        <source>1. West / East</source>
        <extracomment>minimum width and height of a stone button (a square number stays readable)</extracomment>
        <translation>1. Vest / Øst</translation>
    </message>
    <message>
        <source>2. North / Middle / South</source>
        <translation>2. Nord / Midt / Syd</translation>
    </message>
    <message>
        <source>3. Map square</source>
        <translation>3. Kortfelt</translation>
    </message>
    <message>
        <source>4. Quadrant</source>
        <translation>4. Kvadrant</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Ryd</translation>
    </message>
    <message>
        <source>&amp;Done — place these stones</source>
        <translation>&amp;Færdig — læg disse sten</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n sten</numerusform>
            <numerusform>%n sten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at most %n</source>
        <translation>
            <numerusform>højst %n</numerusform>
            <numerusform>højst %n</numerusform>
        </translation>
    </message>
</context>
</TS>
