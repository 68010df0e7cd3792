<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Screens</name>
    <message>
        <source>Guided first game — Finden Sie Minden</source>
        <extracomment>the game screens&apos; classes, as ``app.&lt;game&gt;.screen.&lt;class&gt;``</extracomment>
        <translation>Erstes Spiel mit Anleitung — Finden Sie Minden</translation>
    </message>
    <message>
        <source>Guided first game — 10 Tage durch Deutschland</source>
        <translation>Erstes Spiel mit Anleitung — 10 Tage durch Deutschland</translation>
    </message>
    <message>
        <source>Guided first game — Danmark-spillet</source>
        <translation>Erstes Spiel mit Anleitung — Danmark-spillet</translation>
    </message>
    <message>
        <source>Guided first game — Carcassonne — Germany</source>
        <translation>Erstes Spiel mit Anleitung — Carcassonne — Deutschland</translation>
    </message>
    <message>
        <source>Guided first game — Stadt-Land-anders</source>
        <translation>Erstes Spiel mit Anleitung — Stadt-Land-anders</translation>
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
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Guided first game: Carcassonne — Germany</source>
        <translation>Erstes Spiel mit Anleitung: Carcassonne — Deutschland</translation>
    </message>
    <message>
        <source>Welcome! You play against the computer. Each turn you lay one tile on the map of Germany so that it continues what it touches: road to road, city to city, field to field. This is your tile.</source>
        <translation>Willkommen! Du spielst gegen den Computer. In jedem Zug legst du ein Plättchen auf die Deutschlandkarte, sodass es fortsetzt, was es berührt: Straße an Straße, Stadt an Stadt, Wiese an Wiese. Das ist dein Plättchen.</translation>
    </message>
    <message>
        <source>The squares where your tile fits are marked on the map. Turn the tile with the buttons (or R) and click a marked square (or press N, then Enter).</source>
        <translation>Die Felder, auf die dein Plättchen passt, sind auf der Karte markiert. Dreh das Plättchen mit den Knöpfen (oder R) und klick ein markiertes Feld an (oder drück N, dann Enter).</translation>
    </message>
    <message>
        <source>Now you may put a meeple on the tile you laid: on its road, city, monastery or field (the numbered buttons). It scores when that feature is finished. Or take no meeple (S).</source>
        <translation>Jetzt darfst du einen Meeple auf das gelegte Plättchen stellen: auf Straße, Stadt, Kloster oder Wiese (die nummerierten Knöpfe). Er punktet, wenn das Gebiet fertig ist. Oder setz keinen Meeple (S).</translation>
    </message>
    <message>
        <source>The computer lays its tile now; its move is in the log. The score track shows the points. Wait for your next tile.</source>
        <translation>Jetzt legt der Computer sein Plättchen; sein Zug steht im Protokoll. Die Wertungsleiste zeigt die Punkte. Warte auf dein nächstes Plättchen.</translation>
    </message>
    <message>
        <source>Guided first game: Danmark-spillet</source>
        <translation>Erstes Spiel mit Anleitung: Danmark-spillet</translation>
    </message>
    <message>
        <source>Welcome! You play against the computer. The list on the right shows your city cards: visit every one of these towns and come back to your start town to win.</source>
        <translation>Willkommen! Du spielst gegen den Computer. Die Liste rechts zeigt deine Stadtkarten: Besuche jede dieser Städte und kehr in deine Startstadt zurück, dann gewinnst du.</translation>
    </message>
    <message>
        <source>First choose your start town: pick one of your towns in the list (Up/Down) and press Go (Enter). A town in the middle of your cards is a good start.</source>
        <translation>Wähl zuerst deine Startstadt: Such dir in der Liste eine deiner Städte aus (Hoch/Runter) und drück Los (Enter). Eine Stadt in der Mitte deiner Karten ist ein guter Start.</translation>
    </message>
    <message>
        <source>The computer has chosen its start too. Now roll the die: press the button or Space.</source>
        <translation>Der Computer hat auch seinen Start gewählt. Jetzt würfle: Drück den Knopf oder die Leertaste.</translation>
    </message>
    <message>
        <source>Now the computer rolls and moves; the log below tells what happened. A star town gives a chance card, a 6 a question card. Wait for your next turn.</source>
        <translation>Jetzt würfelt und zieht der Computer; das Protokoll unten sagt, was passiert ist. Eine Stern-Stadt bringt eine Chancekarte, eine 6 eine Fragekarte. Warte auf deinen nächsten Zug.</translation>
    </message>
    <message>
        <source>New to this game? The guided first game shows you the first turns step by step.</source>
        <extracomment>the games with a guided first game (their packages under ``app/``)</extracomment>
        <translation>Neu in diesem Spiel? Das erste Spiel mit Anleitung zeigt dir die ersten Züge Schritt für Schritt.</translation>
    </message>
    <message>
        <source>Guided &amp;first game</source>
        <translation>&amp;Erstes Spiel mit Anleitung</translation>
    </message>
    <message>
        <source>A game whose first turns are explained step by step</source>
        <translation>Ein Spiel, dessen erste Züge Schritt für Schritt erklärt werden</translation>
    </message>
    <message>
        <source>You know the basics: play on, or start a real game. The rules are under “How to play” (F1) whenever you need them.</source>
        <extracomment>how often the guide looks whether the step is done and where its widget is (ms) the colour of the highlight around the widget a step points at</extracomment>
        <translation>Jetzt kennst du die Grundlagen: Spiel weiter oder beginn ein richtiges Spiel. Die Regeln findest du jederzeit unter „So wird gespielt“ (F1).</translation>
    </message>
    <message>
        <source>What to do now</source>
        <translation>Was jetzt zu tun ist</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>&amp;Play on</source>
        <translation>Weiter&amp;spielen</translation>
    </message>
    <message>
        <source>Start a &amp;real game…</source>
        <translation>Ein &amp;richtiges Spiel beginnen…</translation>
    </message>
    <message>
        <source>&amp;Leave the tutorial (Esc)</source>
        <translation>Anleitung &amp;verlassen (Esc)</translation>
    </message>
    <message>
        <source>Back to the lobby; the guided game is left</source>
        <translation>Zurück zur Übersicht; das Spiel mit Anleitung wird verlassen</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Back to the &amp;lobby</source>
        <translation>Zurück zur &amp;Übersicht</translation>
    </message>
    <message>
        <source>Guided first game: Finden Sie Minden</source>
        <translation>Erstes Spiel mit Anleitung: Finden Sie Minden</translation>
    </message>
    <message>
        <source>Welcome! You play against the computer. Each round you get a card with a place in Germany and guess where it lies on the board. White lines cut the board into W and O (east), the zones N, M and S, numbered squares and their quarters A to D.</source>
        <translation>Willkommen! Du spielst gegen den Computer. In jeder Runde bekommst du eine Karte mit einem Ort in Deutschland und tippst, wo er auf dem Spielbrett liegt. Weiße Linien teilen das Brett in W und O, die Zonen N, M und S, nummerierte Planquadrate und deren Viertel A bis D.</translation>
    </message>
    <message>
        <source>First everyone gets a card: whoever is furthest behind picks first. Then you may swap yours: once in the game you may pay your chip for a new card from the pile. For now: keep the card.</source>
        <translation>Zuerst bekommt jeder eine Karte: Wer am weitesten hinten liegt, wählt zuerst. Dann darfst du deine tauschen: Einmal im Spiel kannst du mit deinem Chip eine neue Karte vom Stapel bezahlen. Für jetzt: Behalte die Karte.</translation>
    </message>
    <message>
        <source>Place your stones on the tip card, in this order: W/O, then N/M/S, then the square, then the quarter, and confirm. You may stop after any stone: every right stone moves your piece, but one wrong stone and it stays.</source>
        <translation>Leg deine Steine auf die Tippkarte, in dieser Reihenfolge: W/O, dann N/M/S, dann das Planquadrat, dann das Viertel, und bestätige. Du kannst nach jedem Stein aufhören: Jeder richtige Stein bringt deine Figur voran, aber ein falscher Stein und sie bleibt stehen.</translation>
    </message>
    <message>
        <source>The computer has set its tip too. Now the tips are scored one by one: read what was right, then press Next.</source>
        <translation>Der Computer hat auch getippt. Jetzt werden die Tipps einer nach dem anderen gewertet: Lies, was richtig war, und drück dann Weiter.</translation>
    </message>
    <message>
        <source>Your turn to show where you think the place is: click the map there. Then your card is turned over and the app checks every stone.</source>
        <translation>Du bist dran und zeigst, wo du den Ort vermutest: Klick dort auf die Karte. Dann wird deine Karte umgedreht und die App prüft jeden Stein.</translation>
    </message>
    <message>
        <source>Here is your result: the map shows the place and the squares of your tip. Press Next; the next round begins.</source>
        <translation>Hier ist dein Ergebnis: Die Karte zeigt den Ort und die Felder deines Tipps. Drück Weiter; die nächste Runde beginnt.</translation>
    </message>
    <message>
        <source>Anna</source>
        <translation>Anna</translation>
    </message>
    <message>
        <source>Guided first game: Stadt-Land-anders</source>
        <translation>Erstes Spiel mit Anleitung: Stadt-Land-anders</translation>
    </message>
    <message>
        <source>Welcome! Stadt-Land-anders is played on paper, all at once; the laptop deals the cards, keeps the time and counts the points. Take a sheet of paper: one column each for city, country, river, animal and first name.</source>
        <translation>Willkommen! Stadt-Land-anders wird auf Papier gespielt, alle gleichzeitig; der Laptop teilt die Karten aus, misst die Zeit und zählt die Punkte. Nimm ein Blatt Papier: je eine Spalte für Stadt, Land, Fluss, Tier und Vorname.</translation>
    </message>
    <message>
        <source>Deal the first prompt card. It says what every word must fit: a letter it begins with, or a hint such as “Gold”.</source>
        <translation>Teil die erste Aufgabenkarte aus. Auf ihr steht, wozu jedes Wort passen muss: ein Anfangsbuchstabe oder ein Hinweis wie „Gold“.</translation>
    </message>
    <message>
        <source>Time to type the words in, one player after the other: take the laptop, type your words, press Done and hand it on. Nobody sees the others&apos; words.</source>
        <translation>Jetzt werden die Wörter eingetippt, einer nach dem anderen: Nimm den Laptop, tipp deine Wörter ein, drück Fertig und gib ihn weiter. Niemand sieht die Wörter der anderen.</translation>
    </message>
    <message>
        <source>The app has marked words that do not fit, or that two of you wrote. Vote on a word you doubt, then press Score: a word of your own scores more than one the others have too.</source>
        <translation>Die App hat Wörter markiert, die nicht passen oder die zwei von euch geschrieben haben. Stimmt über ein Wort ab, bei dem ihr zweifelt, und drückt dann Werten: Ein Wort, das nur du hast, bringt mehr als eins, das andere auch haben.</translation>
    </message>
    <message>
        <source>Guided first game: 10 Tage durch Deutschland</source>
        <translation>Erstes Spiel mit Anleitung: 10 Tage durch Deutschland</translation>
    </message>
    <message>
        <source>Welcome! You play against the computer. Your aim: a journey through Germany in 10 days. Each day is a card in your holder; from one day to the next you go to a neighbouring state, or take a train or a bus.</source>
        <translation>Willkommen! Du spielst gegen den Computer. Dein Ziel: eine Reise durch Deutschland in 10 Tagen. Jeder Tag ist eine Karte in deinem Kartenhalter; von einem Tag zum nächsten reist du in ein Nachbarland oder nimmst einen Zug oder einen Bus.</translation>
    </message>
    <message>
        <source>Your cards come one at a time. Look at the card shown and click the day where it fits best. Trains and buses may not lie on day 1 or day 10.</source>
        <translation>Deine Karten kommen eine nach der anderen. Sieh dir die gezeigte Karte an und klick den Tag an, an dem sie am besten passt. Züge und Busse dürfen nicht auf Tag 1 oder Tag 10 liegen.</translation>
    </message>
    <message>
        <source>Place the other cards the same way, or let the app place them at random with the button on the right. Then the computer places its cards.</source>
        <translation>Leg die anderen Karten genauso, oder lass die App sie mit dem Knopf rechts zufällig legen. Dann legt der Computer seine Karten.</translation>
    </message>
    <message>
        <source>Your turn: take the top card of the draw pile, or the card on top of a discard pile. The route check below says which days do not link up yet.</source>
        <translation>Du bist dran: Nimm die oberste Karte vom Nachziehstapel oder die oberste Karte eines Ablagestapels. Die Routenprüfung unten sagt, welche Tage noch nicht verbunden sind.</translation>
    </message>
    <message>
        <source>Click a day of your holder to put the new card there (the old card goes onto a discard pile), or click a discard pile to lay the new card off.</source>
        <translation>Klick einen Tag in deinem Kartenhalter an, um die neue Karte dorthin zu legen (die alte kommt auf einen Ablagestapel), oder klick einen Ablagestapel an, um die neue Karte abzulegen.</translation>
    </message>
    <message>
        <source>The computer draws and lays off too. When all ten days link up, call out with the button at the top at the start of your turn, and you win.</source>
        <translation>Der Computer zieht und legt auch ab. Wenn alle zehn Tage verbunden sind, ruf zu Beginn deines Zuges mit dem Knopf oben aus, und du gewinnst.</translation>
    </message>
