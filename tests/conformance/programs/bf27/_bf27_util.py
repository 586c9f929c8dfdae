"""Shared helpers of the bf27 programs (bfloat16 Tensors): fixed inputs, and run(label, fn, *args), which emits
fn(*args) called directly in PyNative mode and inside a Cell (compiled) in Graph mode, flushing MindSpore's
pending kernel error first so that each is reported under its own label."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _cellrun import run as _run

BF = ms.bfloat16
X = np.array([[0.1, -1.7, 2.3], [3.14159, -0.5, 7.9]], np.float32)
Y = np.array([[1.3, 2.1, -0.7], [0.37, 5.5, -2.2]], np.float32)


def bf(a):
    return Tensor(np.asarray(a, np.float32), BF)


def _described(fn):
    """fn's result as (dtype text, values as float32): bfloat16 values are exact in float32."""
    def call(*args):
        r = fn(*args)
        if isinstance(r, (tuple, list)):
            return [(str(t.dtype), t.float().asnumpy() if t.dtype == BF else t.asnumpy()) for t in r]
        return str(r.dtype), (r.float().asnumpy() if r.dtype == BF else r.asnumpy())
    return call


def run(label, fn, *args):
    """fn: a function defined with def (MindSpore's Graph mode parses a lambda only on a line of its own)."""
    _run(label, fn, *args, describe=_described)
