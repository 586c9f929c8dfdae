"""st/ops test_ops_add / adds / addn / addcdiv_ext / addcmul_ext / arctan2 / bitwise_left_right_shift / div_ /
divmods / equal / greater / greater_equal / greater_equal_scalar / less_equal / logical_and / logical_or / fmod /
float_power / gcd: dtype pairs (promotion), Python-number operands, broadcast / 0-d / empty shapes, keyword forms
(alpha, value, rounding_mode), gradients, error classes."""
import numpy as np
import mindspore as ms
from mindspore import mint, ops
from mindspore.ops import operations as P
from _h import case
from _c import C, G, T

DTS = ["float16", "float32", "float64", "int8", "int32", "int64", "uint8", "bool", "bfloat16"]
A = [[-2.5, -1.0, 0.0], [1.0, 3.0, 7.5]]
B = [[2.0, -3.0, 1.0], [0.5, 2.0, -2.0]]
AI = [[-7, -1, 0], [1, 3, 9]]
BI = [[2, -3, 1], [4, 2, -2]]
AU = [[7, 1, 0], [1, 3, 9]]
BU = [[2, 3, 1], [4, 2, 5]]


def vals(dt, a, ai, au):
    if dt == "uint8":
        return au
    if dt == "bool":
        return (np.array(au) % 2).astype(bool)
    if dt.startswith("int"):
        return ai
    return a


BIN = {
    "add": mint.add, "sub": mint.sub, "div": mint.div, "fmod": mint.fmod, "float_power": mint.float_power,
    "arctan2": mint.arctan2, "eq": mint.eq, "equal": mint.equal, "greater": mint.greater, "ge": mint.greater_equal,
    "le": mint.less_equal, "logical_and": mint.logical_and, "logical_or": mint.logical_or, "gcd": mint.gcd,
    "ops.fmod": ops.fmod, "ops.float_power": ops.float_power, "ops.arctan2": ops.arctan2, "ops.gcd": ops.gcd,
    "lshift": ops.bitwise_left_shift, "rshift": ops.bitwise_right_shift, "remainder": mint.remainder,
}
for name, fn in BIN.items():
    for da in DTS:
        for db in DTS:
            if da != db and not (db == "float32" or da == "int32"):
                continue
            case(f"{name}.{da}.{db}", lambda: C(fn)(T(vals(da, A, AI, AU), da), T(vals(db, B, BI, BU), db)))
    for s in [2, 2.5, True, -1]:
        case(f"{name}.f32.py{s!r}", lambda: C(fn, s)(T(A)))
        case(f"{name}.i32.py{s!r}", lambda: C(fn, s)(T(AI, "int32")))
        case(f"{name}.py{s!r}.f32", lambda: fn(s, T(A)))
        case(f"{name}.py{s!r}.u8", lambda: fn(s, T(AU, "uint8")))
    case(f"{name}.bcast", lambda: C(fn)(T([[1.0], [2.0]]), T([3.0, -4.0, 0.5])))
    case(f"{name}.0d", lambda: C(fn)(T(3.0), T(2.0)))
    case(f"{name}.0d.vec", lambda: C(fn)(T(3.0), T([1.0, 2.0])))
    case(f"{name}.empty", lambda: C(fn)(T(np.zeros((0, 3))), T([1.0, 2.0, 3.0])))
    case(f"{name}.badshape", lambda: C(fn)(T([1.0, 2.0]), T([1.0, 2.0, 3.0])))
    case(f"{name}.special", lambda: C(fn)(T([np.nan, np.inf, -np.inf, 0.0, -0.0, 5.0]),
                                          T([1.0, np.inf, 2.0, 0.0, 0.0, -np.inf])))
    case(f"{name}.intzero", lambda: C(fn)(T([5, -5, 0, 7], "int32"), T([0, 0, 0, 2], "int32")))
    for dt in ["float16", "float32", "float64"]:
        case(f"{name}.grad.{dt}", lambda: G(fn)(T(A, dt), T(B, dt)))
    case(f"{name}.grad.bcast", lambda: G(fn)(T([[1.0], [2.0]]), T([3.0, -4.0, 0.5])))
    case(f"{name}.grad.mixed", lambda: G(fn)(T(A, "float16"), T(B, "float32")))
    case(f"{name}.grad.special", lambda: G(fn)(T([np.nan, np.inf, 0.0, -0.0, 5.0]), T([1.0, 2.0, 0.0, 0.0, -np.inf])))
# alpha of add / sub
for alpha in [2, 0.5, True, -1]:
    for dt in ["float32", "int32", "uint8", "bool", "float16"]:
        case(f"add.alpha{alpha!r}.{dt}", lambda: C(lambda x, y: mint.add(x, y, alpha=alpha))(T(vals(dt, A, AI, AU), dt),
                                                                                               T(vals(dt, B, BI, BU), dt)))
        case(f"sub.alpha{alpha!r}.{dt}", lambda: C(lambda x, y: mint.sub(x, y, alpha=alpha))(T(vals(dt, A, AI, AU), dt),
                                                                                               T(vals(dt, B, BI, BU), dt)))
        case(f"add.scalar.alpha{alpha!r}.{dt}", lambda: C(lambda x: mint.add(x, 3, alpha=alpha))(T(vals(dt, A, AI, AU), dt)))
    case(f"add.alpha{alpha!r}.grad", lambda: G(lambda x, y: mint.add(x, y, alpha=alpha))(T(A), T(B)))
