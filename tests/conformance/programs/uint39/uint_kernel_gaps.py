"""uint16 / uint32 / uint64 operands MindSpore 2.10's CPU kernels refuse beyond implicit conversion (uint39;
tests/conformance/tools/uint39_sweep): Mul / Div take no bool operand beside them (`x * bool_tensor`, ops.mul(x,
True), `x / bool_tensor`: TypeError), `x * 2` (Muls) computes but `x * 2.5` and ops.mul(x, 2) (the number is an
Int64 Tensor there) do not, `x / 2` and `x / 2.5` compute (Float32), ops.div(x, 2) does not; Less takes no bool
(`x < True`, `x < bool_tensor`) while `x > True` computes; Equal takes a Python int or bool through `==` but not a
bool Tensor nor ops.equal(x, 2); FloorMod (`%`) has no kernel for them at all, Maximum none for uint16.  msgraph
computed every one (SILENT).  PyNative (MindSpore's graph-mode Muls refuses every number: see docs/differences.md)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit_error

MODES = ("pynative",)
ms.set_context(pynative_synchronize=True)   # (each case's kernel error at its own label)


def mk(dt, shape=(2, 3), k=0):
    n = int(np.prod(shape)) if shape else 1
    a = (np.arange(n) + k) % 5 + 1.0
    if dt == "bool":
        a = a > 2
    return Tensor(a.astype(dt).reshape(shape))


def rec(label, fn):
    emit_error(label, fn)   # (the value, or the error's class)


for u in ("uint16", "uint32", "uint64"):
    x, y, b, b0 = mk(u), mk(u, (2, 3), 2), mk("bool", (2, 3), 1), mk("bool", ())
    rec(f"mul_int_{u}", lambda: x * 2)
    rec(f"mul_true_{u}", lambda: x * True)
    rec(f"mul_float_{u}", lambda: x * 2.5)
    rec(f"mul_same_{u}", lambda: x * y)
    rec(f"mul_bool_{u}", lambda: x * b)
    rec(f"mul_0dbool_{u}", lambda: x * b0)
    rec(f"mul_0dint8_{u}", lambda: x * mk("int8", ()))
    rec(f"ops_mul_int_{u}", lambda: ops.mul(x, 2))
    rec(f"ops_mul_true_{u}", lambda: ops.mul(x, True))
    rec(f"div_int_{u}", lambda: x / 2)
    rec(f"div_float_{u}", lambda: x / 2.5)
    rec(f"div_same_{u}", lambda: x / y)
    rec(f"div_bool_{u}", lambda: x / b)
    rec(f"ops_div_int_{u}", lambda: ops.div(x, 2))
    rec(f"ops_div_bool_{u}", lambda: ops.div(x, b))
    rec(f"lt_true_{u}", lambda: x < True)
    rec(f"gt_true_{u}", lambda: x > True)
    rec(f"lt_bool_{u}", lambda: x < b)
    rec(f"lt_same_{u}", lambda: x < y)
    rec(f"eq_int_{u}", lambda: x == 2)
    rec(f"eq_true_{u}", lambda: x == True)  # noqa: E712
    rec(f"eq_bool_{u}", lambda: x == b)
    rec(f"ops_equal_int_{u}", lambda: ops.equal(x, 2))
    rec(f"ops_eq_true_{u}", lambda: ops.eq(x, True))
    rec(f"mod_same_{u}", lambda: x % y)
    rec(f"mod_int_{u}", lambda: x % 2)
    rec(f"max_same_{u}", lambda: ops.maximum(x, y))
