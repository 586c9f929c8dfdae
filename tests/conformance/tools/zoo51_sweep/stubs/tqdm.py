"""Stub (zoo51_sweep): names only."""
def tqdm(x=None, *a, **k):
    return x
