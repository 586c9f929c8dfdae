"""ops.auto_generate.SliceExt: input[start:end:step] along dim in PyNative; MindSpore 2.10's CPU backend has no
Graph-mode kernel for it (a RuntimeError at the call).  Its PyNative gradient is all zeros in MindSpore 2.10 (plainly
wrong; msgraph gives the slice's gradient, docs/differences.md), so it is not recorded here."""
import numpy as np
import mindspore as ms
from mindspore.ops.auto_generate import SliceExt
from _conf import emit, emit_error


def f(x):
    return SliceExt()(x, 1, 1, 4, 2)


x = ms.Tensor(np.arange(20, dtype=np.float32).reshape(4, 5))
if ms.get_context("mode") == ms.PYNATIVE_MODE:
    emit("value", f(x))
else:
    emit_error("graph", lambda: ms.jit(f)(x).asnumpy())
