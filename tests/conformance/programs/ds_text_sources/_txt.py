"""Shared by the ds_text_sources programs: input files written into a fresh temporary folder."""
import os
import tempfile

D = tempfile.mkdtemp()


def write(sub, name, text):
    """Write ``text`` to D/sub/name; the folder D/sub."""
    os.makedirs(os.path.join(D, sub), exist_ok=True)
    with open(os.path.join(D, sub, name), "w") as f:
        f.write(text)
    return os.path.join(D, sub)
