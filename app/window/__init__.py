"""The main window and what it shows: the screens' registry, the start-screen entries, About, the
opening page, projector mode, screenshots, icons and the error handler."""
