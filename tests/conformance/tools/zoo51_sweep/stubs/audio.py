"""Stub (zoo51_sweep): names only, for research/audio/wavenet's src/loss.py."""
def get_hop_size():
    raise NotImplementedError("stub")
