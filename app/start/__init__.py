"""The start screen: the games offered, the newest resumable game and the players' progress."""