</context>
<context>
    <name>TutorialDanmark</name>
    <message numerus="yes">
        <source>You rolled %n: move exactly %n space(s). The list shows every space you can reach, a ✓ marks a town of your cards. Choose one and press Go.</source>
        <extracomment>the seed of the guided game: you roll first, a 5, whichever start town you choose</extracomment>
        <translation>
            <numerusform>Du hast eine %n gewürfelt: Zieh genau %n Feld weit. Die Liste zeigt jedes Feld, das du erreichen kannst; ein ✓ markiert eine Stadt deiner Karten. Wähl eins und drück Los.</numerusform>
            <numerusform>Du hast eine %n gewürfelt: Zieh genau %n Felder weit. Die Liste zeigt jedes Feld, das du erreichen kannst; ein ✓ markiert eine Stadt deiner Karten. Wähl eins und drück Los.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TutorialStadtland</name>
    <message numerus="yes">
        <source>Now write a word for every column that fits the card. Whoever has all columns calls “Stopp und Aus!”: press that button in your row. The others have %n more second(s) to finish.</source>
        <translation>
            <numerusform>Schreib jetzt für jede Spalte ein Wort, das zur Karte passt. Wer alle Spalten hat, ruft „Stopp und Aus!“: Drück diesen Knopf in deiner Zeile. Die anderen haben noch %n Sekunde, um fertig zu werden.</numerusform>
            <numerusform>Schreib jetzt für jede Spalte ein Wort, das zur Karte passt. Wer alle Spalten hat, ruft „Stopp und Aus!“: Drück diesen Knopf in deiner Zeile. Die anderen haben noch %n Sekunden, um fertig zu werden.</numerusform>
        </translation>
    </message>
</context>
</TS>
