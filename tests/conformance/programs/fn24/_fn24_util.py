"""Shared helpers of the fn24 programs: the sweep's inputs (mk), flush() for MindSpore's pending kernel errors, and
run(cell, fn, *args), which calls the Cell in Graph mode and the plain function in PyNative mode."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops


def flush():
    """MindSpore's PyNative reports a kernel's dtype error at the next launch: take it here, not in the next label."""
    try:
        ops.add(Tensor(1.0), 1.0).asnumpy()
    except Exception:  # noqa: BLE001
        pass


def graph():
    return ms.get_context("mode") == ms.GRAPH_MODE


def run(cell, fn, *args):
    flush()
    return cell(*args) if graph() else fn(*args)


def mk(dt, shape):
    n = int(np.prod(shape))
    a = (np.arange(n) % 7 - 2) * 0.75 + 0.5
    if dt == "bool":
        a = a > 0.6
    elif dt.startswith("int") or dt.startswith("uint"):
        a = np.abs(np.round(a)) if dt.startswith("u") else np.round(a)
    return Tensor(a.astype(dt).reshape(shape))


class Binary(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, y):
        return self.fn(x, y)
