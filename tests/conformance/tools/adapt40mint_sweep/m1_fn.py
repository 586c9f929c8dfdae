"""st/mint forms (overload clamp / div / max / min / remainder, amax, atanh, bitwise, clone, diff, float_power,
floor_divide, full_like, leaky_relu, log_softmax, logical_xor, logsumexp, mse_loss, mul, ones / zeros / empty_like,
relu_, threshold, repeat_interleave, stack, std_mean / var_mean, take, where) x 9 dtypes x 0-d / 2-d / empty,
eagerly (e_) and under @ms.jit (j_, 2-d).  Harness: adapt38om_sweep/_h.py (run.sh puts it on the path)."""
import os
from _c import case, gen, mk
import mindspore as ms

EX = [
    # clamp overloads
    "mint.clamp(x, 0, 2)", "mint.clamp(x, min=1)", "mint.clamp(x, max=1.5)", "mint.clamp(x, 2, 0)",
    "mint.clamp(x, -1.5, 2.5)", "mint.clamp(x, x * 0, x * 0 + 2)", "mint.clamp(x, None, x.flip(-1) if x.ndim else x)",
    "x.clamp(0, 2)", "x.clamp(min=0.5)", "x.clamp(max=ms.Tensor(1, ms.int32))", "mint.clamp(x, ms.Tensor(0.5), 3)",
    "x.clip(0, 2)", "mint.clip(x, 1)",
    # div overloads
    "mint.div(x, 2)", "mint.div(x, 2, rounding_mode='floor')", "mint.div(x, 2, rounding_mode='trunc')",
    "mint.div(x, -1.5, rounding_mode='floor')", "mint.div(x, x, rounding_mode='trunc')", "mint.div(x, x)",
    "mint.div(x, 0.0, rounding_mode='floor')", "x.div(2)", "x.div(2.5, rounding_mode='trunc')", "x.divide(x, rounding_mode='floor')",
    "mint.divide(x, 3, rounding_mode=None)", "mint.div(x, True)", "mint.div(x, ms.Tensor(2, ms.int64), rounding_mode='floor')",
    # max / min overloads
    "mint.max(x)", "mint.max(x, 0)", "mint.max(x, -1, True)", "mint.max(x, x.flip(0) if x.ndim else x)", "x.max()",
    "x.max(0)", "x.max(dim=-1, keepdim=True)", "x.max(x * 0)", "mint.max(x, dim=1)", "mint.min(x)", "mint.min(x, 1)",
    "mint.min(x, 0, keepdim=True)", "mint.min(x, x * 0 + 1)", "x.min()", "x.min(-1)", "x.min(dim=0, keepdim=True)",
    # remainder
    "mint.remainder(x, 2)", "mint.remainder(x, -1.5)", "mint.remainder(2, x)", "mint.remainder(x, x)", "x.remainder(3)",
    "mint.remainder(input=x, other=-2)", "mint.remainder(-2.5, x)", "x.remainder(x * 0 + 2)", "mint.remainder(x, True)",
    # others
    "mint.amax(x)", "mint.amax(x, 0)", "mint.amax(x, (0, 1), True)", "mint.amax(x, -1)", "mint.amin(x, 0)",
    "mint.atanh(x)", "mint.atanh(x / 8)", "mint.bitwise_and(x, x)", "mint.bitwise_and(x, 3)", "mint.bitwise_or(x, 2)",
    "mint.bitwise_xor(x, x.flip(-1) if x.ndim else x)", "mint.bitwise_xor(x, True)", "mint.bitwise_not(x)", "x.bitwise_and(1)",
    "x.bitwise_or(x)", "x.bitwise_xor(5)", "mint.clone(x)", "x.clone()", "mint.diff(x)", "mint.diff(x, 2, 0)",
    "mint.diff(x, 1, -1, x, x)", "mint.diff(x, 0)", "mint.diff(x, 5)", "mint.float_power(x, 2)", "mint.float_power(x, 2.5)",
    "mint.float_power(2, x)", "mint.float_power(x, x)", "mint.float_power(x, -1)", "mint.floor_divide(x, 2)",
    "mint.floor_divide(x, -1.5)", "mint.floor_divide(x, x)", "mint.floor_divide(x, 0)", "x.floor_divide(3)",
    "mint.full_like(x, 2.5)", "mint.full_like(x, True)", "mint.full_like(x, 3, dtype=ms.float16)", "mint.full_like(x, -1)",
    "mint.nn.functional.leaky_relu(x)", "mint.nn.functional.leaky_relu(x, 0.2)", "mint.nn.functional.leaky_relu(x, -2)",
    "mint.nn.functional.log_softmax(x)", "mint.nn.functional.log_softmax(x, 0)", "mint.nn.functional.log_softmax(x, -1, dtype=ms.float64)",
    "mint.logical_xor(x, x > 0)", "mint.logical_xor(x, x)", "mint.logical_xor(x, x.flip(-1) if x.ndim else x)",
    "mint.logsumexp(x, -1)", "mint.logsumexp(x, (0, 1), True)", "mint.logsumexp(x, 0)",
    "mint.nn.functional.mse_loss(x, x * 0 + 1)", "mint.nn.functional.mse_loss(x, x * 0 + 1, reduction='sum')",
    "mint.nn.functional.mse_loss(x, x * 0 + 1, reduction='none')", "mint.mul(x, 2)", "mint.mul(x, 2.5)", "mint.mul(x, True)",
    "mint.mul(x, x)", "mint.ones_like(x)", "mint.ones_like(x, dtype=ms.bool_)", "mint.zeros_like(x)",
    "mint.zeros_like(x, dtype=ms.float64)", "(mint.empty_like(x).shape, mint.empty_like(x).dtype)",
    "(mint.empty_like(x, dtype=ms.int8).shape, mint.empty_like(x, dtype=ms.int8).dtype)",
    "mint.nn.functional.relu_(x * 1)", "mint.nn.functional.threshold(x, 1, 20)", "mint.nn.functional.threshold(x, 0.5, -1.5)",
    "mint.nn.functional.threshold(x, 1, 2.5)", "mint.repeat_interleave(x, 2)", "mint.repeat_interleave(x, 2, 0)",
    "mint.repeat_interleave(x, ms.Tensor([1, 0, 2], ms.int64), 0)", "x.repeat_interleave(3, -1)",
    "mint.stack([x, x])", "mint.stack((x, x * 2), -1)", "mint.stack([x, x.astype(ms.float32)], 0)",
    "mint.std_mean(x)", "mint.std_mean(x, -1, keepdim=True)", "mint.std_mean(x, 0, correction=0)",
    "mint.var_mean(x)", "mint.var_mean(x, (0, 1))", "mint.var_mean(x, -1, correction=2, keepdim=True)",
    "mint.take(x, ms.Tensor([0, 2, -1], ms.int64))", "mint.take(x, ms.Tensor([[1], [3]], ms.int32))", "x.take(ms.Tensor(1))",
    "mint.where(x > 0, x, 0)", "mint.where(x > 0, 1.5, x)", "mint.where(x > 0, x, x.astype(ms.float32))", "mint.where(x)",
    "mint.where(x > 0, 2, 3)", "mint.add(x, x, alpha=2)", "mint.add(x, 2, alpha=1.5)", "mint.muls(x, 2.5)" if False else "mint.mul(x, -3)",
]
F = gen("m1", EX)
dts = os.environ.get("DTS", "bool,int8,int16,int32,int64,uint8,float16,float32,float64").split(",")
for i, (e, f) in enumerate(zip(EX, F)):
    jf = ms.jit(f)
    for dt in dts:
        for sh in ("2d", "0d", "empty"):
            case(f"e{i}_{dt}_{sh}", lambda: f(mk(dt, sh)))
        case(f"j{i}_{dt}_2d", lambda: jf(mk(dt, "2d")))
