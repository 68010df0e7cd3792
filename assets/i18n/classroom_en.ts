<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>PickMap</name>
    <message numerus="yes">
        <source>Click a card on the map to add it to the quiz or take it out: %n picked</source>
        <translation>
            <numerusform>Click a card on the map to add it to the quiz or take it out: %n picked</numerusform>
            <numerusform>Click a card on the map to add it to the quiz or take it out: %n picked</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeacherWindow</name>
    <message numerus="yes">
        <source>%n device(s) joined</source>
        <translation>
            <numerusform>%n device joined</numerusform>
            <numerusform>%n devices joined</numerusform>
        </translation>
    </message>
</context>
</TS>
