<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>EndGame</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Back to the board</source>
        <translation>&amp;Zurück zum Brett</translation>
    </message>
    <message>
        <source> near %1</source>
        <translation> bei %1</translation>
    </message>
    <message>
        <source>an unfinished road with an inn scores nothing</source>
        <translation>eine unvollendete Straße mit Gasthaus zählt nichts</translation>
    </message>
    <message numerus="yes">
        <source>an unfinished road of %n tile(s), 1 point each</source>
        <translation>
            <numerusform>eine unvollendete Straße aus %n Karte, 1 Punkt je Karte</numerusform>
            <numerusform>eine unvollendete Straße aus %n Karten, 1 Punkt je Karte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the field borders %n completed city/cities, 3 points each</source>
        <translation>
            <numerusform>die Wiese grenzt an %n fertige Stadt, 3 Punkte je Stadt</numerusform>
            <numerusform>die Wiese grenzt an %n fertige Städte, 3 Punkte je Stadt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n part(s)</source>
        <translation>
            <numerusform>%n Teil</numerusform>
            <numerusform>%n Teilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n Wappen</numerusform>
            <numerusform>%n Wappen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>an unfinished monastery: 1 point for it and each of its %n neighbour(s)</source>
        <translation>
            <numerusform>ein unvollendetes Kloster: 1 Punkt für das Kloster und seinen %n Nachbarn</numerusform>
            <numerusform>ein unvollendetes Kloster: 1 Punkt für das Kloster und jeden seiner %n Nachbarn</numerusform>
        </translation>
    </message>
    <message>
        <source>an unfinished city of %1, 1 point each</source>
        <translation>eine unvollendete Stadt aus %1, je 1 Punkt</translation>
    </message>
    <message>
        <source>an unfinished city of %1 and %2, 1 point each</source>
        <translation>eine unvollendete Stadt aus %1 und %2, je 1 Punkt</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>Monastery</source>
        <translation>Kloster</translation>
    </message>
    <message>
        <source>Farmers</source>
        <translation>Bauern</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %2 points!</source>
        <translation>
            <numerusform>%1 gewinnt mit %2 Punkten!</numerusform>
            <numerusform>%1 gewinnen mit %2 Punkten!</numerusform>
        </translation>
    </message>
    <message>
        <source>The final scoring, feature by feature:</source>
        <translation>Die Schlusswertung, Gebiet für Gebiet:</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Schlusswertung</translation>
    </message>
    <message numerus="yes">
        <source>%1%2 (%3): %n point(s)</source>
        <translation>
            <numerusform>%1%2 (%3): %n Punkt</numerusform>
            <numerusform>%1%2 (%3): %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source> (tied majority: each scores in full)</source>
        <translation> (gleich viele Meeple: jeder bekommt die vollen Punkte)</translation>
    </message>
    <message>
        <source>No meeple was left on the map: nothing to score at the end.</source>
        <translation>Am Ende stand kein Meeple mehr auf der Karte: nichts zu werten.</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Summen</translation>
    </message>
    <message>
        <source>%1: %2 points during the game + %3 at the end = %4</source>
        <translation>%1: %2 Punkte im Spiel + %3 am Ende = %4</translation>
    </message>
    <message>
        <source>%1 is back home and wins!</source>
        <translation>%1 ist wieder zu Hause und gewinnt!</translation>
    </message>
    <message>
        <source>The round limit is reached: %1 is ahead</source>
        <translation>Die Rundengrenze ist erreicht: %1 liegt vorn</translation>
    </message>
    <message numerus="yes">
        <source>%1 visited %n town(s), in this order:</source>
        <translation>
            <numerusform>%1 hat %n Stadt besucht, in dieser Reihenfolge:</numerusform>
            <numerusform>%1 hat %n Städte besucht, in dieser Reihenfolge:</numerusform>
        </translation>
    </message>
    <message>
        <source>The journey of %1</source>
        <translation>Die Reise von %1</translation>
    </message>
    <message>
        <source>Start in %1</source>
        <translation>Start in %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Home again in %1</source>
        <translation>Wieder zu Hause in %1</translation>
    </message>
    <message>
        <source>Ferries, planes and the bridge</source>
        <translation>Fähren, Flugzeuge und die Brücke</translation>
    </message>
    <message>
        <source>by ferry to %1</source>
        <translation>mit der Fähre nach %1</translation>
    </message>
    <message>
        <source>by plane to %1</source>
        <translation>mit dem Flugzeug nach %1</translation>
    </message>
    <message>
        <source>over the Storebælt Bridge to %1</source>
        <translation>über die Storebælt-Brücke nach %1</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>nach %1</translation>
    </message>
    <message>
        <source>From %1 %2</source>
        <translation>Von %1 %2</translation>
    </message>
    <message>
        <source>(paid with a ticket from a chance card)</source>
        <translation>(bezahlt mit einem Ticket von einer Chancekarte)</translation>
    </message>
    <message>
        <source>No ferry, plane or bridge: the whole way by road.</source>
        <translation>Keine Fähre, kein Flugzeug, keine Brücke: der ganze Weg auf der Straße.</translation>
    </message>
    <message>
        <source>The game was resumed: crossings before that are not known.</source>
        <translation>Das Spiel wurde fortgesetzt: Überfahrten davor sind nicht bekannt.</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Übrige Karten</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n town card(s) left</source>
        <translation>
            <numerusform>%1: noch %n Stadtkarte</numerusform>
            <numerusform>%1: noch %n Stadtkarten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is Deutscher Meister!</source>
        <translation>%1 ist Deutscher Meister!</translation>
    </message>
    <message numerus="yes">
        <source>%n tip(s) were wrong in this game.</source>
        <translation>
            <numerusform>In diesem Spiel war %n Tipp falsch.</numerusform>
            <numerusform>In diesem Spiel waren %n Tipps falsch.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tips per player</source>
        <translation>Tipps pro Person</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n tip(s) right, ends on space %3</source>
        <translation>
            <numerusform>%1: %2 von %n Tipp richtig, endet auf Feld %3</numerusform>
            <numerusform>%1: %2 von %n Tipps richtig, endet auf Feld %3</numerusform>
        </translation>
    </message>
    <message>
        <source>The wrong stones</source>
        <translation>Die falschen Steine</translation>
    </message>
    <message>
        <source>No tip was wrong.</source>
        <translation>Kein Tipp war falsch.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1, %2, card “%3”: tip %4 — %n wrong stone(s): %5; right: %6</source>
        <translation>
            <numerusform>Runde %1, %2, Karte „%3“: Tipp %4 — %n falscher Stein: %5; richtig: %6</numerusform>
            <numerusform>Runde %1, %2, Karte „%3“: Tipp %4 — %n falsche Steine: %5; richtig: %6</numerusform>
        </translation>
    </message>
    <message>
        <source>neighbours</source>
        <translation>Nachbarn</translation>
    </message>
    <message>
        <source>by train</source>
        <translation>mit dem Zug</translation>
    </message>
    <message>
        <source>by bus</source>
        <translation>mit dem Bus</translation>
    </message>
    <message>
        <source>%1 travelled through Germany in 10 days!</source>
        <translation>%1 ist in 10 Tagen durch Deutschland gereist!</translation>
    </message>
    <message>
        <source>The winning route, day by day: every link is explained.</source>
        <translation>Die Siegerroute, Tag für Tag: jede Verbindung erklärt.</translation>
    </message>
    <message>
        <source>Nobody completed a route</source>
        <translation>Niemand hat eine Route vollendet</translation>
    </message>
    <message numerus="yes">
        <source>%1 came closest: %n day(s) in a row are linked correctly.</source>
        <translation>
            <numerusform>%1 kam am nächsten: %n Tag in Folge ist richtig verbunden.</numerusform>
            <numerusform>%1 kam am nächsten: %n Tage in Folge sind richtig verbunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>The route of %1</source>
        <translation>Die Route von %1</translation>
    </message>
    <message>
        <source>Day %1: %2</source>
        <translation>Tag %1: %2</translation>
    </message>
    <message>
        <source>How the days link up</source>
        <translation>Wie die Tage zusammenhängen</translation>
    </message>
    <message>
        <source>Day %1 %2 → day %3 %4</source>
        <translation>Tag %1 %2 → Tag %3 %4</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Tag %1</translation>
    </message>
    <message>
        <source>The others</source>
        <translation>Die anderen</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n day(s) in a row linked correctly</source>
        <translation>
            <numerusform>%1: %n Tag in Folge richtig verbunden</numerusform>
            <numerusform>%1: %n Tage in Folge richtig verbunden</numerusform>
        </translation>
    </message>
</context>
</TS>
