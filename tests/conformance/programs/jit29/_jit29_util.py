"""Helpers shared by the jit29 programs (not a program: the harness runs files not starting with ``_``)."""
import numpy as np
import mindspore as ms


def xf():
    """A fresh [1, 2, 3] float32 Tensor."""
    return ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def double(x):
    """The function the programs hand to ``ms.jit``."""
    return x * 2 + 1


def restore_context(saved):
    """Put back the context's jit knobs a program changed (``saved``: get_context's values at its start)."""
    ms.set_context(jit_syntax_level=saved["jit_syntax_level"])
