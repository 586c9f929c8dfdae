"""Keyword names of Tensor methods (st/tensor/overload test_divide / test_mul / test_and / test_or / test_xor
variants, adapt41tov sweep), eager calls: `x.divide(other=3)` / `x.div(other=2, rounding_mode=...)` compute in
MindSpore 2.10 -- msgraph's TypeError (its parameter was named `o`); `x.__and__(other=3)` / `__or__` / `__xor__`
the same; `x.multiply(value=3)` computes and `x.multiply(other=3)` is PyNative's TypeError (Tensor.multiply(value))
-- msgraph computed it.  (MindSpore's Graph mode takes multiply(other=) and refuses value=: its two modes disagree,
msgraph's graph code follows PyNative; not recorded here.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

# eager calls; MindSpore 2.10 under GRAPH_MODE fails the eager rounded division ("KernelMod Init Failed: FloorDiv")
MODES = ("pynative",)

x = Tensor(np.array([[1, 2, -3], [4, 0, 7]], np.int32))
f = Tensor(np.array([[1.5, -2.0, 0.25], [3.0, -0.5, 8.0]], np.float32))
b = Tensor(np.array([[True, False, True], [False, False, True]]))

emit("divide_other_kw_floor", f.divide(other=2.0, rounding_mode="floor"))
emit("div_other_kw_trunc", f.div(other=-1.5, rounding_mode="trunc"))
emit("divide_other_kw_int", x.divide(other=3))
emit("divide_other_kw_float", f.divide(other=f + 1))
emit("div_positional", f.div(2))
emit("and_other_kw", x.__and__(other=3))
emit("or_other_kw", x.__or__(other=x))
emit("xor_other_kw", x.__xor__(other=5))
emit("and_bool_kw", b.__and__(other=True))
emit("xor_bool_kw", b.__xor__(other=b))
emit("multiply_value_kw", x.multiply(value=3))
emit("multiply_value_kw_float", f.multiply(value=f))
emit("multiply_positional", x.multiply(2.5))
emit_error("multiply_other_kw", lambda: x.multiply(other=3))
emit_error("multiply_other_kw_float", lambda: f.multiply(other=f))
