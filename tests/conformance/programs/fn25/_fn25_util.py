"""Shared helpers of the fn25 programs: the sweep's inputs (mk), and run(label, fn, *args), which emits fn(*args)
called directly in PyNative mode and inside a Cell (compiled) in Graph mode, flushing MindSpore's pending kernel
error first so that it is reported under its own label."""
import numpy as np
from mindspore import Tensor
from _cellrun import run  # noqa: F401  (the programs import it from here)


def mk(dt, shape):
    n = int(np.prod(shape)) if shape else 1
    a = (np.arange(n) % 7 - 2).astype(np.float64) * 0.75 + 0.5
    if dt == "bool":
        a = a > 0.6
    elif dt == "uint8":
        a = np.abs(np.round(a))
    elif dt.startswith("int"):
        a = np.round(a)
    return Tensor(a.astype(dt).reshape(shape))
