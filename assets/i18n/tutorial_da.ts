<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK">
<context>
    <name>Screens</name>
    <message>
        <source>Guided first game — Finden Sie Minden</source>
        <extracomment>the game screens&apos; classes, as ``app.&lt;game&gt;.screen.&lt;class&gt;``</extracomment>
        <translation>Første spil med vejledning — Finden Sie Minden</translation>
    </message>
    <message>
        <source>Guided first game — 10 Tage durch Deutschland</source>
        <translation>Første spil med vejledning — 10 Tage durch Deutschland</translation>
    </message>
    <message>
        <source>Guided first game — Danmark-spillet</source>
        <translation>Første spil med vejledning — Danmark-spillet</translation>
    </message>
    <message>
        <source>Guided first game — Carcassonne — Germany</source>
        <translation>Første spil med vejledning — Carcassonne — Tyskland</translation>
    </message>
    <message>
        <source>Guided first game — Stadt-Land-anders</source>
        <translation>Første spil med vejledning — Stadt-Land-anders</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Player</source>
        <extracomment>the seed of the guided game: your first card is the Steinhuder Meer
----------
the translation context of every tutorial text (the ``tutorial`` catalogue) a ``QT_TRANSLATE_NOOP`` source (typed ``object`` by PySide6) or ``text(screen)`` a ``QT_TRANSLATE_NOOP`` source
----------
the seconds the others have after “Stopp und Aus!”</extracomment>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Guided first game: Carcassonne — Germany</source>
        <translation>Første spil med vejledning: Carcassonne — Tyskland</translation>
    </message>
    <message>
        <source>Welcome! You play against the computer. Each turn you lay one tile on the map of Germany so that it continues what it touches: road to road, city to city, field to field. This is your tile.</source>
        <translation>Velkommen! Du spiller mod computeren. Hver tur lægger du en brik på Tysklandskortet, så den fortsætter det, den rører: vej til vej, by til by, mark til mark. Det her er din brik.</translation>
    </message>
    <message>
        <source>The squares where your tile fits are marked on the map. Turn the tile with the buttons (or R) and click a marked square (or press N, then Enter).</source>
        <translation>Felterne, hvor din brik passer, er markeret på kortet. Drej brikken med knapperne (eller R), og klik på et markeret felt (eller tryk N og derefter Enter).</translation>
    </message>
    <message>
        <source>Now you may put a meeple on the tile you laid: on its road, city, monastery or field (the numbered buttons). It scores when that feature is finished. Or take no meeple (S).</source>
        <translation>Nu må du sætte en meeple på den brik, du lagde: på vejen, byen, klostret eller marken (de nummererede knapper). Den giver point, når området er færdigt. Eller sæt ingen meeple (S).</translation>
    </message>
    <message>
        <source>The computer lays its tile now; its move is in the log. The score track shows the points. Wait for your next tile.</source>
        <translation>Nu lægger computeren sin brik; dens træk står i loggen. Pointtavlen viser pointene. Vent på din næste brik.</translation>
    </message>
    <message>
        <source>Guided first game: Danmark-spillet</source>
        <translation>Første spil med vejledning: Danmark-spillet</translation>
    </message>
    <message>
        <source>Welcome! You play against the computer. The list on the right shows your city cards: visit every one of these towns and come back to your start town to win.</source>
        <translation>Velkommen! Du spiller mod computeren. Listen til højre viser dine bykort: besøg hver af disse byer, og vend tilbage til din startby for at vinde.</translation>
    </message>
    <message>
        <source>First choose your start town: pick one of your towns in the list (Up/Down) and press Go (Enter). A town in the middle of your cards is a good start.</source>
        <translation>Vælg først din startby: vælg en af dine byer i listen (Op/Ned), og tryk Kør (Enter). En by midt mellem dine kort er en god start.</translation>
    </message>
    <message>
        <source>The computer has chosen its start too. Now roll the die: press the button or Space.</source>
        <translation>Computeren har også valgt sin start. Slå nu med terningen: tryk på knappen eller mellemrum.</translation>
    </message>
    <message>
        <source>Now the computer rolls and moves; the log below tells what happened. A star town gives a chance card, a 6 a question card. Wait for your next turn.</source>
        <translation>Nu slår og rykker computeren; loggen nedenfor fortæller, hvad der skete. En stjerneby giver et chancekort, en 6&apos;er et spørgsmålskort. Vent på din næste tur.</translation>
    </message>
    <message>
        <source>New to this game? The guided first game shows you the first turns step by step.</source>
        <extracomment>the games with a guided first game (their packages under ``app/``)</extracomment>
        <translation>Ny i dette spil? Det første spil med vejledning viser dig de første træk trin for trin.</translation>
    </message>
    <message>
        <source>Guided &amp;first game</source>
        <translation>&amp;Første spil med vejledning</translation>
    </message>
    <message>
        <source>A game whose first turns are explained step by step</source>
        <translation>Et spil, hvor de første træk bliver forklaret trin for trin</translation>
    </message>
    <message>
        <source>You know the basics: play on, or start a real game. The rules are under “How to play” (F1) whenever you need them.</source>
        <extracomment>how often the guide looks whether the step is done and where its widget is (ms) the colour of the highlight around the widget a step points at</extracomment>
        <translation>Nu kender du det grundlæggende: spil videre, eller start et rigtigt spil. Reglerne finder du altid under »Sådan spiller man« (F1).</translation>
    </message>
    <message>
        <source>What to do now</source>
        <translation>Hvad du skal gøre nu</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Næste</translation>
    </message>
    <message>
        <source>&amp;Play on</source>
        <translation>&amp;Spil videre</translation>
    </message>
    <message>
        <source>Start a &amp;real game…</source>
        <translation>Start et &amp;rigtigt spil…</translation>
    </message>
    <message>
        <source>&amp;Leave the tutorial (Esc)</source>
        <translation>&amp;Forlad vejledningen (Esc)</translation>
    </message>
    <message>
        <source>Back to the lobby; the guided game is left</source>
        <translation>Tilbage til oversigten; spillet med vejledning forlades</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Trin %1 af %2</translation>
    </message>
    <message>
        <source>Back to the &amp;lobby</source>
        <translation>Tilbage til &amp;oversigten</translation>
    </message>
    <message>
        <source>Guided first game: Finden Sie Minden</source>
        <translation>Første spil med vejledning: Finden Sie Minden</translation>
    </message>
    <message>
        <source>Welcome! You play against the computer. Each round you get a card with a place in Germany and guess where it lies on the board. White lines cut the board into W and O (east), the zones N, M and S, numbered squares and their quarters A to D.</source>
        <translation>Velkommen! Du spiller mod computeren. Hver runde får du et kort med et sted i Tyskland og gætter, hvor det ligger på brættet. Hvide linjer deler brættet i W og O (øst), zonerne N, M og S, nummererede kvadrater og deres fjerdedele A til D.</translation>
    </message>
    <message>
        <source>First everyone gets a card: whoever is furthest behind picks first. Then you may swap yours: once in the game you may pay your chip for a new card from the pile. For now: keep the card.</source>
        <translation>Først får alle et kort: den, der ligger længst tilbage, vælger først. Så må du bytte dit: én gang i spillet kan du betale din jeton for et nyt kort fra bunken. Lige nu: behold kortet.</translation>
    </message>
    <message>
        <source>Place your stones on the tip card, in this order: W/O, then N/M/S, then the square, then the quarter, and confirm. You may stop after any stone: every right stone moves your piece, but one wrong stone and it stays.</source>
        <translation>Læg dine sten på tipkortet i denne rækkefølge: W/O, så N/M/S, så kvadratet, så fjerdedelen, og bekræft. Du må stoppe efter enhver sten: hver rigtig sten rykker din brik frem, men én forkert sten, og den bliver stående.</translation>
    </message>
    <message>
        <source>The computer has set its tip too. Now the tips are scored one by one: read what was right, then press Next.</source>
        <translation>Computeren har også tippet. Nu bliver tippene vurderet ét ad gangen: læs, hvad der var rigtigt, og tryk så Næste.</translation>
    </message>
    <message>
        <source>Your turn to show where you think the place is: click the map there. Then your card is turned over and the app checks every stone.</source>
        <translation>Din tur til at vise, hvor du tror stedet ligger: klik der på kortet. Så bliver dit kort vendt, og appen tjekker hver sten.</translation>
    </message>
    <message>
        <source>Here is your result: the map shows the place and the squares of your tip. Press Next; the next round begins.</source>
        <translation>Her er dit resultat: kortet viser stedet og felterne i dit tip. Tryk Næste; næste runde begynder.</translation>
    </message>
    <message>
        <source>Anna</source>
        <translation>Anna</translation>
    </message>
    <message>
        <source>Guided first game: Stadt-Land-anders</source>
        <translation>Første spil med vejledning: Stadt-Land-anders</translation>
    </message>
    <message>
        <source>Welcome! Stadt-Land-anders is played on paper, all at once; the laptop deals the cards, keeps the time and counts the points. Take a sheet of paper: one column each for city, country, river, animal and first name.</source>
        <translation>Velkommen! Stadt-Land-anders spilles på papir, alle på én gang; den bærbare giver kortene, holder tiden og tæller pointene. Tag et stykke papir: én kolonne hver til by, land, flod, dyr og fornavn.</translation>
    </message>
    <message>
        <source>Deal the first prompt card. It says what every word must fit: a letter it begins with, or a hint such as “Gold”.</source>
        <translation>Del det første opgavekort ud. Det siger, hvad hvert ord skal passe til: et begyndelsesbogstav eller et stikord som »Guld«.</translation>
    </message>
    <message>
        <source>Time to type the words in, one player after the other: take the laptop, type your words, press Done and hand it on. Nobody sees the others&apos; words.</source>
        <translation>Nu skal ordene tastes ind, én spiller ad gangen: tag den bærbare, skriv dine ord, tryk Færdig, og giv den videre. Ingen ser de andres ord.</translation>
    </message>
    <message>
        <source>The app has marked words that do not fit, or that two of you wrote. Vote on a word you doubt, then press Score: a word of your own scores more than one the others have too.</source>
        <translation>Appen har markeret ord, der ikke passer, eller som to af jer har skrevet. Stem om et ord, I er i tvivl om, og tryk så Giv point: et ord, kun du har, giver flere point end et, de andre også har.</translation>
    </message>
    <message>
        <source>Guided first game: 10 Tage durch Deutschland</source>
        <translation>Første spil med vejledning: 10 Tage durch Deutschland</translation>
    </message>
    <message>
        <source>Welcome! You play against the computer. Your aim: a journey through Germany in 10 days. Each day is a card in your holder; from one day to the next you go to a neighbouring state, or take a train or a bus.</source>
        <translation>Velkommen! Du spiller mod computeren. Dit mål: en rejse gennem Tyskland på 10 dage. Hver dag er et kort i din holder; fra den ene dag til den næste rejser du til en nabodelstat eller tager et tog eller en bus.</translation>
    </message>
    <message>
        <source>Your cards come one at a time. Look at the card shown and click the day where it fits best. Trains and buses may not lie on day 1 or day 10.</source>
        <translation>Dine kort kommer ét ad gangen. Se på det viste kort, og klik på den dag, hvor det passer bedst. Tog og busser må ikke ligge på dag 1 eller dag 10.</translation>
    </message>
    <message>
        <source>Place the other cards the same way, or let the app place them at random with the button on the right. Then the computer places its cards.</source>
        <translation>Læg de andre kort på samme måde, eller lad appen lægge dem tilfældigt med knappen til højre. Så lægger computeren sine kort.</translation>
    </message>
    <message>
        <source>Your turn: take the top card of the draw pile, or the card on top of a discard pile. The route check below says which days do not link up yet.</source>
        <translation>Din tur: tag det øverste kort fra trækbunken eller det øverste kort fra en aflægningsbunke. Rutetjekket nedenfor siger, hvilke dage der endnu ikke hænger sammen.</translation>
    </message>
    <message>
        <source>Click a day of your holder to put the new card there (the old card goes onto a discard pile), or click a discard pile to lay the new card off.</source>
        <translation>Klik på en dag i din holder for at lægge det nye kort der (det gamle kort kommer på en aflægningsbunke), eller klik på en aflægningsbunke for at lægge det nye kort fra dig.</translation>
    </message>
    <message>
        <source>The computer draws and lays off too. When all ten days link up, call out with the button at the top at the start of your turn, and you win.</source>
        <translation>Computeren trækker og lægger også fra sig. Når alle ti dage hænger sammen, så meld ud med knappen foroven i starten af din tur, og du vinder.</translation>
    </message>
