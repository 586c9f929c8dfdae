"""Binary / unary operators (st compiler/graph_syntax/operators test_bitwise_operator, test_matmul_operator,
test_ops_signatures; syntax/simple_expression test_invert): Tensors of 9 dtypes against Tensors, 0-d Tensors,
Python int / float / bool, tuple, list, None, both orders; result value, dtype, error class."""
import operator as O
import numpy as np
import mindspore as ms
from mindspore import Tensor
from h import run3

DT = {"b": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64, "u8": np.uint8,
      "f16": np.float16, "f32": np.float32, "f64": np.float64}


def mk(d, v=(3, 1, 2)):
    return Tensor(np.array(v).astype(DT[d]))


def add(x, y): return x + y
def sub(x, y): return x - y
def mul(x, y): return x * y
def div(x, y): return x / y
def fdiv(x, y): return x // y
def mod(x, y): return x % y
def pw(x, y): return x ** y
def band(x, y): return x & y
def bor(x, y): return x | y
def bxor(x, y): return x ^ y
def shl(x, y): return x << y
def shr(x, y): return x >> y
def lt(x, y): return x < y
def eq(x, y): return x == y
def ne(x, y): return x != y


OPS = [add, sub, mul, div, fdiv, mod, pw, band, bor, bxor, shl, shr, lt, eq, ne]
RHS = {
    "same": lambda d: mk(d, (2, 1, 1)),
    "i64_0d": lambda d: Tensor(np.array(2, np.int64)),
    "f32_0d": lambda d: Tensor(np.array(2, np.float32)),
    "int": lambda d: 2,
    "float": lambda d: 2.0,
    "bool": lambda d: True,
    "tuple": lambda d: (2, 1, 1),
    "list": lambda d: [2, 1, 1],
    "none": lambda d: None,
}
for f in OPS:
    for d in DT:
        for rn, r in RHS.items():
            if rn in ("list", "none") and d not in ("i32", "f32"):
                continue
            run3("%s_%s_%s" % (f.__name__, d, rn), f, (lambda d=d, r=r: (mk(d), r(d))))
        # reversed: Python number / tuple on the left
        for ln, l in (("int", 5), ("float", 5.0), ("bool", True), ("tuple", (5, 4, 3))):
            run3("%s_r%s_%s" % (f.__name__, ln, d), f, (lambda d=d, l=l: (l, mk(d))))


def inv(x): return ~x
def neg(x): return -x
def pos(x): return +x
def ab(x): return abs(x)


for f in (inv, neg, pos, ab):
    for d in DT:
        run3("%s_%s" % (f.__name__, d), f, (lambda d=d: (mk(d),)))
        run3("%s_%s_0d" % (f.__name__, d), f, (lambda d=d: (Tensor(np.array(1).astype(DT[d])),)))
    for n, v in (("int", 1), ("neg", -3), ("true", True), ("false", False), ("float", 1.1), ("none", None),
                 ("tuple", (1, 2))):
        run3("%s_py_%s" % (f.__name__, n), f, (lambda v=v: (v,)))


def mm(x, y): return x @ y


for d in ("i32", "f16", "f32", "f64", "b", "u8"):
    run3("mm_vec_%s" % d, mm, (lambda d=d: (mk(d), mk(d))))
    run3("mm_mat_%s" % d, mm, (lambda d=d: (Tensor(np.arange(6).reshape(2, 3).astype(DT[d])), mk(d))))
run3("mm_mixed", mm, lambda: (mk("i32"), mk("f32")))
run3("mm_0d", mm, lambda: (Tensor(np.array(2, np.float32)), mk("f32")))
run3("mm_tuple", mm, lambda: (mk("f32"), (1.0, 2.0, 3.0)))
run3("mm_int", mm, lambda: (mk("f32"), 2))
run3("mm_shape_bad", mm, lambda: (mk("f32"), Tensor(np.ones((2, 2), np.float32))))
run3("mm_pytuple", mm, lambda: ((1, 2), (3, 4)))
