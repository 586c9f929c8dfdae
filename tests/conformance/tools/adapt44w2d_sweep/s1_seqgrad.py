"""Gradients of dynamic-length sequences of Python numbers (st ops/dynamic_sequence *_grad, fifth pass):
GradOperation(get_all=True, sens_param=True) and other gradient forms of nets built from sequence ops."""
from _h import case
import mindspore as ms
from mindspore import nn, ops, mutable, Tensor
from mindspore.ops import functional as F
from mindspore.ops.composite import GradOperation
from mindspore.ops.operations import _sequence_ops as S
from mindspore._extends.parse.standard_method import list_append, list_insert


class Lam(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


def ga(fn, *args):
    return lambda: GradOperation(get_all=True, sens_param=True)(Lam(fn))(*args)


def g0(fn, *args):
    return lambda: GradOperation(sens_param=True)(Lam(fn))(*args)


def gn(fn, *args):
    return lambda: GradOperation(get_all=True)(Lam(fn))(*args)


D = lambda t: mutable(t, True)  # noqa: E731
add = lambda x, y: x + y  # noqa: E731

case("add_dd", ga(add, D((1, 2, 3)), D((3, 4, 5, 6)), (1, 2, 3, 4, 5, 6, 7)))
case("add_dc", ga(add, D((1, 2, 3)), (3, 4, 5, 6), (1, 2, 3, 4, 5, 6, 7)))
case("add_cd", ga(add, (1, 2), D((3, 4, 5)), (1, 2, 3, 4, 5)))
case("add_ff", ga(add, D((1.0, 2.0)), D((3.0,)), (1.5, 2.5, 3.5)))
case("add_list", ga(add, D([1, 2]), D([3]), [7, 8, 9]))
case("add_list_tuplesens", ga(add, D([1, 2]), D([3]), (7, 8, 9)))
case("add_tuple_listsens", ga(add, D((1, 2)), D((3,)), [7, 8, 9]))
case("add_fixed_mut", ga(add, mutable((1, 2, 3)), mutable((3, 4)), (1, 2, 3, 4, 5)))
def f_add_self(x):
    return x + x

case("add_self", ga(f_add_self, D((1, 2, 3)), (1, 2, 3, 4, 5, 6)))
case("add_empty", ga(add, D((1, 2)), D(()), (5, 6)))
case("add_first_only", g0(add, D((1, 2)), D((3,)), (5, 6, 7)))
case("add_nosens", gn(add, D((1, 2)), D((3,))))
def f_identity(x):
    return x

case("identity", ga(f_identity, D((1, 2, 3)), (4, 5, 6)))
def f_identity_nosens(x):
    return x

case("identity_nosens", gn(f_identity_nosens, D((1, 2, 3))))
def f_tuple_conv(x):
    return tuple(x)

case("tuple_conv", ga(f_tuple_conv, D([1, 2, 3]), (4, 5, 6)))
def f_list_conv(x):
    return list(x)

case("list_conv", ga(f_list_conv, D((1, 2, 3)), [4, 5, 6]))
def f_pair_out(x, y):
    return (x, y)

case("pair_out", ga(f_pair_out, D((1, 2)), D((3,)), ((4, 5), (6,))))
def f_slice_1_3(x):
    return x[1:3]

case("slice_1_3", ga(f_slice_1_3, D((1, 2, 3, 4, 5, 6)), (7, 8)))
def f_slice_step2(x):
    return x[::2]

case("slice_step2", ga(f_slice_step2, D((1, 2, 3, 4, 5)), (7, 8, 9)))
def f_slice_neg(x):
    return x[::-1]

case("slice_neg", ga(f_slice_neg, D((1, 2, 3)), (7, 8, 9)))
def f_slice_prim(x, a, b, c):
    return S.SequenceSlice()(x, a, b, c)

case("slice_prim", ga(f_slice_prim, D((1, 2, 3, 4, 5, 6)), 1, 4, 2, (7, 8)))
def f_rotate(x):
    return x[1:] + x[:1]

case("rotate", ga(f_rotate, D((1, 2, 3)), (7, 8, 9)))
def f_getitem(x):
    return x[1]

case("getitem", ga(f_getitem, D((1, 2, 3)), 5))
def f_getitem_neg(x):
    return x[-1]

case("getitem_neg", ga(f_getitem_neg, D((1.0, 2.0, 3.0)), 5.0))
def f_getitem_pack(x):
    return (x[0], x[2])

case("getitem_pack", ga(f_getitem_pack, D((1, 2, 3)), (5, 6)))
def f_mul_int(x):
    return x * 2

case("mul_int", ga(f_mul_int, D((1, 2, 3)), (1, 2, 3, 4, 5, 6)))
def f_mul_mutint(x, n):
    return x * n

case("mul_mutint", ga(f_mul_mutint, D((1, 2, 3)), mutable(2), (1, 2, 3, 4, 5, 6)))
def f_mul_prim(x, n):
    return S.SequenceMul()(x, n)

case("mul_prim", ga(f_mul_prim, D((1, 2)), 2, (1, 2, 3, 4)))
case("append", ga(list_append, D((1, 2, 3)), 1, (1, 2, 3, 4)))
case("append_mut", ga(list_append, D((1, 2, 3)), mutable(9), (1, 2, 3, 4)))
case("append_list", ga(list_append, D([1, 2, 3]), 1, [1, 2, 3, 4]))
case("append_fwd", lambda: Lam(list_append)(D((1, 2, 3)), 1))
case("insert", ga(list_insert, D((1, 2, 3)), 1, 8, (1, 2, 3, 4)))
case("insert_mut", ga(list_insert, D((1, 2, 3)), 1, mutable(8), (1, 2, 3, 4)))
case("setitem", ga(F.tuple_setitem, D((1, 2, 3)), mutable(1), mutable(8), (1, 2, 3)))
case("setitem_c", ga(F.tuple_setitem, D((1, 2, 3)), 1, 8, (1, 2, 3)))
case("setitem_f", ga(F.tuple_setitem, D((1.0, 2.0, 3.0)), 0, mutable(8.0), (1.5, 2.5, 3.5)))
def f_index(x):
    return x.index(2)

case("index", ga(f_index, D((1, 2, 3)), 5))
def f_count(x):
    return x.count(2)

case("count", ga(f_count, D((1, 2, 3)), 5))
def f_len(x):
    return len(x)

case("len", ga(f_len, D((1, 2, 3)), 5))
def f_sum_arith(x):
    return x[0] + x[1]

case("sum_arith", ga(f_sum_arith, D((1, 2, 3)), 5))
def f_max(x):
    return max(x)

case("max", ga(f_max, D((1, 2, 3)), 5))
def f_seq_add_prim(x, y):
    return S.SequenceAdd()(x, y)

case("seq_add_prim", ga(f_seq_add_prim, D((1, 2)), D((3,)), (5, 6, 7)))
def f_if_len(x, y):
    return x + y if len(x) > 2 else y

case("if_len", ga(f_if_len, D((1, 2, 3)), D((4,)), (5, 6, 7, 8)))
def f_if_len_else(x, y):
    return x + y if len(x) > 5 else y

case("if_len_else", ga(f_if_len_else, D((1, 2, 3)), D((4,)), (5,)))
def f_mixed_tensor(x, t):
    return (x + x, t * 2)

case("mixed_tensor", ga(f_mixed_tensor, D((1, 2)), Tensor([1.0, 2.0]), ((1, 2, 3, 4), Tensor([1.0, 1.0]))))
case("grad_fn_pos", lambda: ms.grad(Lam(add), grad_position=(0, 1))(D((1, 2)), D((3,))))
case("vag", lambda: ms.value_and_grad(Lam(add), grad_position=(0, 1))(D((1, 2)), D((3,))))
case("insert_fwd", lambda: Lam(list_insert)(D((1, 2, 3)), 1, 9))
case("append_fwd_list", lambda: Lam(list_append)(D([1, 2, 3]), 1))


def f_slice_neg2(x):
    return x[::-2]


case("slice_neg2", ga(f_slice_neg2, D((1, 2, 3, 4, 5)), (7, 8, 9)))
case("slice_neg_nosens", gn(f_slice_neg2, D((1, 2, 3, 4, 5))))


def f_append_slice(x, v):
    return list_append(x[1:], v)


case("append_slice", ga(f_append_slice, D((1, 2, 3)), 9, (5, 6, 7)))
case("mul_nosens", gn(f_mul_int, D((1, 2))))
case("setitem_list", ga(F.list_setitem, D([1, 2, 3]), 2, mutable(8), [4, 5, 6]))
