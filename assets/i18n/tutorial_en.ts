<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>TutorialDanmark</name>
    <message numerus="yes">
        <source>You rolled %n: move exactly %n space(s). The list shows every space you can reach, a ✓ marks a town of your cards. Choose one and press Go.</source>
        <extracomment>the seed of the guided game: you roll first, a 5, whichever start town you choose</extracomment>
        <translation>
            <numerusform>You rolled %n: move exactly %n space. The list shows every space you can reach, a ✓ marks a town of your cards. Choose one and press Go.</numerusform>
            <numerusform>You rolled %n: move exactly %n spaces. The list shows every space you can reach, a ✓ marks a town of your cards. Choose one and press Go.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TutorialStadtland</name>
    <message numerus="yes">
        <source>Now write a word for every column that fits the card. Whoever has all columns calls “Stopp und Aus!”: press that button in your row. The others have %n more second(s) to finish.</source>
        <translation>
            <numerusform>Now write a word for every column that fits the card. Whoever has all columns calls “Stopp und Aus!”: press that button in your row. The others have %n more second to finish.</numerusform>
            <numerusform>Now write a word for every column that fits the card. Whoever has all columns calls “Stopp und Aus!”: press that button in your row. The others have %n more seconds to finish.</numerusform>
        </translation>
    </message>
</context>
</TS>
