"""Explore the board / Explore Denmark: the maps with the board grid, searchable."""
