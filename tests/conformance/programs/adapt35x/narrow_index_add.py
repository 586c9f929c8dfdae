"""mint.narrow / Tensor.narrow and mint.index_add (session 35, adapt35x).  MindSpore 2.10's mint.narrow is the
NarrowView primitive with torch's rules -- start in [-n, n] (negative counts from the end, a 0-d integer Tensor
allowed), length 0 allowed, start + length <= n -- while ops.narrow and Tensor.narrow (the deprecated overload that
2.10 dispatches to) keep start in [0, n) and length in [1, n - start].  msgraph had mint.narrow = ops.narrow (a
negative start was a ValueError) and Tensor.narrow as plain slicing (no checks: narrow(1, 3, 2) gave one column).
mint.index_add runs IndexAdd on the CPU: an Int64 / Int16 index is its TypeError (msgraph had cast it to Int32 and
added, writing into the input)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit, emit_error

a = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))
for args in ((1, -3, 2), (1, -4, 4), (1, 4, 0), (1, 2, 0), (1, 3, 2), (1, -5, 1), (-1, -1, 1), (0, 3, 0), (1, 0, -1),
             (2, 0, 1), (0, 1, 2)):
    tag = "_".join(str(v).replace("-", "m") for v in args)
    emit_error("mint_" + tag, lambda: mint.narrow(Tensor(np.arange(12, dtype=np.float32).reshape(3, 4)), *args))
    for _ in range(2):  # MindSpore 2.10's PyNative may raise a failed NarrowView's error again at the next calls
        try:
            mint.narrow(a, 0, 0, 1).asnumpy()
        except ValueError:
            pass
    emit_error("ops_" + tag, lambda: ops.narrow(a, *args))
    emit_error("method_" + tag, lambda: a.narrow(*args))
emit_error("mint_tensor_start", lambda: mint.narrow(a, 1, Tensor(np.array(-2, np.int64)), 2))
emit_error("mint_float_start", lambda: mint.narrow(a, 1, 1.0, 2))
emit_error("mint_int32", lambda: mint.narrow(Tensor(np.arange(10, dtype=np.int32)), 0, -4, 3))


class Narrow(nn.Cell):
    def construct(self, x):
        return mint.narrow(x, 1, -3, 2) * 2, mint.narrow(x, 0, 1, 2), x.narrow(1, 1, 2)


emit_error("cell", Narrow(), a)


def loss(x):
    return (mint.narrow(x, 1, -3, 2) ** 2).sum()


emit_error("grad", lambda: ms.grad(loss)(a))

x = np.arange(12, dtype=np.float32).reshape(3, 4)
for idt in (np.int32, np.int64, np.int16):
    b = Tensor(x)
    emit_error("index_add_" + np.dtype(idt).name,
               lambda: mint.index_add(b, 0, Tensor(np.array([0, 2], idt)), Tensor(np.ones((2, 4), np.float32)), alpha=2))
    emit("index_add_input_" + np.dtype(idt).name, b)
