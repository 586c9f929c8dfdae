"""complex64 division as MindSpore 2.10 computes it: the complex128 quotient, rounded to complex64 (measured on
2000 random pairs: all equal; numpy's complex64 division multiplies by a rounded reciprocal and differs in the last
bit for about two thirds of them).  ops.sgn's docstring example prints ``0.6+0.8j`` for (15+20j) / 25; msgraph
printed ``0.59999996+0.79999995j`` (SILENT, one unit in the last place), in ``/``, ops.div, RealDiv and graph mode
alike."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit

k = np.arange(1, 31, dtype=np.float32)
a = (k * 3 + 1j * (k * 4 - 7)).astype(np.complex64)
b = ((k % 7) + 1.5 + 1j * ((k % 5) - 2.25)).astype(np.complex64)
c = (k + 0j).astype(np.complex64) * 5

x = Tensor(np.array([[3 + 4j, 7 - 24j, 0, 6 + 8j, 8], [15 + 20j, 7 - 24j, 0, 3 + 4j, 20]], np.complex64))


def bits(t):
    """The quotient's float32 parts as integers (exact: the comparison of floats has a tolerance)."""
    return Tensor(t.asnumpy().view(np.uint32).astype(np.int64))


emit("sgn_doc_example_text", str(ops.sgn(x)))
emit("div_operator", bits(Tensor(a) / Tensor(b)))
emit("div_by_real", bits(ops.div(Tensor(a), Tensor(c))))
emit("real_div_prim", bits(ops.RealDiv()(Tensor(b), Tensor(a))))
emit("div_scalar_tensor", bits(Tensor(a) / Tensor(np.complex64(3 - 1j))))
