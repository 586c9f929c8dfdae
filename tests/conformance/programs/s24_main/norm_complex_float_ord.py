"""ops.norm / vector_norm / matrix_norm on complex input and with float or bool ords (session 24): MindSpore
2.10 squares complex input as conj(A) * A for the plain 2-norm and 'fro' (the result stays complex, its value
the true norm), a float ord such as 1.0 or 2.0 over two dims of ops.norm is not an int and falls to the 'fro'
branch, while ops.matrix_norm compares ord by value (1.0 and True are the 1-norm, 2.0 the spectral norm)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

C = Tensor(np.array([[1 + 2j, 3 - 1j], [0.5j, 2]], np.complex64))
R = Tensor(np.array([[1., -2, 3], [4, 5, -6]], np.float32))
INF = float("inf")


class Norm(nn.Cell):
    def __init__(self, fn, *args):
        super().__init__()
        self.fn, self.args = fn, args

    def construct(self, x):
        return self.fn(x, *self.args)


def flush():
    """MindSpore's PyNative reports a kernel's dtype error at the next launch: take it here, not in the next label."""
    try:
        ops.add(Tensor(1.0), 1.0).asnumpy()
    except TypeError:
        pass


def run(fn, x, *args):
    flush()
    return Norm(fn, *args)(x) if ms.get_context("mode") == ms.GRAPH_MODE else fn(x, *args)


for o in (None, "fro", "nuc", 2, 0):
    for d in (None, 0, (0, 1)):
        if isinstance(o, str) and d == 0:
            continue
        emit_error(f"complex_norm_{o}_{d}", run, ops.norm, C, o, d)
for o in (2, 0, 1):
    emit_error(f"complex_vector_norm_{o}", run, ops.vector_norm, C, o)
for o in ("fro", "nuc", 2):
    emit_error(f"complex_matrix_norm_{o}", run, ops.matrix_norm, C, o)
for o in (1.0, 2.0, -1.0, -2.0, 1, 2, True):
    for d in ((0, 1), (1, 0), (-1, -2)):
        emit_error(f"real_norm_{o}_{d}", run, ops.norm, R, o, d)
        emit_error(f"real_norm_{o}_{d}_keep", run, ops.norm, R, o, d, True)
    emit_error(f"real_matrix_norm_{o}", run, ops.matrix_norm, R, o)
    emit_error(f"real_matrix_norm_{o}_keep", run, ops.matrix_norm, R, o, (1, 0), True)
