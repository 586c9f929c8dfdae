"""mint.fmod / mint.xlogy / mint.bitwise_and|or|xor at the edges (MindSpore 2.10 CPU): non-Tensor first operands,
bool Tensors, Tensor-scalar bitwise forms (no CPU kernel: RuntimeError), float bitwise operands, and the valid calls."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn
from mindspore.common.api import _pynative_executor
from _conf import emit, emit_error

i = Tensor(np.array([5, -7, 9], np.int32))
f = Tensor(np.array([5.5, -7.0, 0.0], np.float32))
b = Tensor(np.array([True, False, True]))
i64 = Tensor(np.array([1, 2, 3], np.int64))


def run(label, fn):
    def call():
        r = fn()
        _pynative_executor.sync()
        return r
    emit_error(label, call)


run("fmod_tensor_zero", lambda: mint.fmod(i, Tensor(np.array([3, 2, 4], np.int32))))
run("fmod_int_float", lambda: mint.fmod(i, 2.5))
run("fmod_float_int", lambda: mint.fmod(f, 2))
run("fmod_bool_int", lambda: mint.fmod(b, 1))
run("fmod_scalar_first", lambda: mint.fmod(3, i))
run("fmod_string", lambda: mint.fmod(i, "a"))
run("fmod_bool_bool", lambda: mint.fmod(b, b))
run("xlogy_float_int", lambda: mint.xlogy(f, i))
run("xlogy_scalar_first", lambda: mint.xlogy(2, f))
run("xlogy_tensor_scalar", lambda: mint.xlogy(f, 2))
run("xlogy_scalars", lambda: mint.xlogy(2, 3))
run("xlogy_bool_bool", lambda: mint.xlogy(b, b))
run("band_float", lambda: mint.bitwise_and(f, f))
run("band_int", lambda: mint.bitwise_and(i, i))
run("band_int_int64", lambda: mint.bitwise_and(i, i64))
run("band_int_scalar", lambda: mint.bitwise_and(i, 3))
run("band_bool_scalar", lambda: mint.bitwise_and(b, True))
run("band_bool_int", lambda: mint.bitwise_and(b, i))
run("band_scalar_first", lambda: mint.bitwise_and(3, i))
run("bor_int", lambda: mint.bitwise_or(i, i))
run("bor_float", lambda: mint.bitwise_or(f, f))
run("bxor_bool", lambda: mint.bitwise_xor(b, b))
run("bxor_int_scalar", lambda: mint.bitwise_xor(i, 3))


class Bin(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, a, c):
        return self.fn(a, c)


run("cell_band", lambda: Bin(mint.bitwise_and)(i, i64))
run("cell_fmod", lambda: Bin(mint.fmod)(f, i))
run("cell_xlogy", lambda: Bin(mint.xlogy)(f, f))
