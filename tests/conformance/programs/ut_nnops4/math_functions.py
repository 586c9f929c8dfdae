"""ops.block_diag, cartesian_prod, combinations, dist, hann_window, kaiser_window, mv, kron, rot90, trapz and
ops.function.math_func.fmin (tests/ut/python/ops/test_math_ops.py) in a Cell, with their gradients."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


def hann5(n):
    return ops.hann_window(n)


def kaiser(n):
    return ops.kaiser_window(n)


def rot_1(t):
    return ops.rot90(t, 1, (0, 1))


def rot_2(t):
    return ops.rot90(t, 2, (0, 1))


def rot_3(t):
    return ops.rot90(t, 3, (0, 1))


def rot_m1(t):
    return ops.rot90(t, -1, (1, 0))


def trapz_dx(t):
    return ops.trapz(t, dx=0.5)


def trapz_x(t, p):
    return ops.trapz(t, p)


def trapz_dim0(t):
    return ops.trapz(t, dim=0)


x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 2)
y = Tensor(np.array([[1.5, -2.0], [0.5, 3.0]], np.float32))
v = Tensor(np.array([1.0, -1.0, 2.0], np.float32))
s = Tensor(np.float32(4.0))
emit("block_diag", Fn(ops.block_diag)(x, y, v, s))
emit("cartesian_prod", Fn(ops.cartesian_prod)(Tensor(np.array([1, 2], np.int32)), Tensor(np.array([5, 6, 7], np.int32))))
emit("combinations", Fn(ops.combinations)(Tensor(np.array([1.0, 3.0, -1.0, 2.0], np.float32))))
emit("dist", Fn(ops.dist)(x, Tensor(np.ones((2, 3), np.float32))))
emit("hann_window", Fn(hann5)(5))
emit("hann_window_sym", ops.hann_window(6, False, dtype=ms.float32))
emit("kaiser_window", Fn(kaiser)(5), rtol=1e-6)
emit("mv", Fn(ops.mv)(x, v))
emit("kron", Fn(ops.kron)(x, y))
emit("kron_1d", Fn(ops.kron)(v, Tensor(np.array([2.0, 3.0], np.float32))))
for name, fn in (("1", rot_1), ("2", rot_2), ("3", rot_3), ("m1_dims10", rot_m1)):
    emit("rot90_k" + name, Fn(fn)(x))
emit("trapz_dx", Fn(trapz_dx)(x))
emit("trapz_x", Fn(trapz_x)(x, Tensor(np.array([0.0, 1.0, 3.0], np.float32))))
emit("trapz_int", Fn(trapz_dim0)(Tensor(np.arange(6, dtype=np.int32).reshape(2, 3))))
nan = Tensor(np.array([1.0, np.nan, 3.0, np.nan], np.float32))
emit_error("fmin_cpu", lambda: Fn(ops.function.math_func.fmin)(nan, Tensor(np.array([2.0, 1.0, np.nan, np.nan], np.float32))))
emit("grad_kron", ms.grad(Fn(ops.kron), grad_position=(0, 1))(x, y))
emit("grad_block_diag", ms.grad(Fn(ops.block_diag), grad_position=(0, 1))(x, y))
emit("grad_mv", ms.grad(Fn(ops.mv), grad_position=(0, 1))(x, v))
emit_error("rot90_same_dims", lambda: ops.rot90(x, 1, (0, 0)))
emit_error("block_diag_3d", lambda: ops.block_diag(Tensor(np.ones((1, 1, 1), np.float32))))
emit_error("hann_window_negative", lambda: ops.hann_window(-1))
