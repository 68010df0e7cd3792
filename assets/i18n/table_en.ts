<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CarcassonneTableBoard</name>
    <message numerus="yes">
        <source>%n tile(s) left in the pile</source>
        <translation>
            <numerusform>%n tile left in the pile</numerusform>
            <numerusform>%n tiles left in the pile</numerusform>
        </translation>
    </message>
</context>
</TS>
