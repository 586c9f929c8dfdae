"""`not x` and chained comparisons `x < y < z` on Tensors in graph code (MindSpore 2.10's tests/st/compiler/syntax/
simple_expression test_compare.py::test_multiple_compare and test_logic_not.py, found by logging jit return values):
MindSpore keeps the shape (1,) of a one-element Tensor (`not x` is logical_not, `x < y < z` is `(x < y) and (y < z)`),
and refuses a condition of shape (1, 1) (ValueError, IsTensorBoolCond). msgraph returned 0-d bools and accepted
(1, 1)."""
import numpy as np
import mindspore as ms
from mindspore import jit, Tensor
from _conf import emit, emit_error


@jit
def chain(x, y, z):
    return x < y < z


@jit
def chain3(x, y, z, w):
    return x < y < z < w


@jit
def nt(x):
    return not x


@jit
def nt_cmp(x, y):
    return not (x > y)


@jit
def in_tuple(x, y):
    return (not x, x < y < 5)


@jit
def if_cond(x):
    if x:
        return x + 1
    return x


a, b, c = Tensor([1]), Tensor([2]), Tensor([3])
emit("chain", chain(a, b, c))
emit("chain_false", chain(c, b, a))
emit("chain_scalar", chain(Tensor(1), Tensor(2), Tensor(3)))
emit("chain_mixed", chain(1, b, 3))
emit("chain_float", chain(Tensor([1.0]), 2.0, Tensor([3.0])))
emit("chain3", chain3(a, b, c, Tensor([4])))
emit("not_int", nt(Tensor(np.ones([1], np.int32))))
emit("not_float", nt(Tensor(np.zeros([1], np.float32))))
emit("not_scalar", nt(Tensor(1)))
emit("not_compare", nt_cmp(a, b))
emit("in_tuple", list(in_tuple(a, b)))
emit("if_one", if_cond(Tensor([0])))
emit_error("not_1x1", lambda: nt(Tensor(np.ones([1, 1], np.float32))))
emit_error("not_two", lambda: nt(Tensor(np.ones([2], np.float32))))
emit_error("chain_1x1", lambda: chain(Tensor([[1]]), Tensor([[2]]), Tensor([[3]])))
emit_error("if_1x1", lambda: if_cond(Tensor([[1]])))
