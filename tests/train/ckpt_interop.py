"""The checkpoint files msgraph writes for the MindSpore interoperability check.

``write_files(directory)`` writes ``msgraph_written.ckpt`` and ``msgraph_written.safetensors``
with msgraph; ``fixtures/`` holds copies that real MindSpore 2.10 read back (its readings are in
``fixtures/msgraph_written_read_by_mindspore.json``, recorded by ``read_with_mindspore.py``).
``test_serialization.py`` checks that msgraph still writes exactly those bytes, so the recording
stays valid; re-record after a deliberate format change::

    PYTHONPATH=. python tests/train/ckpt_interop.py tests/train/fixtures
    /tmp/ms/bin/python tests/train/read_with_mindspore.py tests/train/fixtures
"""
from __future__ import annotations

import os
import sys

import numpy as np

VALUES = {
    "fc.weight": np.arange(6, dtype=np.float32).reshape(2, 3) / 8 - 0.25,
    "fc.bias": np.array([0.5, -1.5], np.float32),
    "half": np.array([[0.5, 1.25], [-3.0, 65504.0]], np.float16),
    "double": np.array([1e-300, 2.5], np.float64),
    "count": np.array([2 ** 40, -7], np.int64),
    "small": np.array([-128, 127], np.int8),
    "bytes": np.array([0, 255], np.uint8),
    "flags": np.array([True, False, True]),
    "scalar": np.array(3.25, np.float32),
}
APPEND = {"epoch_num": 7, "lr": 0.125, "note": "msgraph", "done": True}


def write_files(directory: str) -> None:
    import msgraph as ms

    params = [ms.Parameter(ms.Tensor(v), name=k) for k, v in VALUES.items()]
    ms.save_checkpoint(params, os.path.join(directory, "msgraph_written.ckpt"), append_dict=dict(APPEND))
    ms.save_checkpoint(params, os.path.join(directory, "msgraph_written.safetensors"), format="safetensors")
    ms.save_checkpoint(params, os.path.join(directory, "msgraph_written_crc.ckpt"), crc_check=True)


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "fixtures")
    for name in ("msgraph_written.ckpt", "msgraph_written.safetensors", "msgraph_written_crc.ckpt"):
        path = os.path.join(out, name)
        if os.path.exists(path):
            os.chmod(path, 0o644)
            os.remove(path)
    write_files(out)
    for name in ("msgraph_written.ckpt", "msgraph_written.safetensors", "msgraph_written_crc.ckpt"):
        os.chmod(os.path.join(out, name), 0o644)
