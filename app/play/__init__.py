"""Playing on the laptop through the one match driver: the screens' match and its autosave."""
