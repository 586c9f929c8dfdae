"""Elementwise edge cases of session 35 (adapt35x), measured on MindSpore 2.10's CPU:
- bitwise_left_shift / bitwise_right_shift shift as C does on x86: 8/16-bit values promoted to int, the count masked
  to 5 bits (6 for 64-bit types), the result wrapped to the dtype -- int32(3) << 33 is 6, << -2 is 3 << 30, int64
  >> 64 is the value itself (msgraph gave 0 / -1 for counts out of [0, bits), and computed uint64 in float64).
- the Xlogy gradient in x is log(y) even where x is 0, except where x is 0 and y <= 0 (0 there): msgraph gave 0
  wherever x was 0.
- isclose of two bool Tensors compares 0 / 1 with the tolerances (isclose(True, False, atol=1) is True; msgraph
  compared equality).
- ops.isposinf / ops.isneginf / Tensor.isposinf of integer or bool Tensors are IsInf's TypeError (msgraph: False).
- mint.logaddexp of Float64 (or integer) Tensors is LogAddExp's TypeError (ops.logaddexp computes Float64)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit_error


def flush():
    """MindSpore 2.10's PyNative raises a failed kernel's error again at the next calls: absorb it."""
    for _ in range(3):
        try:
            ops.add(Tensor(np.ones(2, np.float32)), 1).asnumpy()
        except TypeError:
            pass

sh = [-65, -33, -2, -1, 0, 1, 7, 8, 15, 16, 31, 32, 33, 63, 64, 65]
for dt in (np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64):
    n = np.dtype(dt).name
    x = Tensor(np.array([3] * len(sh)).astype(dt))
    xn = Tensor(np.array([-100] * len(sh)).astype(dt))
    s = Tensor(np.array(sh).astype(dt))
    emit_error("shl_" + n, lambda: ops.bitwise_left_shift(x, s))
    emit_error("shr_" + n, lambda: ops.bitwise_right_shift(x, s))
    emit_error("shl_neg_" + n, lambda: ops.bitwise_left_shift(xn, s))
    emit_error("shr_neg_" + n, lambda: ops.bitwise_right_shift(xn, s))
    emit_error("shl_number_" + n, lambda: ops.bitwise_left_shift(x, 33))
    emit_error("shr_number_" + n, lambda: ops.bitwise_right_shift(xn, -1))


class Shift(nn.Cell):
    def construct(self, a, b):
        return ops.bitwise_left_shift(a, b), ops.bitwise_right_shift(a, b)


emit_error("shift_cell", Shift(), Tensor(np.array([3, -5, 7, 1], np.int32)), Tensor(np.array([33, 32, -1, 31], np.int32)))

xs, ys = [], []
for xv in (0.0, -0.0, 1.0, -2.0, np.nan, np.inf):
    for yv in (2.0, 0.5, 0.0, -1.0, np.nan, np.inf):
        xs.append(xv)
        ys.append(yv)
xt, yt = Tensor(np.array(xs, np.float32)), Tensor(np.array(ys, np.float32))


def xlogy_sum(a, b):
    return ops.xlogy(a, b).sum()


def mint_xlogy_sum(a, b):
    return (mint.xlogy(a, b) * 2).sum()


emit_error("xlogy_grad", lambda: ms.grad(xlogy_sum, (0, 1))(xt, yt))
emit_error("mint_xlogy_grad", lambda: ms.grad(mint_xlogy_sum, (0, 1))(xt, yt))
emit_error("xlogy_grad_f64", lambda: ms.grad(xlogy_sum, (0, 1))(Tensor(np.array(xs)), Tensor(np.array(ys))))

tb, fb = Tensor(np.array([True, True, False, False])), Tensor(np.array([True, False, True, False]))
emit_error("isclose_bool", lambda: mint.isclose(tb, fb))
emit_error("isclose_bool_tol", lambda: mint.isclose(tb, fb, rtol=0.5, atol=1))
emit_error("isclose_bool_atol1", lambda: ops.isclose(tb, fb, atol=1.0))
emit_error("isclose_bool_rtol1", lambda: mint.isclose(tb, fb, rtol=1.0, atol=0))

for dt in (np.float16, np.int32, np.int64, np.uint8, np.bool_):  # errors last (MindSpore re-raises them)
    t = Tensor(np.array([1, 0]).astype(dt))
    n = np.dtype(dt).name
    emit_error("isposinf_" + n, lambda: ops.isposinf(t))
    flush()
    emit_error("isneginf_" + n, lambda: ops.isneginf(t))
    flush()
    emit_error("method_isposinf_" + n, lambda: t.isposinf())
    flush()

for dt in (np.float64, np.int32):
    a = Tensor(np.array([1, 2]).astype(dt))
    emit_error("ops_logaddexp_" + np.dtype(dt).name, lambda: ops.logaddexp(a, a))
    flush()
for dt in (np.float64, np.int32):   # last: MindSpore's PyNative may raise a failed kernel's error again later
    a = Tensor(np.array([1, 2]).astype(dt))
    emit_error("mint_logaddexp_" + np.dtype(dt).name, lambda: mint.logaddexp(a, a))
