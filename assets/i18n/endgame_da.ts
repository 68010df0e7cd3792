<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK">
<context>
    <name>EndGame</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <source>&amp;Back to the board</source>
        <translation>&amp;Tilbage til brættet</translation>
    </message>
    <message>
        <source> near %1</source>
        <translation> ved %1</translation>
    </message>
    <message>
        <source>an unfinished road with an inn scores nothing</source>
        <translation>en ufærdig vej med kro giver intet</translation>
    </message>
    <message numerus="yes">
        <source>an unfinished road of %n tile(s), 1 point each</source>
        <translation>
            <numerusform>en ufærdig vej på %n brik, 1 point pr. brik</numerusform>
            <numerusform>en ufærdig vej på %n brikker, 1 point pr. brik</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the field borders %n completed city/cities, 3 points each</source>
        <translation>
            <numerusform>marken grænser op til %n færdig by, 3 point pr. by</numerusform>
            <numerusform>marken grænser op til %n færdige byer, 3 point pr. by</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n part(s)</source>
        <translation>
            <numerusform>%n del</numerusform>
            <numerusform>%n dele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n skjold</numerusform>
            <numerusform>%n skjolde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>an unfinished monastery: 1 point for it and each of its %n neighbour(s)</source>
        <translation>
            <numerusform>et ufærdigt kloster: 1 point for klosteret og dets %n nabo</numerusform>
            <numerusform>et ufærdigt kloster: 1 point for klosteret og hver af dets %n naboer</numerusform>
        </translation>
    </message>
    <message>
        <source>an unfinished city of %1, 1 point each</source>
        <translation>en ufærdig by med %1, 1 point for hver</translation>
    </message>
    <message>
        <source>an unfinished city of %1 and %2, 1 point each</source>
        <translation>en ufærdig by med %1 og %2, 1 point for hver</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Vej</translation>
    </message>
    <message>
        <source>City</source>
        <translation>By</translation>
    </message>
    <message>
        <source>Monastery</source>
        <translation>Kloster</translation>
    </message>
    <message>
        <source>Farmers</source>
        <translation>Bønder</translation>
    </message>
    <message>
        <source> and </source>
        <translation> og </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %2 points!</source>
        <translation>
            <numerusform>%1 vinder med %2 point!</numerusform>
            <numerusform>%1 vinder med %2 point!</numerusform>
        </translation>
    </message>
    <message>
        <source>The final scoring, feature by feature:</source>
        <translation>Slutoptællingen, område for område:</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Slutoptælling</translation>
    </message>
    <message numerus="yes">
        <source>%1%2 (%3): %n point(s)</source>
        <translation>
            <numerusform>%1%2 (%3): %n point</numerusform>
            <numerusform>%1%2 (%3): %n point</numerusform>
        </translation>
    </message>
    <message>
        <source> (tied majority: each scores in full)</source>
        <translation> (lige mange: hver får alle point)</translation>
    </message>
    <message>
        <source>No meeple was left on the map: nothing to score at the end.</source>
        <translation>Der stod ingen meeple tilbage på kortet: intet at tælle op til sidst.</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>I alt</translation>
    </message>
    <message>
        <source>%1: %2 points during the game + %3 at the end = %4</source>
        <translation>%1: %2 point i spillet + %3 til sidst = %4</translation>
    </message>
    <message>
        <source>%1 is back home and wins!</source>
        <translation>%1 er hjemme igen og vinder!</translation>
    </message>
    <message>
        <source>The round limit is reached: %1 is ahead</source>
        <translation>Rundegrænsen er nået: %1 fører</translation>
    </message>
    <message numerus="yes">
        <source>%1 visited %n town(s), in this order:</source>
        <translation>
            <numerusform>%1 besøgte %n by, i denne rækkefølge:</numerusform>
            <numerusform>%1 besøgte %n byer, i denne rækkefølge:</numerusform>
        </translation>
    </message>
    <message>
        <source>The journey of %1</source>
        <translation>%1s rejse</translation>
    </message>
    <message>
        <source>Start in %1</source>
        <translation>Start i %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Home again in %1</source>
        <translation>Hjemme igen i %1</translation>
    </message>
    <message>
        <source>Ferries, planes and the bridge</source>
        <translation>Færger, fly og broen</translation>
    </message>
    <message>
        <source>by ferry to %1</source>
        <translation>med færge til %1</translation>
    </message>
    <message>
        <source>by plane to %1</source>
        <translation>med fly til %1</translation>
    </message>
    <message>
        <source>over the Storebælt Bridge to %1</source>
        <translation>over Storebæltsbroen til %1</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>til %1</translation>
    </message>
    <message>
        <source>From %1 %2</source>
        <translation>Fra %1 %2</translation>
    </message>
    <message>
        <source>(paid with a ticket from a chance card)</source>
        <translation>(betalt med en billet fra et chancekort)</translation>
    </message>
    <message>
        <source>No ferry, plane or bridge: the whole way by road.</source>
        <translation>Ingen færge, intet fly, ingen bro: hele vejen ad landevejen.</translation>
    </message>
    <message>
        <source>The game was resumed: crossings before that are not known.</source>
        <translation>Spillet blev genoptaget: overfarter før det kendes ikke.</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Kort tilbage</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n town card(s) left</source>
        <translation>
            <numerusform>%1: %n bykort tilbage</numerusform>
            <numerusform>%1: %n bykort tilbage</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is Deutscher Meister!</source>
        <translation>%1 er tysk mester!</translation>
    </message>
    <message numerus="yes">
        <source>%n tip(s) were wrong in this game.</source>
        <translation>
            <numerusform>%n gæt var forkert i dette spil.</numerusform>
            <numerusform>%n gæt var forkerte i dette spil.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tips per player</source>
        <translation>Gæt pr. spiller</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n tip(s) right, ends on space %3</source>
        <translation>
            <numerusform>%1: %2 af %n gæt rigtigt, ender på felt %3</numerusform>
            <numerusform>%1: %2 af %n gæt rigtige, ender på felt %3</numerusform>
        </translation>
    </message>
    <message>
        <source>The wrong stones</source>
        <translation>De forkerte sten</translation>
    </message>
    <message>
        <source>No tip was wrong.</source>
        <translation>Intet gæt var forkert.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1, %2, card “%3”: tip %4 — %n wrong stone(s): %5; right: %6</source>
        <translation>
            <numerusform>Runde %1, %2, kort “%3”: gæt %4 — %n forkert sten: %5; rigtigt: %6</numerusform>
            <numerusform>Runde %1, %2, kort “%3”: gæt %4 — %n forkerte sten: %5; rigtigt: %6</numerusform>
        </translation>
    </message>
    <message>
        <source>neighbours</source>
        <translation>naboer</translation>
    </message>
    <message>
        <source>by train</source>
        <translation>med tog</translation>
    </message>
    <message>
        <source>by bus</source>
        <translation>med bus</translation>
    </message>
    <message>
        <source>%1 travelled through Germany in 10 days!</source>
        <translation>%1 rejste gennem Tyskland på 10 dage!</translation>
    </message>
    <message>
        <source>The winning route, day by day: every link is explained.</source>
        <translation>Vinderruten, dag for dag: hver forbindelse forklaret.</translation>
    </message>
    <message>
        <source>Nobody completed a route</source>
        <translation>Ingen fuldførte en rute</translation>
    </message>
    <message numerus="yes">
        <source>%1 came closest: %n day(s) in a row are linked correctly.</source>
        <translation>
            <numerusform>%1 kom tættest på: %n dag i træk er rigtigt forbundet.</numerusform>
            <numerusform>%1 kom tættest på: %n dage i træk er rigtigt forbundet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The route of %1</source>
        <translation>%1s rute</translation>
    </message>
    <message>
        <source>Day %1: %2</source>
        <translation>Dag %1: %2</translation>
    </message>
    <message>
        <source>How the days link up</source>
        <translation>Sådan hænger dagene sammen</translation>
    </message>
    <message>
        <source>Day %1 %2 → day %3 %4</source>
        <translation>Dag %1 %2 → dag %3 %4</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Dag %1</translation>
    </message>
    <message>
        <source>The others</source>
        <translation>De andre</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n day(s) in a row linked correctly</source>
        <translation>
            <numerusform>%1: %n dag i træk rigtigt forbundet</numerusform>
            <numerusform>%1: %n dage i træk rigtigt forbundet</numerusform>
        </translation>
    </message>
</context>
</TS>
