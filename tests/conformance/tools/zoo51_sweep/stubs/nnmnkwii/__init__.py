"""Stub (zoo51_sweep): names only, enough for research/audio/wavenet's src/loss.py to import."""