</context>
<context>
    <name>TutorialDanmark</name>
    <message numerus="yes">
        <source>You rolled %n: move exactly %n space(s). The list shows every space you can reach, a ✓ marks a town of your cards. Choose one and press Go.</source>
        <extracomment>the seed of the guided game: you roll first, a 5, whichever start town you choose</extracomment>
        <translation>
            <numerusform>Du slog %n: ryk præcis %n felt. Listen viser hvert felt, du kan nå; et ✓ markerer en by fra dine kort. Vælg ét, og tryk Kør.</numerusform>
            <numerusform>Du slog %n: ryk præcis %n felter. Listen viser hvert felt, du kan nå; et ✓ markerer en by fra dine kort. Vælg ét, og tryk Kør.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TutorialStadtland</name>
    <message numerus="yes">
        <source>Now write a word for every column that fits the card. Whoever has all columns calls “Stopp und Aus!”: press that button in your row. The others have %n more second(s) to finish.</source>
        <translation>
            <numerusform>Skriv nu et ord i hver kolonne, der passer til kortet. Den, der har alle kolonner, råber »Stopp und Aus!«: tryk på den knap i din række. De andre har %n sekund mere til at blive færdige.</numerusform>
            <numerusform>Skriv nu et ord i hver kolonne, der passer til kortet. Den, der har alle kolonner, råber »Stopp und Aus!«: tryk på den knap i din række. De andre har %n sekunder mere til at blive færdige.</numerusform>
        </translation>
    </message>
</context>
</TS>
