<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>DanmarkScreen</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ticket(s)</source>
        <translation>
            <numerusform>%n ticket</numerusform>
            <numerusform>%n tickets</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionCard</name>
    <message numerus="yes">
        <source>Worth %n space(s)</source>
        <translation>
            <numerusform>Worth %n space</numerusform>
            <numerusform>Worth %n spaces</numerusform>
        </translation>
    </message>
</context>
</TS>
