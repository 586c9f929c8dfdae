"""Augmented assignment (st compiler/augassign_inplace): x OP= y for Tensors of 8 dtypes against Tensor / 0-d /
Python int / float / bool / tuple operands, the result, its dtype and whether the caller's Tensor changed."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from h import run3

DT = {"b": np.bool_, "i8": np.int8, "i32": np.int32, "i64": np.int64, "u8": np.uint8, "f16": np.float16,
      "f32": np.float32, "f64": np.float64}
VALS = [3, 1, 2]


def mk(d, v=VALS):
    return Tensor(np.array(v).astype(DT[d]))


def f_add(x, y):
    x += y
    return x


def f_sub(x, y):
    x -= y
    return x


def f_mul(x, y):
    x *= y
    return x


def f_div(x, y):
    x /= y
    return x


def f_fdiv(x, y):
    x //= y
    return x


def f_mod(x, y):
    x %= y
    return x


def f_pow(x, y):
    x **= y
    return x


OPS = {"add": f_add, "sub": f_sub, "mul": f_mul, "div": f_div, "fdiv": f_fdiv, "mod": f_mod, "pow": f_pow}
RHS = {
    "same": lambda d: mk(d, [2, 1, 1]),
    "f32": lambda d: mk("f32", [2, 1, 1]),
    "i64s": lambda d: Tensor(np.array(2, np.int64)),
    "int": lambda d: 2,
    "float": lambda d: 1.5,
    "bool": lambda d: True,
    "tuple": lambda d: (2, 1, 1),
}
for opn, f in OPS.items():
    for d in DT:
        for rn, r in RHS.items():
            if opn in ("mod", "pow") and rn in ("f32", "i64s", "tuple"):
                continue
            run3("%s_%s_%s" % (opn, d, rn), f, (lambda d=d, r=r: (mk(d), r(d))))

# 0-d left operand, Python-number left operand (no in-place), tensor 1-d vs 2-d broadcast growing the left
for opn in ("add", "mul", "fdiv"):
    run3("%s_0d_vec" % opn, OPS[opn], lambda: (Tensor(np.array(5, np.int32)), mk("i32")))
    run3("%s_int_tensor" % opn, OPS[opn], lambda: (5, mk("f32")))
    run3("%s_bcast_grow" % opn, OPS[opn], lambda: (mk("f32"), Tensor(np.ones((2, 3), np.float32) * 2)))
    run3("%s_none" % opn, OPS[opn], lambda: (mk("f32"), None))
