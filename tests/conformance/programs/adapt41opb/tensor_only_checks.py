"""Python numbers and lists given to Tensor-only unary functions (st/ops test_ops_isnan / isneginf / isreal /
is_complex variants, adapt41opb).  Silent: MindSpore 2.10's mint.isnan compares a Python number with itself (a 0-d
bool Tensor: False for 1.5, True for nan; msgraph raised IsNan's TypeError), where ops.isnan refuses it.  TypeErrors
where msgraph computed or raised AttributeError: mint.isneginf of a number or a list, ops.isreal / ops.is_complex
of a number or a list; mint.equal with a Python number on either side (msgraph: AttributeError); mint.flip of a
0-d input is ReverseV2's ValueError with any dims (msgraph returned the input for dims ())."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(self.extra + a))


for name, v in [("float", 1.5), ("nan", float("nan")), ("int", 2), ("bool", True)]:
    emit_error(f"mint_isnan_{name}", lambda: mint.isnan(v))
    emit_error(f"ops_isnan_{name}", lambda: ops.isnan(v))
    emit_error(f"mint_isneginf_{name}", lambda: mint.isneginf(v))
    emit_error(f"isreal_{name}", lambda: ops.isreal(v))
    emit_error(f"is_complex_{name}", lambda: ops.is_complex(v))
emit_error("mint_isnan_cell_const", lambda: Fn(mint.isnan, float("nan"))())
emit_error("mint_isnan_cell_tensor", lambda: Fn(mint.isnan)(Tensor(np.array([1.0, np.nan], np.float32))))
emit_error("mint_isnan_list", lambda: mint.isnan([1.0]))
emit_error("mint_isneginf_list", lambda: mint.isneginf([1.0]))
emit_error("isreal_list", lambda: ops.isreal([1.0]))
emit_error("is_complex_list", lambda: ops.is_complex([1.0]))
emit_error("isreal_tensor", lambda: ops.isreal(Tensor(np.array([1.0, 2.0], np.float32))))


class Eq(nn.Cell):
    def __init__(self, other):
        super().__init__()
        self.other = other

    def construct(self, x):
        return mint.equal(x, self.other)


XT = Tensor(np.array([1.0, 2.0], np.float32))
for name, v in [("int", 2), ("float", 2.5), ("bool", True)]:
    emit_error(f"mint_equal_tensor_{name}", lambda: mint.equal(XT, v))
    emit_error(f"mint_equal_{name}_tensor", lambda: mint.equal(v, XT))
    emit_error(f"mint_equal_cell_{name}", lambda: Eq(v)(XT))


class Flip(nn.Cell):
    def __init__(self, dims):
        super().__init__()
        self.dims = dims

    def construct(self, x):
        return mint.flip(x, self.dims)


emit_error("mint_flip_0d_empty_dims", lambda: Flip(())(Tensor(np.array(2.0, np.float32))))
emit_error("mint_flip_0d_dim0", lambda: Flip((0,))(Tensor(np.array(2.0, np.float32))))
emit_error("mint_flip_1d", lambda: Flip((0,))(Tensor(np.array([1.0, 2.0], np.float32))))