# div rounding modes (divmods / div_)
for rm in [None, "floor", "trunc", "bad"]:
    for dt in ["float32", "float16", "int32", "int64", "uint8", "bool", "float64"]:
        case(f"div.{rm}.{dt}", lambda: C(lambda x, y: mint.div(x, y, rounding_mode=rm))(T(vals(dt, A, AI, AU), dt),
                                                                                          T(vals(dt, B, BI, BU), dt)))
        case(f"div.{rm}.{dt}.scalar", lambda: C(lambda x: mint.div(x, 2, rounding_mode=rm))(T(vals(dt, A, AI, AU), dt)))
        case(f"div.{rm}.{dt}.scalarf", lambda: C(lambda x: mint.div(x, -2.5, rounding_mode=rm))(T(vals(dt, A, AI, AU), dt)))
        case(f"div.{rm}.{dt}.zero", lambda: C(lambda x: mint.div(x, 0, rounding_mode=rm))(T(vals(dt, A, AI, AU), dt)))
    case(f"div.{rm}.grad", lambda: G(lambda x, y: mint.div(x, y, rounding_mode=rm))(T(A), T(B)))
    case(f"div.{rm}.grad.scalar", lambda: G(lambda x: mint.div(x, 2, rounding_mode=rm))(T(A)))
# addcdiv / addcmul with value
for name, fn in [("addcdiv", mint.addcdiv), ("addcmul", mint.addcmul), ("ops.addcdiv", ops.addcdiv),
                 ("ops.addcmul", ops.addcmul)]:
    for dt in ["float16", "float32", "float64", "int32", "int64", "uint8", "bool", "bfloat16"]:
        case(f"{name}.{dt}", lambda: C(fn)(T(vals(dt, A, AI, AU), dt), T(vals(dt, B, BI, BU), dt),
                                           T(vals(dt, B, BI, BU), dt)))
    for v in [2, 0.5, True, -1]:
        if name.startswith("ops."):
            case(f"{name}.value{v!r}", lambda: C(fn)(T(A), T(B), T(B), T(v)))
        else:
            case(f"{name}.value{v!r}", lambda: C(lambda a, b, c: fn(a, b, c, value=v))(T(A), T(B), T(B)))
            case(f"{name}.value{v!r}.int", lambda: C(lambda a, b, c: fn(a, b, c, value=v))(T(AI, "int32"), T(BI, "int32"),
                                                                                            T(BI, "int32")))
    case(f"{name}.bcast", lambda: C(fn)(T([1.0, 2.0, 3.0]), T([[1.0], [2.0]]), T([[2.0, 4.0, 8.0]])))
    case(f"{name}.mixed", lambda: C(fn)(T(A, "float16"), T(B, "float32"), T(B, "float32")))
    case(f"{name}.mixed2", lambda: C(fn)(T(A, "float32"), T(B, "float32"), T(BI, "int32")))
    case(f"{name}.grad", lambda: G(fn)(T(A), T(B), T(B)))
    case(f"{name}.grad.bcast", lambda: G(fn)(T([1.0, 2.0, 3.0]), T([[1.0], [2.0]]), T([[2.0, 4.0, 8.0]])))
# addn
for dt in DTS:
    case(f"addn.{dt}", lambda: C(lambda a, b, c: ops.addn((a, b, c)))(T(vals(dt, A, AI, AU), dt),
                                                                       T(vals(dt, B, BI, BU), dt), T(vals(dt, B, BI, BU), dt)))
case("addn.one", lambda: C(lambda a: ops.addn([a]))(T(A)))
case("addn.mixed", lambda: C(lambda a, b: ops.addn([a, b]))(T(A), T(B, "float16")))
case("addn.shape", lambda: C(lambda a, b: ops.addn([a, b]))(T(A), T([1.0, 2.0, 3.0])))
case("addn.grad", lambda: G(lambda a, b: ops.addn([a, b, a]))(T(A), T(B)))
case("addn.P", lambda: C(P.AddN())((T(A), T(B))))
case("addn.0d", lambda: C(lambda a, b: ops.addn((a, b)))(T(1.0), T(2.0)))
case("addn.empty", lambda: C(lambda a, b: ops.addn((a, b)))(T(np.zeros((0, 2))), T(np.zeros((0, 2)))))
# bitwise shifts: overflow / negative shift amounts
for dt in ["int8", "int16", "int32", "int64", "uint8", "uint16"]:
    case(f"lshift.big.{dt}", lambda: C(ops.bitwise_left_shift)(T([1, 3, 100, 0], dt), T([7, 8, 40, 70], dt)))
    case(f"rshift.big.{dt}", lambda: C(ops.bitwise_right_shift)(T([127, 100, 1, 0] if dt == "uint8" or dt == "uint16"
                                                                    else [-128, -100, 1, 0], dt), T([1, 9, 70, 2], dt)))
    case(f"lshift.neg.{dt}", lambda: C(ops.bitwise_left_shift)(T([8, 8], dt), T([-1, -3], dt)) if not dt.startswith("u") else 0)
    case(f"lshift.pyint.{dt}", lambda: C(lambda x: ops.bitwise_left_shift(x, 2))(T([1, 3, 5], dt)))
    case(f"rshift.pyint.{dt}", lambda: C(lambda x: ops.bitwise_right_shift(x, 1))(T([1, 3, 5], dt)))
case("lshift.pyint.first", lambda: ops.bitwise_left_shift(3, T([1, 2], "int32")))
