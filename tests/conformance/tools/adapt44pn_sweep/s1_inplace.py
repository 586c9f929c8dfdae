"""In-place Tensor methods and augmented assignment with Python numbers / Tensors of other dtypes, over 8 dtypes,
eager and inside `@ms.jit`; the input after the call and the result (same object?)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import case

DT = {"bool": np.bool_, "int8": np.int8, "uint8": np.uint8, "int32": np.int32, "int64": np.int64,
      "float16": np.float16, "float32": np.float32, "float64": np.float64}


def mk(d):
    return Tensor(np.array([0, 1, 2, 3], np.int64).astype(DT[d]) if d != "bool" else np.array([True, False, True, True]))


OPS = {
    "add_2": lambda t: t.add_(2),
    "add_2.5": lambda t: t.add_(2.5),
    "add_T": lambda t: t.add_(Tensor(np.array([1, 2, 3, 4], np.float32))),
    "add_alpha": lambda t: t.add_(Tensor(np.array([1, 2, 3, 4], np.int32)), alpha=2),
    "add_True": lambda t: t.add_(True),
    "sub_1.5": lambda t: t.sub_(1.5),
    "sub_alpha": lambda t: t.sub_(1, alpha=3),
    "mul_3": lambda t: t.mul_(3),
    "mul_0.5": lambda t: t.mul_(0.5),
    "div_2": lambda t: t.div_(2),
    "div_floor": lambda t: t.div_(2, rounding_mode="floor"),
    "div_trunc": lambda t: t.div_(-2, rounding_mode="trunc"),
    "fill_3.7": lambda t: t.fill_(3.7),
    "fill_T": lambda t: t.fill_(Tensor(5, ms.int32)),
    "zero_": lambda t: t.zero_(),
    "clamp_": lambda t: t.clamp_(min=1, max=2),
    "clamp_f": lambda t: t.clamp_(0.5, 2.5),
    "copy_f": lambda t: t.copy_(Tensor(np.array([1.5, -2.5, 3.5, 250.7], np.float32))),
    "floor_": lambda t: t.floor_(),
    "sub_T": lambda t: t.sub_(Tensor(np.array([1, 1, 1, 1], np.int8))),
    "masked_fill_": lambda t: t.masked_fill_(Tensor(np.array([True, False, False, True])), 7),
    "index_fill_": lambda t: t.index_fill_(0, Tensor(np.array([1, 2], np.int32)), 9),
}

AUG = {
    "iadd_2.5": "t += 2.5", "iadd_1": "t += 1", "isub_1": "t -= 1", "imul_2.5": "t *= 2.5", "itrue_2": "t /= 2",
    "ifloor_2": "t //= 2", "imod_3": "t %= 3", "ipow_2": "t **= 2", "iand_1": "t &= 1", "ior_T": "t |= Tensor(np.array([True, False, False, True]))",
    "iadd_T64": "t += Tensor(np.array([1, 2, 3, 4], np.float64))", "imul_True": "t *= True",
}


def run_op(f, d):
    t = mk(d)
    r = f(t)
    return (t, r is t) if not isinstance(r, tuple) else (t,)


for d in DT:
    for name, f in OPS.items():
        case(f"{name}/{d}", lambda f=f, d=d: run_op(f, d))

        def jf(x, f=f):
            y = x * 1
            r = f(y)
            return y, r
        case(f"{name}/{d}/jit", lambda jf=jf, d=d: ms.jit(jf)(mk(d)))
    for name, src in AUG.items():
        def g(d=d, src=src):
            t = mk(d)
            u = t
            ns = {"t": t, "Tensor": Tensor, "np": np}
            exec(src, ns)
            return ns["t"], ns["t"] is u, u
        case(f"{name}/{d}", g)
