"""``ms.run_check()``: check the installation by multiplying two Tensors and print what MindSpore prints."""
from __future__ import annotations

import numpy as np

from ._version import __version__


def run_check() -> None:
    """Print the version, then multiply two Tensors and report whether the product is right."""
    from . import context, ops
    from .common.tensor import Tensor

    print("MindSpore version: ", __version__)
    device = context.get_context("device_target")
    a = Tensor(np.ones([2, 2], np.float32))
    b = Tensor(np.full([2, 2], 2.0, np.float32))
    try:
        out = ops.mul(a, b).asnumpy()
        ok = bool(np.allclose(out, np.full([2, 2], 2.0)))
    except Exception as e:  # noqa: BLE001  (reported as MindSpore reports a failed check)
        print(f"MindSpore running check failed.\n{e}")
        return
    if ok:
        print(f"The result of multiplication calculation is correct, MindSpore has been installed on platform "
              f"[{device}] successfully!")
    else:
        print(f"MindSpore running check failed: the result of multiplication calculation is {out}.")
