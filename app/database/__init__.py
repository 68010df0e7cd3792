"""Check database…: the dialog and its texts (``db.check``)."""
