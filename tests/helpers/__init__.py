"""Shared test helpers (a contract-conforming toy game, scripted table clients)."""
