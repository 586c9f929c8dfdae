"""The ops MindSpore 2.10's CPU kernels run on bfloat16 (both modes): exact values (computed in float32,
rounded once to bfloat16), result dtypes with other operand dtypes, casts, the data-movement ops, and the FFT
family (bfloat16 read as float32; float32 / complex64 results).
MindSpore's Graph mode refuses Reshape / Transpose / slicing / BroadcastTo / ExpandDims / Squeeze / AddN on
bfloat16 (its PyNative runs them); msgraph follows PyNative there."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, ops
from _conf import emit
from _bf27_util import BF, X, Y, bf, run

FOLLOW_PYNATIVE = {
    "reshape": "MindSpore's Graph mode has no bfloat16 kernel for it; its PyNative runs it",
    "transpose": "MindSpore's Graph mode has no bfloat16 kernel for it; its PyNative runs it",
    "slice_row": "MindSpore's Graph mode has no bfloat16 kernel for it; its PyNative runs it",
    "slice_cols": "MindSpore's Graph mode has no bfloat16 kernel for it; its PyNative runs it",
    "broadcast_to": "MindSpore's Graph mode has no bfloat16 kernel for it; its PyNative runs it",
    "expand_dims": "MindSpore's Graph mode has no bfloat16 kernel for it; its PyNative runs it",
    "squeeze": "MindSpore's Graph mode has no bfloat16 kernel for it; its PyNative runs it",
    "addn": "MindSpore's Graph mode has no bfloat16 kernel for it; its PyNative runs it",
    "sub_scalar_rounded": "Tensor - number is SubExt in MindSpore's PyNative (bfloat16), Sub in its Graph mode",
}

x, y = bf(X), bf(Y)
f32 = Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], np.float32))
f16 = Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], np.float16))
i32 = Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.int32))


def add(a, b):
    return a + b


def mul(a, b):
    return a * b


def div(a, b):
    return a / b


def floordiv(a, b):
    return a // b


def neg(a):
    return -a


def add_scalar(a):
    return a + 1.5


def mul_int(a):
    return a * 3


def trunc(a):
    return ops.trunc(a)


def mint_add_alpha(a, b):
    return mint.add(a, b, alpha=2)


def mint_sub(a, b):
    return mint.sub(a, b)


def cast_f32(a):
    return ops.cast(a, ms.float32)


def cast_f16(a):
    return a.half()


def cast_i32(a):
    return ops.cast(a, ms.int32)


def to_bf16(a):
    return a.bfloat16()


def cast_to_bf16(a):
    return ops.cast(a, ms.bfloat16)


def concat(a, b):
    return ops.cat((a, b))


def chunk(a):
    return ops.chunk(a, 2, 1)


def split(a):
    return ops.split(a, 1, 1)


def reshape(a):
    return a.reshape(3, 2)


def transpose(a):
    return a.T


def slice_row(a):
    return a[0]


def slice_cols(a):
    return a[:, 1:]


def broadcast_to(a):
    return ops.broadcast_to(a, (2, 2, 3))


def expand_dims(a):
    return ops.expand_dims(a, 0)


def squeeze(a):
    return ops.squeeze(a)


def addn(a, b):
    return ops.addn([a, b])


def any_all(a):
    return ops.any(a), ops.all(a)


def zeros_like(a):
    return ops.zeros_like(a)


def fft_real(a):
    return ops.rfft(a), ops.irfft(a)


def fft_complex(a):
    return ops.fft(a)


def mul_037(a):
    return a * 0.37


def add_037(a):
    return a + 0.37


def sub_037(a):
    return a - 0.37


def add_alpha_27(a, b):
    return mint.add(a, b, alpha=2.7)


def sub_alpha_27(a, b):
    return mint.sub(a, b, alpha=2.7)


def div_trunc(a, b):
    return mint.div(a, b, rounding_mode="trunc")


def square_float(a):
    return (a * a).float()


run("add", add, x, y)
run("mul", mul, x, y)
run("div", div, x, y)
run("floordiv", floordiv, x, y)
run("neg", neg, x)
run("add_scalar", add_scalar, x)
run("mul_int", mul_int, x)
run("trunc", trunc, x)
run("mint_add_alpha", mint_add_alpha, x, y)
run("mint_sub", mint_sub, x, y)
run("add_f32", add, x, f32)
run("add_f16", add, x, f16)
run("add_i32", add, x, i32)
run("mul_f32_first", mul, f32, x)
run("cast_f32", cast_f32, x)
run("cast_f16", cast_f16, x)
run("cast_i32", cast_i32, x)
run("f32_to_bf16", to_bf16, Tensor(X))
run("i32_to_bf16", cast_to_bf16, i32)
run("f16_to_bf16", cast_to_bf16, f16)
run("concat", concat, x, y)
run("chunk", chunk, x)
run("split", split, x)
run("reshape", reshape, x)
run("transpose", transpose, x)
run("slice_row", slice_row, x)
run("slice_cols", slice_cols, x)
run("broadcast_to", broadcast_to, x)
run("expand_dims", expand_dims, x)
run("squeeze", squeeze, bf(X.reshape(1, 2, 3)))
run("addn", addn, x, y)
run("any_all", any_all, x)
run("zeros_like", zeros_like, x)
run("square_float", square_float, x)
run("div_trunc", div_trunc, x, y)
# a Python number operand is a bfloat16 Tensor first in MindSpore (0.37 -> 0.369140625, alpha 2.7 -> 2.703125)
u = bf(((np.arange(64) * 0.6180339 % 1) * 20 - 10).astype(np.float32))
v = bf(((np.arange(64) * 0.4142135 % 1) * 6 - 3).astype(np.float32) + 0.05)
run("mul_scalar_rounded", mul_037, u)
run("add_scalar_rounded", add_037, u)
run("sub_scalar_rounded", sub_037, u)
run("add_alpha_rounded", add_alpha_27, u, v)
run("sub_alpha_rounded", sub_alpha_27, u, v)
run("div_trunc_many", div_trunc, u, v)
run("fft_real", fft_real, x)
run("fft_complex", fft_complex, x)
emit("is_floating_point", [x.is_floating_point(), ops.is_floating_point(x)])
