"""ops.functional's helpers (MindSpore 2.10's ops.is_, in_dict, tuple_equal, list_equal, make_list, make_slice,
tuple_reversed, list_len, dict_getitem, reduced_shape, augassign_*, hyper_add, bool_not) and the primitive
instances pows / tensor_range / shape_ / reshape_ / tensor_muls, called directly (PyNative) and from a Graph-mode
Cell.  MindSpore 2.10's Graph mode returns zeros from augassign_* and hyper_add on Tensors (FOLLOW_PYNATIVE;
docs/differences.md, Session 26 (api26))."""
import numpy as np
import mindspore as ms
from mindspore import ops
from _api26_util import call, graph_or_eager

FOLLOW_PYNATIVE = {"aug_tensor": "MindSpore's Graph mode gives zeros", "hyper_add_tensor": "zeros in Graph mode"}
x = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
xi = ms.Tensor([1, 2])


def pows(a):
    return ops.pows(a, 2.)


def pows_scalar_base(a):
    return ops.pows(2, a)


def tensor_range_int(a):
    return ops.tensor_range(0, 5, 2)


def tensor_range_float(a):
    return ops.tensor_range(0., 1., 0.25)


def tensor_range_neg(a):
    return ops.tensor_range(5, 0, -2)


def muls_float(a):
    return ops.tensor_muls(a, 2.5)


def muls_int(a):
    return ops.tensor_muls(a, 2)


def shape_(a):
    return ops.shape_(a)


def reshape_(a):
    return ops.reshape_(a, (3, 2))


def consts(a):
    return (ops.is_(1, 1), ops.is_not(1, None), ops.in_dict(1, {1: 2}), ops.not_in_dict("a", {"a": 1}),
            ops.tuple_equal((1,), (2,)), ops.tuple_equal((1, 2), (1, 2)), ops.tuple_equal((1,), (1.0,)),
            ops.list_equal([1], [1]), ops.list_equal([1], [1, 2]), ops.tuple_reversed((1, 2, 3)),
            ops.list_len((1, 2, 3)), ops.dict_getitem({"a": 1}, "a"), ops.reduced_shape((2, 3, 4), (0, 2)),
            ops.reduced_shape((2, 3), ()), ops.augassign_floordiv(7, 2), ops.augassign_div(1, 2),
            ops.hyper_add(1, 2), ops.hyper_add((1, (2, 3)), (4, (5, 6))))


def make_list(a):
    return ops.make_list(1, 2)


def make_slice(a):
    return a[ops.make_slice(None, 2, None)]


def aug_tensor(a):
    return ops.augassign_add(a, 1), ops.augassign_mod(a, 4), ops.augassign_sub(a, a), ops.augassign_mul(a, a)


def hyper_add_tensor(a):
    return ops.hyper_add((a,), (a,))


def coalesce(a):
    return ops.coalesce(ms.Tensor([[0, 0, 1], [1, 1, 2]], ms.int64), a, ms.Tensor([3, 3], ms.int64))


def bool_not_tensor(a):
    return ops.bool_not(a > 2)


for name, fn, arg in (("pows", pows, x), ("pows_scalar_base", pows_scalar_base, x), ("tensor_range_int", tensor_range_int, x),
                      ("tensor_range_float", tensor_range_float, x), ("tensor_range_neg", tensor_range_neg, x),
                      ("muls_float", muls_float, xi), ("muls_int", muls_int, xi), ("shape_", shape_, x),
                      ("reshape_", reshape_, x), ("consts", consts, x), ("make_list", make_list, x),
                      ("make_slice", make_slice, x), ("aug_tensor", aug_tensor, x),
                      ("hyper_add_tensor", hyper_add_tensor, x), ("bool_not_tensor", bool_not_tensor, x),
                      ("coalesce", coalesce, ms.Tensor([1., 2., 3.]))):
    call(name, graph_or_eager(fn), arg)
if ms.get_context("mode") == ms.PYNATIVE_MODE:
    call("names", lambda: [ops.Tensor is ms.Tensor, ops.P is ops.operations,
                           ms.nn.sparse.SparseToDense is ms.nn.SparseToDense,
                           ops.functional.Median is ops.Median, ops.functional.P is ops.operations,
                           ops.functional.UniqueConsecutive is ops.UniqueConsecutive,
                           ops.functional.argmax_ext is ms.mint.argmax, ops.functional.Primitive is ops.Primitive])
    call("dict_getitem_missing", ops.dict_getitem, {"a": 1}, "b")
    call("tensor_range_zero", ops.tensor_range, 0, 5, 0)
    call("bool_not_py", ops.bool_not, False)
    call("bool_not_0d", ops.bool_not, ms.Tensor(True))
    call("bool_not_none", ops.bool_not, None)
    call("make_list_empty", ops.make_list)
    call("augassign_mul_list", ops.augassign_mul, [1], 2)
