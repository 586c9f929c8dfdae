"""t1 dtype pairs and t3 argument forms in @ms.jit: one jit function per expression (EXPR; defs below)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import case
A = np.array([[1.5, -2.0, 0.0, 7.25], [3.0, -0.5, 4.0, -7.0]])
B = np.array([2.0, -3.0, 1.0, 0.5])
PAIRS = [(np.float32, np.int32), (np.int8, np.uint8), (np.float16, np.float64), (np.bool_, np.int32), (np.uint8, np.float32),
         (np.int32, np.int64), (np.float16, np.int8), (np.uint8, np.uint8)]
EXPR = ["x.add(y)", "x.add(y, alpha=2)", "x.sub(y, alpha=3)", "x.mul(y)", "x.div(y)", "x.floor_divide(y)", "x.remainder(y)",
        "x.fmod(y)", "x.fmod(-3)", "x.fmod(200)", "x.pow(y)", "x.pow(0.5)", "x.maximum(y)", "x.minimum(y)", "x.eq(y)", "x.gt(y)",
        "x.atan2(y)", "x.xlogy(y)", "x.logaddexp(y)", "x.bitwise_and(y)", "x.logical_xor(y)", "x & y", "x | y", "x ^ y",
        "x.max(y)", "x.true_divide(y)", "x.isclose(y)", "x // y", "x % y", "x ** y", "2 ** x", "1 - x", "x.clamp(y, 5)",
        "x.masked_fill(x > 0, y[0])", "x.lerp(y, 0.5)", "x.copysign(y)", "x.hypot(y)", "x.fmax(y)", "x.dot(x[0] * 0 + y)",
        "x.matmul(y)", "x.where(x > 0, y)", "x.add(y[0].item())", "x.sum(dtype=ms.float64)", "x.mean()", "x.prod(1)", "x.cumsum(1)",
        "x.argmax(-1)", "x.sort(descending=True)[0]", "x.topk(2, largest=False)[1]", "x.histc(4, -4, 4)", "x.logsumexp(1)",
        "x.std(1)", "x.nansum()", "x.count_nonzero(1)", "x.unique()", "x.repeat_interleave(2, 1)", "x.split(1, 0)[1]",
        "x.chunk(3, 1)[-1]", "x.baddbmm(x.reshape(1, 2, 4), x.reshape(1, 4, 2))"]

@ms.jit
def f0(x, y):
    return x.add(y)

@ms.jit
def f1(x, y):
    return x.add(y, alpha=2)

@ms.jit
def f2(x, y):
    return x.sub(y, alpha=3)

@ms.jit
def f3(x, y):
    return x.mul(y)

@ms.jit
def f4(x, y):
    return x.div(y)

@ms.jit
def f5(x, y):
    return x.floor_divide(y)

@ms.jit
def f6(x, y):
    return x.remainder(y)

@ms.jit
def f7(x, y):
    return x.fmod(y)

@ms.jit
def f8(x, y):
    return x.fmod(-3)

@ms.jit
def f9(x, y):
    return x.fmod(200)

@ms.jit
def f10(x, y):
    return x.pow(y)

@ms.jit
def f11(x, y):
    return x.pow(0.5)

@ms.jit
def f12(x, y):
    return x.maximum(y)

@ms.jit
def f13(x, y):
    return x.minimum(y)

@ms.jit
def f14(x, y):
    return x.eq(y)

@ms.jit
def f15(x, y):
    return x.gt(y)

@ms.jit
def f16(x, y):
    return x.atan2(y)

@ms.jit
def f17(x, y):
    return x.xlogy(y)

@ms.jit
def f18(x, y):
    return x.logaddexp(y)

@ms.jit
def f19(x, y):
    return x.bitwise_and(y)

@ms.jit
def f20(x, y):
    return x.logical_xor(y)

@ms.jit
def f21(x, y):
    return x & y

@ms.jit
def f22(x, y):
    return x | y

@ms.jit
def f23(x, y):
    return x ^ y

@ms.jit
def f24(x, y):
    return x.max(y)

@ms.jit
def f25(x, y):
    return x.true_divide(y)

@ms.jit
def f26(x, y):
    return x.isclose(y)

@ms.jit
def f27(x, y):
    return x // y

@ms.jit
def f28(x, y):
    return x % y

@ms.jit
def f29(x, y):
    return x ** y

@ms.jit
def f30(x, y):
    return 2 ** x

@ms.jit
def f31(x, y):
    return 1 - x

@ms.jit
def f32(x, y):
    return x.clamp(y, 5)

@ms.jit
def f33(x, y):
    return x.masked_fill(x > 0, y[0])

@ms.jit
def f34(x, y):
    return x.lerp(y, 0.5)

@ms.jit
def f35(x, y):
    return x.copysign(y)

@ms.jit
def f36(x, y):
    return x.hypot(y)

@ms.jit
def f37(x, y):
    return x.fmax(y)

@ms.jit
def f38(x, y):
    return x.dot(x[0] * 0 + y)

@ms.jit
def f39(x, y):
    return x.matmul(y)

@ms.jit
def f40(x, y):
    return x.where(x > 0, y)

@ms.jit
def f41(x, y):
    return x.add(y[0].item())

@ms.jit
def f42(x, y):
    return x.sum(dtype=ms.float64)

@ms.jit
def f43(x, y):
    return x.mean()

@ms.jit
def f44(x, y):
    return x.prod(1)

@ms.jit
def f45(x, y):
    return x.cumsum(1)

@ms.jit
def f46(x, y):
    return x.argmax(-1)

@ms.jit
def f47(x, y):
    return x.sort(descending=True)[0]

@ms.jit
def f48(x, y):
    return x.topk(2, largest=False)[1]

@ms.jit
def f49(x, y):
    return x.histc(4, -4, 4)

@ms.jit
def f50(x, y):
    return x.logsumexp(1)

@ms.jit
def f51(x, y):
    return x.std(1)

@ms.jit
def f52(x, y):
    return x.nansum()

@ms.jit
def f53(x, y):
    return x.count_nonzero(1)

@ms.jit
def f54(x, y):
    return x.unique()

@ms.jit
def f55(x, y):
    return x.repeat_interleave(2, 1)

@ms.jit
def f56(x, y):
    return x.split(1, 0)[1]

@ms.jit
def f57(x, y):
    return x.chunk(3, 1)[-1]

@ms.jit
def f58(x, y):
    return x.baddbmm(x.reshape(1, 2, 4), x.reshape(1, 4, 2))


for dx, dy in PAIRS:
    for i, e in enumerate(EXPR):
        def g(i=i, dx=dx, dy=dy):
            return globals()[f"f{i}"](Tensor(A.astype(dx)), Tensor(B.astype(dy)))
        case(f"j{i}_{np.dtype(dx).name}_{np.dtype(dy).name}", g)
